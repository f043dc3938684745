package io.minesift.shanghai.play;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The shipped player files are the defaults, and a bad file fails in one line naming the problem. */
class ShanghaiPlayersTest {
    @Test
    void theShippedFilesAreTheDefaults() throws IOException {
        assertEquals(ShanghaiPlayers.weak().fingerprint(), read("players/shanghai-weak.json").fingerprint());
        assertEquals(ShanghaiPlayers.strong().fingerprint(), read("players/shanghai-strong.json").fingerprint());
    }

    @Test
    void aFileTakesItsRolesDefaultsForWhatItLeavesOut() {
        ShanghaiPlayer p = (ShanghaiPlayer) ShanghaiPlayers.parse(bytes("{\"player\": \"strong\", \"parameters\": {\"depth\": 4, "
                + "\"hiddenTiles\": \"as-dealt\"}}"), "f.json");
        assertEquals(16, p.samples());
        assertEquals(4, p.depth());
        assertEquals(HiddenTiles.AS_DEALT, p.hiddenTiles());
        assertEquals(ShanghaiPlayers.WEIGHTS, p.weights());
    }

    /**
     * The dead check is off by default, read from a file when given, and named in the fingerprint
     * only when on (so files made before it existed keep their fingerprints).
     */
    @Test
    void theDeadCheckIsOffByDefaultAndFingerprintedWhenOn() throws IOException {
        assertEquals(0, ((ShanghaiPlayer) ShanghaiPlayers.strong()).deadCheck());
        assertEquals(false, ShanghaiPlayers.strong().fingerprint().contains("deadCheck"));
        ShanghaiPlayer checked = (ShanghaiPlayer) read("players/shanghai-strong-dead-check.json");
        assertEquals(2_000, checked.deadCheck());
        assertEquals(true, checked.fingerprint().contains("\"deadCheck\":2000"));
        assertEquals(2_000, checked.with(16, 4).deadCheck());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[1] | expected a JSON object",
        "{\"player\": \"middle\"} | needs \"player\": \"weak\" or \"strong\"",
        "{\"player\": \"weak\", \"colour\": 1} | unknown field \"colour\"",
        "{\"player\": \"weak\", \"parameters\": 3} | \"parameters\" must be an object",
        "{\"player\": \"weak\", \"parameters\": {\"skill\": 1}} | unknown parameter \"skill\" of the Shanghai weak player",
        "{\"player\": \"weak\", \"parameters\": {\"samples\": 0}} | \"samples\" must be a whole number from 1 to 1024",
        "{\"player\": \"weak\", \"parameters\": {\"depth\": 2.5}} | \"depth\" must be a whole number from 1 to 6",
        "{\"player\": \"weak\", \"parameters\": {\"moves\": 11}} | \"moves\" must be a number from -10.0 to 10.0",
        "{\"player\": \"weak\", \"parameters\": {\"hiddenTiles\": \"peeked\"}} | \"hiddenTiles\" must be \"redealt\" or \"as-dealt\"",
        "{\"player\": \"strong\", \"parameters\": {\"deadCheck\": -1}} | \"deadCheck\" must be a whole number from 0 to 10000000",
    })
    void badFilesFailInOneLine(String json, String problem) {
        InputException e = assertThrows(InputException.class, () -> ShanghaiPlayers.parse(bytes(json), "bad.json"));
        String line = e.getMessage();
        assertEquals(true, line.startsWith("bad.json") && line.contains(problem) && !line.contains("\n"), line);
    }

    private static io.minesift.core.experiment.Contestant<?> read(String file) throws IOException {
        return ShanghaiPlayers.parse(Files.readAllBytes(Path.of(file)), file);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
