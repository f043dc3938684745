package io.minesift.player;

import io.minesift.board.Position;
import io.minesift.io.MineText;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;
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
    void aCornerThatAlwaysWinsBeatsTheCentre() {
        // 3x3, one mine, nothing open. The centre (safe 8/9) always shows 1 and leaves eight cells
        // each 7/8 safe: 8/9 x 7/8 = 7/9. A corner (safe 8/9) shows 1 (mine beside it) or 0 (a
        // region opens); either way the certain moves that follow pin the mine: 8/9.
        double[] scores = rollOut("3x3x1\nHHH\nHHH\nHHH\n", 200, 4, 0);
        assertEquals(7.0 / 9, scores[0], 1e-12);
        assertEquals(8.0 / 9, scores[1], 1e-12);
    }
}
