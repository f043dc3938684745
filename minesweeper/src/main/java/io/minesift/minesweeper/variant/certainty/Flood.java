package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayList;
import java.util.List;

/** Groups of cell sets (one {@code long} per layout) through orthogonal or 8-way steps, for the cut clauses. */
final class Flood {
    private final Geometry g;
    private final long[] steps;

    /** Neighbourhoods of a board: orthogonal when {@code orthogonal}, else the 8 neighbours. */
    Flood(Geometry g, boolean orthogonal) {
        this.g = g;
        steps = new long[g.size()];
        for (int c = 0; c < g.size(); c++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    boolean step = (dx != 0 || dy != 0) && (!orthogonal || dx == 0 || dy == 0);
                    if (step && g.contains(g.x(c) + dx, g.y(c) + dy)) {
                        steps[c] |= 1L << g.index(g.x(c) + dx, g.y(c) + dy);
                    }
                }
            }
        }
    }

    /** The cells one step from a cell. */
    long around(int cell) {
        return steps[cell];
    }

    /** The cells one step from some cell of {@code set}, not in it. */
    long boundary(long set) {
        long out = 0;
        for (long s = set; s != 0; s &= s - 1) {
            out |= steps[Long.numberOfTrailingZeros(s)];
        }
        return out & ~set;
    }

    /** The groups of {@code cells}, each as a set. */
    List<Long> groups(long cells) {
        List<Long> out = new ArrayList<>();
        long left = cells;
        while (left != 0) {
            long group = Long.lowestOneBit(left);
            long frontier = group;
            while (frontier != 0) {
                frontier = boundary(group) & cells & ~group;
                group |= frontier;
            }
            out.add(group);
            left &= ~group;
        }
        return out;
    }

    Geometry geometry() {
        return g;
    }
}
