package io.minesift.minesweeper.sift;

import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Luck;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.SiftReport;
import io.minesift.minesweeper.analysis.HandMadeBoards;
import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Minesweeper board's luck: whether the strong player had to guess and its chance of losing to
 * forced guesses. On hand-made boards the loss is 1 − the board's exact chance, worked out by hand
 * (and by brute force over every layout in the luck-fair rates' test); on seeded boards "needs a
 * guess" is exactly the deduction profile's "has a forced guess", an independent computation
 * (exact logic from the start cell, not the player).
 */
class MinesweeperLuckTest {
    @TempDir
    Path dir;

    @Test
    void handMadeBoardsLoseExactlyWhatTheirForcedGuessesCost() {
        // A forced 1-in-3 guess that is a mine on this layout: every play's chance is 2/3, so the board
        // loses 1/3 to it, though the layout alone would say it is always lost. Two forced guesses survive
        // with 16/19 and then 7/8: the board loses 1 - (16/19)(7/8). A board exact logic finishes: none.
        List<Instance> boards = List.of(HandMadeBoards.oneThirdGuessMine(), HandMadeBoards.twoGuesses(),
                HandMadeBoards.needsEnumeration());
        MinesweeperPuzzle puzzle = new MinesweeperPuzzle();
        SiftReport report = new SiftJob<>(puzzle, new KnnClassifier(7), 2).run(
                new SiftJob.Inputs<>("hand-made", boards, puzzle.weak(), puzzle.strong(), Map.of()), 1, 50, dir,
                SilentListener.INSTANCE);
        assertTrue(report.luckMeasured());
        double[] losses = {1 / 3.0, 1 - (16 / 19.0) * (7 / 8.0), 0};
        for (int i = 0; i < boards.size(); i++) {
            Luck luck = report.luck(report.rows().get(i)).orElseThrow();
            assertEquals(losses[i], luck.guessLoss(), 1e-9, "board " + i);
            assertEquals(i < 2, luck.needsGuess(), "board " + i);
        }
        assertTrue(report.layoutDisagrees(report.rows().get(0)), "the layout hides the luck the figure shows");
    }

    @Test
    void aBoardNeedsAGuessExactlyWhenItsDeductionProfileHasAForcedGuess() {
        List<Instance> boards = new ArrayList<>();
        UniformGenerator beginner = new UniformGenerator(BoardSpec.parse("9x9x10"), FirstClickRule.SAFE, new StartRule.Corner());
        UniformGenerator intermediate = new UniformGenerator(BoardSpec.parse("16x16x40"), FirstClickRule.ZERO,
                new StartRule.Corner());
        for (int i = 0; i < 80; i++) {
            boards.add(beginner.generate(3, i));
        }
        for (int i = 0; i < 30; i++) {
            boards.add(intermediate.generate(3, i));
        }
        MinesweeperPuzzle puzzle = new MinesweeperPuzzle();
        Sift<Instance> sift = new Sift<>(puzzle.weak(), puzzle.strong(), Instance::id, b -> Map.of());
        RunKey key = sift.key(3, 4, boards);
        Profiler profiler = new Profiler();
        int needGuess = 0;
        for (Instance board : boards) {
            BoardResult result = sift.play(board, key);
            Luck luck = Luck.of(result);
            boolean forced = profiler.profile(board).guesses() > 0;
            assertEquals(forced, luck.needsGuess(), board.id());
            assertEquals(forced, luck.guessLoss() > 0, board.id() + " loses only where it guesses");
            needGuess += forced ? 1 : 0;
        }
        // Both kinds are there, so the check is not vacuous.
        assertTrue(needGuess > 10 && needGuess < boards.size() - 10, needGuess + " of " + boards.size());
        assertFalse(Luck.of(sift.play(HandMadeBoards.needsEnumeration(), key)).needsGuess());
    }
}
