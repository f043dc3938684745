package io.minesift.minesweeper.player;

import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Player files: the shipped ones load, defaults fill gaps, and every mistake is a clear error. */
class PlayerFilesTest {
    private static Player parse(String json) {
        return PlayerFiles.parse(json.getBytes(StandardCharsets.UTF_8), "p.json");
    }

    @Test
    void shippedPlayersLoad() {
        StrongPlayer strong = assertInstanceOf(StrongPlayer.class, PlayerFiles.read(Path.of("players", "strong.json")));
        assertEquals(StrongPlayer.Parameters.defaults(), strong.parameters());
        WeakPlayer weak = assertInstanceOf(WeakPlayer.class, PlayerFiles.read(Path.of("players", "weak.json")));
        assertEquals(WeakPlayer.Parameters.defaults(), weak.parameters());
    }

    @Test
    void missingParametersTakeTheirDefaults() {
        StrongPlayer strong = assertInstanceOf(StrongPlayer.class, parse("{\"player\": \"strong\", \"parameters\": {\"candidates\": 3}}"));
        assertEquals(3, strong.parameters().candidates());
        assertEquals(StrongPlayer.Parameters.defaults().band(), strong.parameters().band());
        WeakPlayer weak = assertInstanceOf(WeakPlayer.class, parse("{\"player\": \"weak\", \"parameters\": {\"guess\": \"local-density\"}}"));
        assertEquals(WeakPlayer.GuessPolicy.LOCAL_DENSITY, weak.parameters().guess());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"player\": \"strong\", \"parameters\": {\"depth\": 3}}|unknown parameter \"depth\" for the strong player",
            "{\"player\": \"weak\", \"parameters\": {\"candidates\": 3}}|unknown parameter \"candidates\" for the weak player",
            "{\"player\": \"strong\", \"parameters\": {\"candidates\": -1}}|candidates must be between 0 and 64",
            "{\"player\": \"strong\", \"parameters\": {\"candidates\": -4294967290}}|candidates must be between 0 and 64, got -4294967290",
            "{\"player\": \"strong\", \"parameters\": {\"endgameLayouts\": 100000}}|endgameLayouts must be between 0 and 2000",
            "{\"player\": \"strong\", \"parameters\": {\"band\": \"wide\"}}|parameter \"band\" must be a number",
            "{\"player\": \"strong\", \"parameters\": {\"candidates\": 2.5}}|parameter \"candidates\" must be a whole number",
            "{\"player\": \"weak\", \"parameters\": {\"useMineCount\": 1}}|parameter \"useMineCount\" must be true or false",
            "{\"player\": \"weak\", \"parameters\": {\"guess\": \"smart\"}}|parameter \"guess\" must be \"uniform\" or \"local-density\"",
            "{\"player\": \"weak\", \"parameters\": {\"tolerance\": 2}}|tolerance must be between 0 and 1",
            "{\"player\": \"medium\"}|\"player\" must be \"strong\" or \"weak\"",
            "{\"player\": \"weak\", \"colour\": \"red\"}|unknown field \"colour\"",
            "[1, 2]|expected a JSON object",
            "{\"player\": \"weak\"|line 1"})
    void mistakesNameTheFileAndTheProblem(String json, String expected) {
        InputException e = assertThrows(InputException.class, () -> parse(json));
        assertTrue(e.getMessage().startsWith("p.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
