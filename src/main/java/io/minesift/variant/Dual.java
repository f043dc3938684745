package io.minesift.variant;

import io.minesift.board.Geometry;

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

    /**
     * A window of the last 2w + 1 cells: when cell (x, y) arrives, the cell above it, (x, y - 1)
     * in bit w, has all four neighbours known and is judged; the last row is judged at the end.
     */
    public Tracker tracker(Geometry g, int totalMines) {
        int w = g.width();
        int h = g.height();
        return new WindowTracker(w, 2 * w + 1) {
            @Override
            boolean allowed(long window, int x, int y) {
                return y < 1 || !bit(window, w) || partners(window, w, x, y >= 2, true) == 1;
            }

            @Override
            public boolean accepts(long state) {
                for (int x = 0; x < w; x++) {
                    int k = w - 1 - x;
                    if (bit(state, k) && partners(state, k, x, h >= 2, false) != 1) {
                        return false;
                    }
                }
                return true;
            }

            /** Mine neighbours of the cell in bit k, at column x: above in bit k + w, below in k - w, left k + 1, right k - 1. */
            private int partners(long window, int k, int x, boolean above, boolean below) {
                int n = above && bit(window, k + w) ? 1 : 0;
                n += below && bit(window, k - w) ? 1 : 0;
                n += x >= 1 && bit(window, k + 1) ? 1 : 0;
                return n + (x + 1 < w && bit(window, k - 1) ? 1 : 0);
            }
        };
    }
}
