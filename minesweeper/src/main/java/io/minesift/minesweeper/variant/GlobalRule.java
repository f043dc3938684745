package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * Where mines may lie: a condition on the whole layout ({@link #holds}), a cheap check that a
 * partial assignment can still be completed ({@link #admits}, a necessary condition used for
 * pruning, never a sufficient one), and a {@link Tracker} for the exact engine, which meets the
 * cells one at a time in reading order. Definitions and sources are in docs/games.md, section
 * "Variant rules".
 */
public sealed interface GlobalRule permits Quad, Connected, Triplet, Outside, Dual, Snake, Balance, Attached {
    /** The rule's letter: Q, C, T, O, D, S or B as in the puzzle game, or A (minesift's, for the browser game's rule). */
    char letter();

    /** The rule's name: quad, connected, … */
    String name();

    /** Whether a complete layout (a set of mines, every other cell safe) obeys the rule. */
    boolean holds(Geometry g, long mines);

    /** {@link #holds} on a board of any size. */
    default boolean holds(Geometry g, java.util.BitSet mines) {
        return WideRules.holds(this, g, mines);
    }

    /**
     * A necessary condition for some completion of a partial assignment to obey the rule:
     * {@code false} only when no completion can. Cells in neither set are unknown.
     */
    boolean partial(Geometry g, long mines, long safes);

    /**
     * Whether the rule can still hold: {@link #holds} when every cell is known, else
     * {@link #partial}. Never rejects an assignment that some completion satisfies.
     */
    default boolean admits(Geometry g, long mines, long safes) {
        if ((mines | safes) == Cells.all(g)) {
            return holds(g, mines);
        }
        return partial(g, mines, safes);
    }

    /** {@link #admits} on a board of any size, the cell sets as bit sets. */
    default boolean admits(Geometry g, java.util.BitSet mines, java.util.BitSet safes) {
        return WideRules.admits(this, g, mines, safes);
    }

    /** The rule as a state machine over the cells in reading order, for a board of {@code totalMines} mines. */
    Tracker tracker(Geometry g, int totalMines);

    /**
     * The rule of a letter.
     *
     * @throws IllegalArgumentException when the letter names no global rule
     */
    static GlobalRule of(char letter) {
        switch (letter) {
            case 'Q': return new Quad();
            case 'C': return new Connected();
            case 'T': return new Triplet();
            case 'O': return new Outside();
            case 'D': return new Dual();
            case 'S': return new Snake();
            case 'B': return new Balance();
            case 'A': return new Attached();
            default: throw new IllegalArgumentException("unknown global rule '" + letter + "'");
        }
    }
}
