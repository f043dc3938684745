package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.PlayerSettings;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A player's fingerprint is the JSON its file holds, and the page reads it as settings. */
class MinesweeperContestantTest {
    @Test
    void theFingerprintIsThePlayerFilesJson() {
        String weak = new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults())).fingerprint();
        assertEquals("{\"player\":\"weak\",\"parameters\":{\"useMineCount\":false,\"guess\":\"uniform\",\"tolerance\":0.0,"
                + "\"overlook\":0.0}}", weak);
        PlayerSettings strong = PlayerSettings.parse(
                new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults())).fingerprint());
        assertEquals("strong", strong.kind());
        List<String> pairs = strong.settings().stream().map(s -> s.name() + "=" + s.value()).toList();
        assertTrue(pairs.contains("candidates=6"), pairs.toString());
        assertEquals(11, pairs.size(), "every parameter of the strong player: " + pairs);
    }

    @Test
    void aLocalDensityPlayerIsSpelledAsInItsFile() {
        var p = new WeakPlayer(new WeakPlayer.Parameters(true, WeakPlayer.GuessPolicy.LOCAL_DENSITY, 0.05, 0));
        assertTrue(new MinesweeperContestant(p).fingerprint().contains("\"guess\":\"local-density\""));
    }
}
