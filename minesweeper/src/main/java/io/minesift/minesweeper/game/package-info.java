/**
 * The Minesweeper referee: {@link io.minesift.minesweeper.game.Game} holds the layout and applies moves;
 * players get a {@link io.minesift.minesweeper.game.PlayerView} with no path to the layout. Uses {@code
 * board}.
 */
package io.minesift.minesweeper.game;
