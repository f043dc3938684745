package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** The exact endgame search against published optima and hand-worked cases. */
class EndgameTest {
    @Test
    void fourByFourWithFourMinesMatchesThePublishedOptimum() {
        // The published exact optimum for 4x4 with 4 mines and a safe first click on an edge
        // cell is 961/1365 = 70.40 %. Opening B1 leaves 15 cells and C(15,4) = 1365 layouts;
        // for each number v that B1 can show, the search's best winning chance times the
        // layouts that show v must add up to 961.
        assertEquals(961, winsAfterOpeningB1(4, 1365), 1e-6);
    }

    @Test
    void fourByFourWithFiveMinesMatchesThePublishedOptimum() {
        // The same for 5 mines: 1461 wins of C(15,5) = 3003 layouts (48.65 %). The search cuts
        // off cells that cannot beat the best found, so this checks that no cut loses a win.
        assertEquals(1461, winsAfterOpeningB1(5, 3003), 1e-6);
    }

    @Test
    void fiveByFiveWithFiveMinesAndAZeroInTheCentreMatchesThePublishedOptimum() {
        // The published exact optimum for 5x5 with 5 mines and a zero start in the centre is
        // 3500/4368 = 80.13 %: the zero opens the 3x3 centre, and the 5 mines lie in the 16 border
        // cells, C(16,5) = 4368 layouts. Grouped by the eight numbers around the zero (what the
        // player sees), the search with one memo shared by all the groups must win 3500 of them.
        Geometry g = Geometry.of(5, 5);
        java.util.Map<String, Integer> layoutsSeen = new java.util.TreeMap<>();
        int[] border = java.util.stream.IntStream.range(0, 25).filter(c -> !inCentre(g, c)).toArray();
        for (int layout = 0; layout < 1 << 16; layout++) {
            if (Integer.bitCount(layout) == 5) {
                layoutsSeen.merge(new String(seenAroundTheZero(g, border, layout), ISO_8859_1), 1, Integer::sum);
            }
        }
        EndgameMemo memo = new EndgameMemo();
        int wins = 0;
        int layouts = 0;
        for (var seen : layoutsSeen.entrySet()) {
            byte[] cells = seen.getKey().getBytes(ISO_8859_1);
            Endgame.Choice best = Endgame.solveExactly(Position.of(g, 5, cells), new BitSet(), 12_000, memo,
                    new SplittableRandom(1));
            assertEquals(seen.getValue(), best.layouts(), seen.getKey());
            wins += best.wins();
            layouts += best.layouts();
        }
        assertEquals(4368, layouts);
        assertEquals(3500, wins);
    }

    private static boolean inCentre(Geometry g, int cell) {
        return Math.abs(g.x(cell) - 2) <= 1 && Math.abs(g.y(cell) - 2) <= 1;
    }

    /** The position after the zero in the centre of a 5x5 board whose border holds {@code layout}'s mines. */
    private static byte[] seenAroundTheZero(Geometry g, int[] border, int layout) {
        boolean[] mine = new boolean[25];
        for (int b = 0; b < border.length; b++) {
            mine[border[b]] = (layout >>> b & 1) != 0;
        }
        byte[] seen = new byte[25];
        for (int c = 0; c < 25; c++) {
            int around = 0;
            for (int k = 0; k < g.degree(c); k++) {
                around += mine[g.neighbour(c, k)] ? 1 : 0;
            }
            seen[c] = inCentre(g, c) ? (byte) around : Position.HIDDEN;
        }
        return seen;
    }

    @Test
    void aSharedMemoChangesNoChoice() {
        // The same positions (4x4 with 5 mines, B1 open and showing each number it can), solved
        // alone with a fresh memo, and with one memo shared by all, filled first in the reverse
        // order: the same cell (from the same random stream, so the same tie broken the same
        // way) and the same wins. The memo holds exact values only, so it must not matter.
        Geometry g = Geometry.of(4, 4);
        EndgameMemo memo = new EndgameMemo();
        for (int v = 5; v >= 0; v--) {
            Endgame.solveExactly(b1Shows(g, v), new BitSet(), 12_000, memo, new SplittableRandom(100 + v));
        }
        assertTrue(memo.size() > 1000, "memo holds " + memo.size());
        for (int v = 0; v <= 5; v++) {
            for (int seed = 0; seed < 3; seed++) {
                Endgame.Choice alone = Endgame.solve(b1Shows(g, v), new BitSet(), 12_000, Long.MAX_VALUE,
                        new SplittableRandom(seed));
                Endgame.Choice shared = Endgame.solveExactly(b1Shows(g, v), new BitSet(), 12_000, memo,
                        new SplittableRandom(seed));
                assertEquals(alone, shared, "B1 shows " + v + ", seed " + seed);
            }
        }
    }

    private static Position b1Shows(Geometry g, int v) {
        byte[] cells = new byte[16];
        Arrays.fill(cells, Position.HIDDEN);
        cells[1] = (byte) v;
        return Position.of(g, 5, cells);
    }

    /** Winning layouts after a safe B1 on 4x4, by best play for each number B1 shows. */
    private static double winsAfterOpeningB1(int mines, int expectedLayouts) {
        Geometry g = Geometry.of(4, 4);
        double wins = 0;
        int layouts = 0;
        for (int v = 0; v <= 5; v++) {
            byte[] cells = new byte[16];
            Arrays.fill(cells, Position.HIDDEN);
            cells[1] = (byte) v;
            Position position = Position.of(g, mines, cells);
            int count = countLayouts(position);
            if (count == 0) {
                continue;
            }
            Endgame.Choice best = Endgame.solve(position, new BitSet(), 2000, 10_000_000, new SplittableRandom(1));
            assertNotNull(best, "value " + v);
            wins += best.winChance() * count;
            layouts += count;
        }
        assertEquals(expectedLayouts, layouts);
        return wins;
    }

    @Test
    void aFiftyFiftyIsWonHalfTheTime() {
        // Two hidden cells under two 1s, one mine: whichever is opened, it is a coin toss.
        Endgame.Choice best = Endgame.solve(MineText.parse("2x2x1\nHH\n11\n", "t"), new BitSet(), 100, 1000,
                new SplittableRandom(1));
        assertEquals(0.5, best.winChance(), 1e-12);
    }

    @Test
    void equalCellsAreChosenAtRandom() {
        // The coin toss above: A1 and B1 win equally often, so over many seeds both get chosen,
        // about half the time each (a player that always took the first would make a fixed board
        // a sure win or a sure loss).
        int first = 0;
        for (int seed = 0; seed < 200; seed++) {
            Endgame.Choice c = Endgame.solve(MineText.parse("2x2x1\nHH\n11\n", "t"), new BitSet(), 100, 1000,
                    new SplittableRandom(seed));
            first += c.cell() == 0 ? 1 : 0;
        }
        assertTrue(first > 70 && first < 130, "A1 chosen " + first + " times of 200");
    }

    @Test
    void prefersTheCellThatSettlesTheRest() {
        // The strip "H1HH" with 1 mine: A1 or C1 holds it, so D1 is safe by the count. Opening
        // D1 first is free, and its number settles the rest (it shows 1 exactly when C1 is the
        // mine): a sure win, where opening A1 or C1 first would be a coin toss.
        Endgame.Choice best = Endgame.solve(MineText.parse("4x1x1\nH1HH\n", "t"), new BitSet(), 100, 1000,
                new SplittableRandom(1));
        assertEquals(1.0, best.winChance(), 1e-12);
        assertEquals(3, best.cell());
    }

    private static int countLayouts(Position position) {
        long[] all = Layouts.list(io.minesift.minesweeper.logic.ConstraintSystem.of(position), hidden(position), 100_000);
        return all == null ? -1 : all.length;
    }

    private static int[] hidden(Position position) {
        return java.util.stream.IntStream.range(0, position.geometry().size())
                .filter(c -> position.state(c) == Position.HIDDEN).toArray();
    }
}
