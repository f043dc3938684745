/**
 * Minesweeper board measures: 3BV, openings, islands and the deduction profile (cells settled per
 * level of reasoning, forced guesses). Uses {@code board}, {@code game} and {@code logic}.
 */
package io.minesift.minesweeper.analysis;
