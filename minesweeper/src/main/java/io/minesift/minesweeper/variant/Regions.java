package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** Flood fills and neighbour counts on cell sets, for the global rules' whole-layout and partial checks. */
final class Regions {
    /** The 8 neighbours. */
    static final int[][] KING = Cells.RING;

    private Regions() {
    }

    /** The cells of {@code within} reachable from {@code from} (itself clipped to {@code within}) in steps of {@code steps}. */
    static long reach(Geometry g, long within, long from, int[][] steps) {
        long seen = from & within;
        long frontier = seen;
        while (frontier != 0) {
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                int cell = Long.numberOfTrailingZeros(f);
                next |= Cells.set(Cells.around(g, cell, steps));
            }
            frontier = next & within & ~seen;
            seen |= frontier;
        }
        return seen;
    }

    /** Whether all of {@code cells} lie in one group of {@code within} (true when there are none). */
    static boolean together(Geometry g, long within, long cells, int[][] steps) {
        if (cells == 0) {
            return true;
        }
        long first = Long.lowestOneBit(cells);
        return (reach(g, within, first, steps) & cells) == cells;
    }

    /** The cells on the border of the board, in reading order. */
    static int[] edgeCells(Geometry g) {
        return java.util.stream.IntStream.range(0, g.size())
                .filter(c -> g.x(c) == 0 || g.y(c) == 0 || g.x(c) == g.width() - 1 || g.y(c) == g.height() - 1)
                .toArray();
    }

    /** The cells on the border of the board. */
    static long edge(Geometry g) {
        long edge = 0;
        for (int c = 0; c < g.size(); c++) {
            int x = g.x(c);
            int y = g.y(c);
            if (x == 0 || y == 0 || x == g.width() - 1 || y == g.height() - 1) {
                edge |= 1L << c;
            }
        }
        return edge;
    }

    /** How many orthogonal neighbours of {@code cell} are in {@code set}. */
    static int orthogonal(Geometry g, int cell, long set) {
        return Cells.count(set, Cells.around(g, cell, Cells.ORTHOGONAL));
    }

    /** The top-left cells of every 2×2 square of the board. */
    static int[] squares(Geometry g) {
        int[] out = new int[Math.max(0, (g.width() - 1) * (g.height() - 1))];
        int n = 0;
        for (int y = 0; y + 1 < g.height(); y++) {
            for (int x = 0; x + 1 < g.width(); x++) {
                out[n++] = y * g.width() + x;
            }
        }
        return out;
    }

    /** The 2×2 square whose top-left cell is {@code corner}, as a set. */
    static long square(Geometry g, int corner) {
        int w = g.width();
        return (1L << corner) | (1L << (corner + 1)) | (1L << (corner + w)) | (1L << (corner + w + 1));
    }
}
