package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * A (attached): all mines form one group, linked through orthogonal steps only: the browser
 * game's connection rule, stricter than C, whose diagonal steps link too. The letter is
 * minesift's own; the puzzle game has no such rule.
 */
public record Attached() implements GlobalRule {
    public char letter() {
        return 'A';
    }

    public String name() {
        return "attached";
    }

    public boolean holds(Geometry g, long mines) {
        return Regions.together(g, mines, mines, Cells.ORTHOGONAL);
    }

    /** The known mines all lie in one orthogonal group of the cells not known safe. */
    public boolean partial(Geometry g, long mines, long safes) {
        return Regions.together(g, Cells.all(g) & ~safes, mines, Cells.ORTHOGONAL);
    }

    /** The tracker of {@link Connected} with orthogonal links only. */
    public Tracker tracker(Geometry g, int totalMines) {
        return Connected.tracker(g, true);
    }
}
