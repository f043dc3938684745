/**
 * Fitting a player's parameters to a goal: CMA-ES and a grid (commons-math3), common random
 * numbers, held-out comparison, the tuning report. Uses the Minesweeper packages and the generic
 * ones; only {@code cli} uses it.
 */
package io.minesift.tune;
