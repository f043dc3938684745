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
    void theDescriptionIsMadeFromTheValues() {
        // Written by hand from the values: the weak defaults, then a strong player tune could write.
        assertEquals("Shanghai, weak player (n = 1, d = 1): certain moves first, else the best action value on one "
                + "random arrangement of the hidden tiles, no look-ahead, the hidden tiles redealt each play; weights "
                + "dominated -9.884, moves 4.89, high -7.52, floating -0.517, hidden -10.",
                ((ShanghaiPlayer) ShanghaiPlayers.weak()).description());
        ShanghaiPlayer p = (ShanghaiPlayer) ShanghaiPlayers.parse(bytes("{\"player\": \"strong\", \"parameters\": "
                + "{\"samples\": 4, \"depth\": 2, \"moves\": 0.25, \"hiddenTiles\": \"as-dealt\", \"deadCheck\": 2000}}"), "f.json");
        assertEquals("Shanghai, strong player (n = 4, d = 2): certain moves first, else the best mean value over 4 "
                + "random arrangements of the hidden tiles, each searched 2 moves deep, on the deal as dealt; a move after "
                + "which the exact solver proves a sample lost (2000 nodes) is worth 0 on that sample; weights dominated "
                + "-9.884, moves 0.25, high -7.52, floating -0.517, hidden -10.", p.description());
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
        "{\"player\": \"weak\", \"parameters\": {\"hiddenTiles\": \"peeked\"}} | \"hiddenTiles\" must be \"redealt\", \"as-dealt\" or \"generated\"",
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
