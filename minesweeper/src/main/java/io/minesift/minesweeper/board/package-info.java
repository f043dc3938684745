/**
 * Minesweeper boards: geometry, the mine layout (the hidden truth), what a person sees ({@link
 * io.minesift.minesweeper.board.Position}), instances with their start cell, id and provenance, first-click
 * and start rules, openings. Uses nothing else of minesift.
 */
package io.minesift.minesweeper.board;
