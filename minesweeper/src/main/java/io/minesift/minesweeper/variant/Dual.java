package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * D: the mines form 1×2 blocks that do not touch orthogonally; that is, every mine has exactly
 * one mine among its four orthogonal neighbours.
 */
public record Dual() implements GlobalRule {
    public char letter() {
        return 'D';
    }

    public String name() {
        return "dual";
    }

    public boolean holds(Geometry g, long mines) {
        for (long m = mines; m != 0; m &= m - 1) {
            if (Regions.orthogonal(g, Long.numberOfTrailingZeros(m), mines) != 1) {
                return false;
            }
        }
        return true;
    }

    /** Each known mine has at most one known mine, and at least one cell not known safe, orthogonally next to it. */
    public boolean partial(Geometry g, long mines, long safes) {
        long open = Cells.all(g) & ~safes;
        for (long m = mines; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            if (Regions.orthogonal(g, cell, mines) > 1 || Regions.orthogonal(g, cell, open & ~(1L << cell)) < 1) {
                return false;
            }
        }
        return true;
    }

    /** See {@link DualTracker}. */
    public Tracker tracker(Geometry g, int totalMines) {
        return new DualTracker(g.width());
    }
}
