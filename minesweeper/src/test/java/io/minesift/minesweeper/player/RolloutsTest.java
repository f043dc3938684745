package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Roll-out scores on positions whose layouts are listed by hand. */
class RolloutsTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    private double[] rollOut(String text, int samples, int... cells) {
        Position position = MineText.parse(text, "t");
        MineProbabilities p = engine.analyse(position);
        return new Rollouts(engine, 0.2, 8).scores(position, p, cells, samples, 200_000, new SplittableRandom(3)).rolledOut();
    }

    @Test
    void aStripPlayedOnToTheNextGuess() {
        // A strip (each cell sees its left and right neighbours), two mines, B1 shows 1: one mine
        // in A1 or C1, the other in D1, E1 or F1 (six layouts). D1 is safe in four, each as likely:
        // A1+E1 or C1+F1: D1 shows 1 and two layouts are left, a 1/2 guess; A1+F1: D1 shows 0,
        // opens C1 and E1 (1), and only the two mines are left: won; C1+E1: D1 shows 2, A1 and F1
        // are then certain and opening them wins. Score: 4/6 x (1/2 + 1/2 + 1 + 1) / 4 = 1/2.
        double[] scores = rollOut("6x1x2\nH1HHHH\n", 20_000, 3);
        // A mean of 20,000 draws of 1/2 or 1 (sd 1/4 given D1 safe): within 4 standard errors.
        assertEquals(0.5, scores[0], 4 * 2.0 / 3 * 0.25 / Math.sqrt(20_000 * 2.0 / 3));
    }

    @Test
    void threeFiftyFiftiesPlayedOnToTheEndOfTheGame() {
        // A strip of three walled-in 50/50s: B1, F1, J1 show 1, D1 and H1 are known mines (flags),
        // five mines: one in each of {A1, C1}, {E1, G1}, {I1, K1}, 8 layouts, each as likely.
        // A1 is safe in half of them and shows 0 (its only neighbour B1 is open): nothing about the
        // other two pairs, each an unbreakable 50/50. Played to the end (the two guesses), A1 wins
        // 1/2 x 1/2 x 1/2 = 1/8; stopped at the next guess (no later guess played), its score is
        // 1/2 x 1/2 (the safety of that guess) = 1/4; one guess played, then stopped: 1/8 too.
        Position position = MineText.parse("11x1x5\nH1HFH1HFH1H\n", "t");
        MineProbabilities p = engine.analyse(position);
        int samples = 20_000;
        // Given A1 safe (about 10,000 draws), a mean of 0/1 draws: sd of the score at most 1/2 x 1/2 / 100.
        double tolerance = 4 * 0.5 * 0.5 / Math.sqrt(samples / 2.0);
        assertEquals(1.0 / 8, playedThrough(position, p, 100, samples), tolerance);
        assertEquals(1.0 / 8, playedThrough(position, p, 1, samples), tolerance);
        assertEquals(1.0 / 4, playedThrough(position, p, 0, samples), 1e-12);
    }

    private double playedThrough(Position position, MineProbabilities p, int guesses, int samples) {
        return new Rollouts(engine, 0.2, 1000, guesses).scores(position, p, new int[] {0}, samples, 200_000,
                new SplittableRandom(3)).rolledOut()[0];
    }

    @Test
    void theSafestLivingCellIsTheRollOutsGuess() {
        // After A1+E1 / C1+F1 of the strip: B1 = 1, D1 = 1 open; A1, C1, E1, F1 each 1/2.
        // A1 and C1 have no undecided neighbour; E1 is the first living cell.
        Position position = MineText.parse("6x1x2\nH1H1HH\n", "t");
        assertEquals(4, Rollouts.safestLiving(engine.analyse(position), position.geometry()));
    }

    @Test
    void aCornerThatAlwaysWinsBeatsTheCentre() {
        // 3x3, one mine, nothing open. The centre (safe 8/9) always shows 1 and leaves eight cells
        // each 7/8 safe: 8/9 x 7/8 = 7/9. A corner (safe 8/9) shows 1 (mine beside it) or 0 (a
        // region opens); either way the certain moves that follow pin the mine: 8/9.
        double[] scores = rollOut("3x3x1\nHHH\nHHH\nHHH\n", 200, 4, 0);
        assertEquals(7.0 / 9, scores[0], 1e-12);
        assertEquals(8.0 / 9, scores[1], 1e-12);
    }
}
