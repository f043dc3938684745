package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * S: the mines form one snake, a path one cell wide through orthogonal steps, without branches,
 * loops or crossings: the mines are orthogonally connected, each has one or two orthogonal mine
 * neighbours, and exactly two (the ends) have one. A snake has at least two cells; touching
 * itself diagonally is allowed.
 */
public record Snake() implements GlobalRule {
    public char letter() {
        return 'S';
    }

    public String name() {
        return "snake";
    }

    public boolean holds(Geometry g, long mines) {
        int ends = 0;
        for (long m = mines; m != 0; m &= m - 1) {
            int degree = Regions.orthogonal(g, Long.numberOfTrailingZeros(m), mines);
            if (degree < 1 || degree > 2) {
                return false;
            }
            ends += degree == 1 ? 1 : 0;
        }
        return ends == 2 && Regions.together(g, mines, mines, Cells.ORTHOGONAL);
    }

    /**
     * At least two cells are not known safe; the known mines lie in one orthogonal group of the
     * cells not known safe; none has more than two known mine neighbours, or none not known safe;
     * no 2×2 square is all known mines (that would close a loop).
     */
    public boolean partial(Geometry g, long mines, long safes) {
        long open = Cells.all(g) & ~safes;
        if (Long.bitCount(open) < 2 || !Regions.together(g, open, mines, Cells.ORTHOGONAL)) {
            return false;
        }
        for (long m = mines; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            if (Regions.orthogonal(g, cell, mines) > 2 || Regions.orthogonal(g, cell, open) < 1) {
                return false;
            }
        }
        for (int corner : Regions.squares(g)) {
            long square = Regions.square(g, corner);
            if ((square & mines) == square) {
                return false;
            }
        }
        return true;
    }

    public Tracker tracker(Geometry g, int totalMines) {
        return new SnakeTracker(g.width());
    }
}
