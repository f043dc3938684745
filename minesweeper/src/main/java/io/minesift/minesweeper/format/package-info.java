/**
 * Minesweeper's file formats: board sets (JSON), the community's {@code .mine} position text, MBF,
 * Simon Tatham's Mines game IDs, share link fragments, and text drawings of boards. Uses
 * {@code board} and {@code util}.
 */
package io.minesift.minesweeper.format;
