package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.HandMadeBoards;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.SiftReport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hand-made boards land where their construction says, with the shipped reference boards and
 * the default players: single clues only: too-easy; two separate 50/50s: luck-bound with the
 * strong player near 1/4; enumeration but no guess: skill-rewarding.
 */
class HandMadeSiftTest {
    @TempDir
    static Path out;

    private static Map<String, SiftReport.Row> rows;

    @BeforeAll
    static void sift() {
        List<Instance> boards = List.of(HandMadeBoards.singleClues(), HandMadeBoards.twoFiftyFifties(),
                HandMadeBoards.needsEnumeration());
        SiftJob.Inputs<Instance> in = new SiftJob.Inputs<>("hand-made", boards,
                new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults())),
                new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults())), Map.of());
        SiftReport report = new SiftJob<>(new MinesweeperPuzzle(), new KnnClassifier(7), 2)
                .run(in, 1, 400, out, SilentListener.INSTANCE);
        rows = new java.util.HashMap<>();
        report.rows().forEach(r -> rows.put(r.id(), r));
    }

    @Test
    void singleCluesOnlyIsTooEasy() {
        SiftReport.Row r = rows.get(HandMadeBoards.singleClues().id());
        assertEquals(Category.TOO_EASY, r.category());
        assertEquals(1.0, r.result().weak().meanChance());
        assertEquals(1.0, r.result().weak().drawn());
    }

    @Test
    void twoFiftyFiftiesAreLuckBound() {
        SiftReport.Row r = rows.get(HandMadeBoards.twoFiftyFifties().id());
        assertEquals(Category.LUCK_BOUND, r.category());
        // Two exact 50/50s: every play's chance is 1/2 x 1/2, so the mean chance is exactly 1/4;
        // the drawn share over 400 plays has a standard error of 0.022, so 0.25 ± 0.08 is over 3.5 of them.
        assertEquals(0.25, r.result().strong().meanChance(), 1e-12);
        assertEquals(0.25, r.result().strong().drawn(), 0.08);
    }

    @Test
    void enumerationWithoutGuessRewardsSkill() {
        SiftReport.Row r = rows.get(HandMadeBoards.needsEnumeration().id());
        assertEquals(Category.SKILL_REWARDING, r.category());
        assertEquals(1.0, r.result().strong().meanChance());
        assertEquals(1.0, r.result().strong().drawn());
        assertTrue(r.result().weak().meanChance() < 0.9, "weak " + r.result().weak().meanChance());
    }
}
