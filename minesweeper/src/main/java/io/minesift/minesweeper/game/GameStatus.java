package io.minesift.minesweeper.game;

/** Where a game stands. */
public enum GameStatus {
    /** Safe cells remain hidden and no mine was opened. */
    PLAYING,
    /** Every safe cell is revealed. */
    WON,
    /** A mine was opened. */
    LOST;

    public boolean over() {
        return this != PLAYING;
    }
}
