package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.HandMadeBoards;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.Rate;
import io.minesift.core.experiment.Sift;
import io.minesift.minesweeper.player.ExactChance;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.SiftReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A board's rate is its chance for a player who cannot see the mines, not the accident of its
 * layout: hand-made boards, each sifted at 3 seeds with 400 plays, give the strong player the
 * exact chance of the board whether the guessed cell happens to be safe or a mine there.
 */
class LuckFairRatesTest {
    private static final int PLAYS = 400;

    @TempDir
    Path dir;

    private static MinesweeperContestant weak() {
        return new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults()));
    }

    private static MinesweeperContestant strong() {
        return new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults()));
    }

    private Rate strongRate(Instance board, long seed) {
        Sift<Instance> sift = new Sift<>(weak(), strong(), Instance::id, b -> Map.of());
        try (Journal j = Journal.open(dir.resolve(board.id() + "-" + seed + ".jsonl"), sift.key(seed, PLAYS, List.of(board)))) {
            BoardResult r = sift.run(List.of(board), j, 2, n -> { }).get(0);
            return r.strong();
        }
    }

    /** The strong rate at seeds 1 to 3 against the exact chance, found by brute force (ExactChance). */
    private void assertRatesMatch(Instance board, double handValue) {
        double exact = ExactChance.of(board);
        assertEquals(handValue, exact, 1e-12, "the brute force must confirm the chance worked out by hand");
        // Where 95 % of the shares of 400 plays won fall when each play wins with the exact chance.
        double half = 1.96 * Math.sqrt(exact * (1 - exact) / PLAYS);
        for (long seed = 1; seed <= 3; seed++) {
            Rate rate = strongRate(board, seed);
            assertEquals(exact, rate.meanChance(), 1e-9, "mean chance, seed " + seed);
            assertTrue(Math.abs(rate.drawn() - exact) <= half + 1e-12,
                    "seed " + seed + ": " + rate.drawn() + " won, outside " + exact + " ± " + half);
        }
    }

    @Test
    void oneGuessAtOneInThreeSafeOnThisLayout() {
        assertRatesMatch(HandMadeBoards.oneThirdGuessSafe(), 2 / 3.0);
        assertEquals(1.0, strongRate(HandMadeBoards.oneThirdGuessSafe(), 1).layoutRate(),
                "the fixed layout alone would say the board is always won");
    }

    @Test
    void oneGuessAtOneInThreeAMineOnThisLayout() {
        assertRatesMatch(HandMadeBoards.oneThirdGuessMine(), 2 / 3.0);
        assertEquals(0.0, strongRate(HandMadeBoards.oneThirdGuessMine(), 1).layoutRate(),
                "the fixed layout alone would say the board is always lost");
    }

    @Test
    void twoForcedGuessesMultiply() {
        assertRatesMatch(HandMadeBoards.twoGuesses(), (16 / 19.0) * (7 / 8.0));
    }

    @Test
    void aNoGuessBoardIsStillExactlyOne() {
        for (long seed = 1; seed <= 3; seed++) {
            Rate rate = strongRate(HandMadeBoards.needsEnumeration(), seed);
            assertEquals(1.0, rate.drawn());
            assertEquals(1.0, rate.meanChance());
            assertEquals(1.0, rate.layoutRate());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"safe", "mine"})
    void theReportMarksABoardWhoseLayoutHidesItsLuck(String kind) {
        Instance board = kind.equals("safe") ? HandMadeBoards.oneThirdGuessSafe() : HandMadeBoards.oneThirdGuessMine();
        SiftJob.Inputs<Instance> in = new SiftJob.Inputs<>("luck", List.of(board, HandMadeBoards.needsEnumeration()), weak(), strong(),
                Map.of());
        SiftReport report = new SiftJob<>(new MinesweeperPuzzle(), new KnnClassifier(7), 2)
                .run(in, 1, 100, dir.resolve("sift-" + kind), SilentListener.INSTANCE);
        assertTrue(report.layoutDisagrees(report.rows().get(0)), "a 2/3 board with layout rate 0 or 1");
        assertFalse(report.layoutDisagrees(report.rows().get(1)), "a no-guess board");
    }
}
