package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MineLayoutTest {

    // Clues worked by hand for the anti-diagonal 4x4 board:
    //   0 1 2 *
    //   1 2 * 2
    //   2 * 2 1
    //   * 2 1 0
    @Test
    void cluesOfAHandBoard() {
        MineLayout l = Boards.parse(
                "...*",
                "..*.",
                ".*..",
                "*...");
        int[][] expected = {{0, 1, 2, -1}, {1, 2, -1, 2}, {2, -1, 2, 1}, {-1, 2, 1, 0}};
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                int i = l.geometry().index(x, y);
                assertEquals(expected[y][x] < 0, l.isMine(i));
                assertEquals(expected[y][x] < 0, l.isMine(x, y));
                if (expected[y][x] >= 0) {
                    assertEquals(expected[y][x], l.clue(i), "clue at " + x + "," + y);
                }
            }
        }
        assertEquals(4, l.mineCount());
        assertArrayEquals(new int[]{3, 6, 9, 12}, l.mineIndices());
        assertEquals(new BoardSpec(4, 4, 4), l.spec());
    }

    @Test
    void fullBoardCluesCountAllNeighbours() {
        // 3x3 all mines: the centre sees 8, corners 3, edges 5 (the clue is the mine count around a cell).
        MineLayout l = Boards.parse("***", "***", "***");
        assertEquals(8, l.clue(4));
        assertEquals(3, l.clue(0));
        assertEquals(5, l.clue(1));
    }

    // Property: on seeded random layouts (sizes 1..20 per side, any density) every clue equals a
    // brute-force count of the mines at Chebyshev distance 1, worked from coordinates only.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
    void cluesMatchBruteForce(long seed) {
        Random rnd = new Random(seed);
        MineLayout l = Boards.random(rnd, 20, 1.0);
        int mines = 0;
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < l.width(); x++) {
                assertEquals(Boards.bruteClue(l, x, y), l.clue(l.geometry().index(x, y)), l + " at " + x + "," + y);
                mines += l.isMine(x, y) ? 1 : 0;
            }
        }
        assertEquals(mines, l.mineCount());
        assertEquals(mines, l.mineIndices().length);
        int[] idx = l.mineIndices();
        for (int k = 1; k < idx.length; k++) {
            assertTrue(idx[k - 1] < idx[k], "mine indices not increasing");
        }
    }

    @Test
    void layoutDoesNotShareItsBitSet() {
        BitSet bits = new BitSet();
        bits.set(1);
        MineLayout l = MineLayout.of(Geometry.of(3, 1), bits);
        bits.set(2);
        assertFalse(l.isMine(2), "changing the caller's set changed the layout");
        l.mines().set(0);
        assertFalse(l.isMine(0), "changing the returned copy changed the layout");
        assertEquals(1, l.mineCount());
    }

    @Test
    void minesOutsideTheBoardAreRejected() {
        Geometry g = Geometry.of(3, 3);
        BitSet bits = new BitSet();
        bits.set(9);
        assertThrows(IllegalArgumentException.class, () -> MineLayout.of(g, bits));
        assertThrows(IllegalArgumentException.class, () -> MineLayout.of(g, 9));
        assertThrows(IllegalArgumentException.class, () -> MineLayout.of(g, -1));
        assertEquals(1, MineLayout.of(g, 8).mineCount());
    }

    @Test
    void equalityIsSizeAndMines() {
        MineLayout a = MineLayout.of(Geometry.of(3, 2), 0, 4);
        MineLayout b = Boards.parse("*..", ".*.");
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        // Same indices on another shape are another board.
        assertNotEquals(a, MineLayout.of(Geometry.of(2, 3), 0, 4));
        assertNotEquals(a, MineLayout.of(Geometry.of(3, 2), 0, 5));
    }
}
