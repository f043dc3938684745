package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class OpeningsTest {

    // Labels worked by hand. The mine wall in column 2 splits the zeros into column 0 (opening 1)
    // and columns 4-5 (opening 2); columns 1 and 3 touch mines.
    @Test
    void wallSplitsTwoOpenings() {
        MineLayout l = Boards.parse(
                "..*...",
                "..*...",
                "..*...");
        assertArrayEquals(new int[]{
                1, 0, 0, 0, 2, 2,
                1, 0, 0, 0, 2, 2,
                1, 0, 0, 0, 2, 2}, Openings.label(l));
        // The larger opening wins even though it is found second.
        assertEquals(4, Openings.autoStart(l));
    }

    // Anti-diagonal mines: only the two far corners are zeros, each its own opening of one cell
    // (clues worked by hand in MineLayoutTest). Tie: the first found, cell 0.
    @Test
    void antiDiagonalHasTwoSingleCellOpenings() {
        MineLayout l = Boards.parse(
                "...*",
                "..*.",
                ".*..",
                "*...");
        int[] expected = new int[16];
        expected[0] = 1;
        expected[15] = 2;
        assertArrayEquals(expected, Openings.label(l));
        assertEquals(0, Openings.autoStart(l));
    }

    // Worked by hand: clues are
    //   0 0 1 *
    //   0 0 1 1
    //   1 1 0 0
    //   * 1 0 0
    // The two blocks of zeros touch only corner to corner, at (1,1)-(2,2): one 8-connected opening.
    @Test
    void zerosTouchingDiagonallyAreOneOpening() {
        MineLayout l = Boards.parse(
                "...*",
                "....",
                "....",
                "*...");
        assertArrayEquals(new int[]{
                1, 1, 0, 0,
                1, 1, 0, 0,
                0, 0, 1, 1,
                0, 0, 1, 1}, Openings.label(l));
    }

    @Test
    void smallCases() {
        // No mines: everything is one opening, started at cell 0.
        assertArrayEquals(new int[]{1, 1, 1, 1, 1, 1}, Openings.label(Boards.parse("...", "...")));
        assertEquals(0, Openings.autoStart(Boards.parse("...", "...")));
        // 1x1 safe: a single zero.
        assertArrayEquals(new int[]{1}, Openings.label(Boards.parse(".")));
        // 1x1 mine: no opening; auto falls back to cell 0.
        assertArrayEquals(new int[]{0}, Openings.label(Boards.parse("*")));
        assertEquals(0, Openings.autoStart(Boards.parse("*")));
        // Strip ".*...": cells 3 and 4 are zeros; cell 0 and 2 touch the mine.
        assertArrayEquals(new int[]{0, 0, 0, 1, 1}, Openings.label(Boards.parse(".*...")));
        assertEquals(3, Openings.autoStart(Boards.parse(".*...")));
        // No zero: first safe cell in reading order.
        assertEquals(1, Openings.autoStart(Boards.parse("*.", "..")));
        assertEquals(2, Openings.autoStart(Boards.parse("**.", ".*.")));
        // All mines: cell 0.
        assertEquals(0, Openings.autoStart(Boards.parse("**", "**")));
    }

    // Property: on seeded random layouts the labels match an independent labelling: union-find
    // over zero cells (zeros found by brute-force counting), 8-adjacency from coordinates,
    // components numbered by their first cell in reading order. autoStart matches the largest
    // component's first cell (ties to the earlier one), else the first safe cell, else 0.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void matchesIndependentLabelling(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 10; round++) {
            MineLayout l = Boards.random(rnd, 16, 0.35);
            int[] expected = independentLabels(l);
            assertArrayEquals(expected, Openings.label(l), l.toString());
            assertEquals(independentAutoStart(l, expected), Openings.autoStart(l), l.toString());
        }
    }

    private static int[] independentLabels(MineLayout l) {
        int w = l.width();
        int n = w * l.height();
        boolean[] zero = new boolean[n];
        for (int i = 0; i < n; i++) {
            zero[i] = !l.isMine(i) && Boards.bruteClue(l, i % w, i / w) == 0;
        }
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (zero[a] && zero[b] && Math.abs(a % w - b % w) <= 1 && Math.abs(a / w - b / w) <= 1) {
                    parent[find(parent, a)] = find(parent, b);
                }
            }
        }
        int[] labelOfRoot = new int[n];
        int[] label = new int[n];
        int next = 0;
        for (int i = 0; i < n; i++) {
            if (zero[i]) {
                int r = find(parent, i);
                if (labelOfRoot[r] == 0) {
                    labelOfRoot[r] = ++next;
                }
                label[i] = labelOfRoot[r];
            }
        }
        return label;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            i = parent[i];
        }
        return i;
    }

    private static int independentAutoStart(MineLayout l, int[] label) {
        int bestFirst = -1;
        int bestSize = 0;
        for (int lab = 1; ; lab++) {
            int size = 0;
            int first = -1;
            for (int i = 0; i < label.length; i++) {
                if (label[i] == lab) {
                    size++;
                    if (first < 0) {
                        first = i;
                    }
                }
            }
            if (size == 0) {
                break;
            }
            if (size > bestSize) {
                bestSize = size;
                bestFirst = first;
            }
        }
        if (bestFirst >= 0) {
            return bestFirst;
        }
        for (int i = 0; i < label.length; i++) {
            if (!l.isMine(i)) {
                return i;
            }
        }
        return 0;
    }
}
