package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayList;
import java.util.List;

/** The lines of sight of the eyesight rule (E), and the checkerboard colouring of M and N. */
final class Sight {
    private Sight() {
    }

    /** The cells of one line of sight from a cell, nearest first, to the edge of the board. */
    static int[] line(Geometry g, int cell, int[] step) {
        int[] out = new int[Math.max(g.width(), g.height())];
        int n = 0;
        int x = g.x(cell) + step[0];
        int y = g.y(cell) + step[1];
        while (g.contains(x, y)) {
            out[n++] = y * g.width() + x;
            x += step[0];
            y += step[1];
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The four lines of sight from a cell (up, down, left, right), each nearest first. */
    static int[][] directions(Geometry g, int cell) {
        int[][] out = new int[4][];
        for (int k = 0; k < 4; k++) {
            out[k] = line(g, cell, Cells.ORTHOGONAL[k]);
        }
        return out;
    }

    /** Every cell in the clue's row and column but the clue: up, down, left, right, each nearest first. */
    static int[] lines(Geometry g, int cell) {
        return java.util.Arrays.stream(Cells.ORTHOGONAL).flatMapToInt(d -> java.util.Arrays.stream(line(g, cell, d)))
                .toArray();
    }

    /** 1 (the clue itself) plus, in each direction, the safe cells before the first mine. */
    static int seen(Geometry g, int cell, java.util.function.IntPredicate mines) {
        int seen = 1;
        for (int[] d : Cells.ORTHOGONAL) {
            for (int c : line(g, cell, d)) {
                if (mines.test(c)) {
                    break;
                }
                seen++;
            }
        }
        return seen;
    }

    /** In each of the four lines, the cells farther than the nearest of {@code mines}. */
    static long behindMines(Geometry g, int cell, long mines) {
        long behind = 0;
        for (int[] d : Cells.ORTHOGONAL) {
            boolean blocked = false;
            for (int c : line(g, cell, d)) {
                behind |= blocked ? 1L << c : 0;
                blocked |= Cells.has(mines, c);
            }
        }
        return behind;
    }

    /**
     * One pattern per way of splitting {@code value - 1} seen cells among the four lines: a line
     * that sees {@code d} cells fixes those {@code d} as safe and the next one, if on the board,
     * as a mine.
     */
    static List<ClueRule.Pattern> patterns(Geometry g, int cell, int value) {
        List<ClueRule.Pattern> out = new ArrayList<>();
        split(directions(g, cell), 0, value - 1, 0L, 0L, out);
        return out;
    }

    private static void split(int[][] lines, int k, int left, long care, long mines, List<ClueRule.Pattern> out) {
        if (k == 4) {
            if (left == 0) {
                out.add(new ClueRule.Pattern(care, mines));
            }
            return;
        }
        int[] line = lines[k];
        long seen = 0;
        for (int d = 0; d <= Math.min(left, line.length); d++) {
            if (d < line.length) {
                long stop = 1L << line[d];
                split(lines, k + 1, left - d, care | seen | stop, mines | stop, out);
                seen |= stop;
            } else {
                split(lines, k + 1, left - d, care | seen, mines, out);
            }
        }
    }

    /** Among the cells, {mines on coloured cells ((x + y) even), mines on the others}. */
    static int[] colourCounts(Geometry g, int[] cells, java.util.function.IntPredicate mines) {
        int[] counts = new int[2];
        for (int c : cells) {
            if (mines.test(c)) {
                counts[(g.x(c) + g.y(c)) % 2]++;
            }
        }
        return counts;
    }
}
