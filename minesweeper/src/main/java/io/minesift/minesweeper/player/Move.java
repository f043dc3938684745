package io.minesift.minesweeper.player;

/**
 * A player's answer: the cell to open next, whether the player was unsure of it (a guess), and
 * the player's own estimate of the chance that it holds a mine.
 *
 * @param cell  the cell to open (row-major index); it must be hidden
 * @param guess whether the player could not prove the cell safe
 * @param risk  the player's estimate of the mine probability (0 for proven cells)
 */
public record Move(int cell, boolean guess, double risk) {
    /** A cell the player proved safe. */
    public static Move safe(int cell) {
        return new Move(cell, false, 0);
    }

    /** A cell opened without proof, with the player's estimate of its risk. */
    public static Move guess(int cell, double risk) {
        return new Move(cell, true, risk);
    }
}
