package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** T: no three mines in a row across, down or on either diagonal. */
public record Triplet() implements GlobalRule {
    /** The four directions of a line: across, down, and the two diagonals. */
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    public char letter() {
        return 'T';
    }

    public String name() {
        return "triplet";
    }

    public boolean holds(Geometry g, long mines) {
        return partial(g, mines, Cells.all(g) & ~mines);
    }

    /** No three known mines in a line. */
    public boolean partial(Geometry g, long mines, long safes) {
        for (int c = 0; c < g.size(); c++) {
            for (int[] d : LINES) {
                int b = Cells.at(g, g.x(c) + d[0], g.y(c) + d[1]);
                int e = Cells.at(g, g.x(c) + 2 * d[0], g.y(c) + 2 * d[1]);
                if (e >= 0 && Cells.has(mines, c) && Cells.has(mines, b) && Cells.has(mines, e)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** See {@link TripletTracker}. */
    public Tracker tracker(Geometry g, int totalMines) {
        return new TripletTracker(g.width());
    }
}
