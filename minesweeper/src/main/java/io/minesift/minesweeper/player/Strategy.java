package io.minesift.minesweeper.player;

import io.minesift.minesweeper.game.PlayerView;

/** One player in one game: looks at what a person would see and names the next cell to open. */
public interface Strategy {
    /**
     * The next cell to open. Called only while the game is being played; the view shows the
     * result of every earlier move.
     */
    Move next(PlayerView view);
}
