package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * O: the safe cells form one orthogonally connected group, and every orthogonally connected
 * group of mines touches the border of the board.
 */
public record Outside() implements GlobalRule {
    public char letter() {
        return 'O';
    }

    public String name() {
        return "outside";
    }

    public boolean holds(Geometry g, long mines) {
        long safes = Cells.all(g) & ~mines;
        return Regions.together(g, safes, safes, Cells.ORTHOGONAL)
                && Regions.reach(g, mines, mines & Regions.edge(g), Cells.ORTHOGONAL) == mines;
    }

    /**
     * The known safes lie in one orthogonal group of the cells not known to be mines, and every
     * known mine reaches the border through cells not known safe.
     */
    public boolean partial(Geometry g, long mines, long safes) {
        long notMine = Cells.all(g) & ~mines;
        long notSafe = Cells.all(g) & ~safes;
        return Regions.together(g, notMine, safes, Cells.ORTHOGONAL)
                && (Regions.reach(g, notSafe, notSafe & Regions.edge(g), Cells.ORTHOGONAL) & mines) == mines;
    }

    public Tracker tracker(Geometry g, int totalMines) {
        return new OutsideTracker(g.width(), g.height());
    }
}
