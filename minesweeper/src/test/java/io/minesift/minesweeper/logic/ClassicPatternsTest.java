package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;

import java.util.BitSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Patterns every player learns, with the answers worked by hand (reasoning given per case) and
 * cross-checked against {@link BruteForce}.
 */
class ClassicPatternsTest {
    private final ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withExactCount(true));

    private MineProbabilities analyse(String text) {
        Position position = MineText.parse(text, "test.mine");
        MineProbabilities answer = engine.analyse(position);
        BruteForce truth = BruteForce.of(position);
        assertEquals(truth.layouts, answer.layouts());
        return answer;
    }

    @Test
    void oneTwoOne() {
        // Under 1-2-1 the 2 sees B1, C1, D1 and each 1 shares two of them: the mines sit under the
        // 1s (B1, D1), and A1, C1, E1 are safe. One layout.
        MineProbabilities p = analyse("5x3x2\nHHHHH\n11211\n00000\n");
        assertEquals(bits(1, 3), p.certainMines());
        assertEquals(bits(0, 2, 4), p.certainSafe());
        assertEquals("1", p.layouts().toString());
    }

    @Test
    void oneTwoTwoOne() {
        // 1-2-2-1 against a wall: the mines sit under the 2s (C1, D1); A1, B1, E1, F1 are safe.
        MineProbabilities p = analyse("6x3x2\nHHHHHH\n012210\n000000\n");
        assertEquals(bits(2, 3), p.certainMines());
        assertEquals(bits(0, 1, 4, 5), p.certainSafe());
    }

    @Test
    void cornerFiftyFifty() {
        // Two hidden cells seen by the same two 1s and one mine in all: nothing tells them apart.
        MineProbabilities p = analyse("2x2x1\nHH\n11\n");
        assertEquals(0.5, p.probability(0), 1e-12);
        assertEquals(0.5, p.probability(1), 1e-12);
        assertTrue(p.certainSafe().isEmpty());
        assertTrue(p.certainMines().isEmpty());
        assertEquals("2", p.layouts().toString());
    }

    @Test
    void endgameDecidedByTheMineCountOnly() {
        // The two 1s are met either by one mine in {B1, B2} (2 layouts, 1 mine) or by mines on
        // A1 and C1 (1 layout, 2 mines). With 2 mines in all only the second fits.
        MineProbabilities two = analyse("3x2x2\nHHH\n1H1\n");
        assertEquals(bits(0, 2), two.certainMines());
        assertEquals(bits(1, 4), two.certainSafe());
        // With 1 mine in all only the first fits: A1 and C1 are safe, B1 and B2 are 50/50.
        MineProbabilities one = analyse("3x2x1\nHHH\n1H1\n");
        assertEquals(bits(0, 2), one.certainSafe());
        assertEquals(0.5, one.probability(1), 1e-12);
    }

    @Test
    void cellsOffTheFrontierSettledByTheCount() {
        // A1 or C1 holds the 1's mine; D1 and E1 touch no clue. One mine in all leaves none for
        // them; three mines in all fill both.
        assertEquals(bits(3, 4), analyse("5x1x1\nH1HHH\n").certainSafe());
        assertEquals(bits(3, 4), analyse("5x1x3\nH1HHH\n").certainMines());
    }

    @Test
    void inconsistentPositionIsReportedNotGuessed() {
        MineProbabilities p = engine.analyse(MineText.parse("3x1x1\n01H\n", "test.mine"));
        assertTrue(p.consistent()); // 1 at B1 sees C1 only: C1 is the mine
        MineProbabilities bad = engine.analyse(MineText.parse("3x1x1\n02H\n", "test.mine"));
        assertFalse(bad.consistent()); // 2 at B1 sees one hidden cell: no layout
        assertTrue(Double.isNaN(bad.probability(2)));
        assertEquals(java.math.BigInteger.ZERO, bad.layouts());
        assertTrue(bad.contradiction().contains("B1"), bad.contradiction());
    }

    private static BitSet bits(int... cells) {
        BitSet b = new BitSet();
        for (int c : cells) {
            b.set(c);
        }
        return b;
    }
}
