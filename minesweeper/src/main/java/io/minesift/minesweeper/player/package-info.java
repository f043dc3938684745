/**
 * Minesweeper's virtual players: the weak (two-body) and strong (exact) players, the referees (the
 * luck-fair one for repeated plays of a fixed board), matches and player files. Uses {@code
 * board}, {@code game}, {@code logic}, {@code generate}, and core's {@code experiment} and {@code util}.
 */
package io.minesift.minesweeper.player;
