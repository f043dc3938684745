package io.minesift.minesweeper.game;

/** What one action did to the board. */
public enum Outcome {
    /** Nothing changed: the cell was already open, flagged, or the chord's flags did not match. */
    NOTHING,
    /** One or more safe cells were revealed. */
    REVEALED,
    /** A mine was opened and the game is lost. */
    EXPLODED
}
