package io.minesift.minesweeper.logic;

/**
 * A cell whose content follows from the clues: it is a mine, or it is safe.
 *
 * @param cell  the cell (row-major index)
 * @param mine  whether it is a mine (else it is safe)
 * @param level the kind of reasoning that found it
 * @param clues the clue cells the reasoning used ({@code -1} stands for the total mine count)
 */
public record Deduction(int cell, boolean mine, Level level, int[] clues) {
    /** Kinds of reasoning, easiest first. */
    public enum Level {
        /** One clue alone: all its hidden neighbours are mines, or none are. */
        SINGLE_CLUE,
        /** Two clues together: the common-area argument. */
        TWO_CLUES,
        /** Several clues together, found by enumerating their layouts. */
        ENUMERATION,
        /** The total mine count settles it. */
        MINE_COUNT
    }

    public Deduction {
        clues = clues.clone();
    }
}
