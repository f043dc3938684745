package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

/**
 * What a player may know of a game: the board size, the mine total, and each cell's visible
 * state. It has no path to the mine layout, which stays with the {@link Game}.
 */
public interface PlayerView {
    Geometry geometry();

    /** Mines on the whole board, as the game announces them. */
    int totalMines();

    /**
     * Visible state of a cell: a clue {@code 0..8}, {@link Position#HIDDEN}, {@link Position#FLAG}
     * or {@link Position#MINE} (only the mine that ended a lost game).
     */
    byte state(int index);

    /** Cells still hidden or flagged (not revealed). */
    int unrevealedCount();

    /** How many cells have been revealed so far. */
    int revealedCount();

    /**
     * The {@code k}-th cell revealed, in the order the game revealed them ({@code 0 <= k <
     * revealedCount()}): a player can catch up on what its last move opened without scanning
     * the board.
     */
    int revealedCell(int k);

    int flagCount();

    GameStatus status();

    /** An immutable snapshot of what is visible now. */
    Position position();
}
