package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** Q: every 2×2 square holds at least one mine. */
public record Quad() implements GlobalRule {
    public char letter() {
        return 'Q';
    }

    public String name() {
        return "quad";
    }

    public boolean holds(Geometry g, long mines) {
        return partial(g, mines, Cells.all(g) & ~mines);
    }

    /** No square is all known safe. */
    public boolean partial(Geometry g, long mines, long safes) {
        for (int corner : Regions.squares(g)) {
            long square = Regions.square(g, corner);
            if ((square & safes) == square) {
                return false;
            }
        }
        return true;
    }

    public Tracker tracker(Geometry g, int totalMines) {
        int w = g.width();
        long square = 1L | 2L | 1L << w | 1L << (w + 1);
        return new WindowTracker(w, w + 2) {
            @Override
            boolean allowed(long window, int x, int y) {
                return x < 1 || y < 1 || (window & square) != 0;
            }
        };
    }
}
