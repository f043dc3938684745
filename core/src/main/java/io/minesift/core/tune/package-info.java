/**
 * Fitting a player's parameters to a goal, for any game: CMA-ES and a grid (commons-math3), common
 * random numbers, held-out comparison, the tuning report. Generic: a game brings its player files
 * through {@link io.minesift.core.tune.PlayerTemplate} (via {@code curate.Puzzle}); this package imports
 * no game.
 */
package io.minesift.core.tune;
