/**
 * Minesweeper board generators: uniform over the layouts a first-click rule allows, and no-guess
 * boards by a logic solver with repairs. Uses {@code board}, {@code logic} and {@code util}.
 */
package io.minesift.minesweeper.generate;
