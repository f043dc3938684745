/**
 * Shanghai solitaire as a {@link io.minesift.core.curate.Puzzle} (issue #16): a board is the full
 * starting {@link io.minesift.shanghai.Position} of a deal. {@link io.minesift.shanghai.sift.ShanghaiPuzzle}
 * (the game on the curator's pipeline: sift, page, score, filter, pack, reference, tune),
 * {@link io.minesift.shanghai.sift.ShanghaiFiles} (the board-set format),
 * {@link io.minesift.shanghai.sift.ShanghaiMeasurer} (named measures of a deal's start) and
 * {@link io.minesift.shanghai.sift.ShanghaiArt} (each deal drawn as a stacked picture on the page).
 * A game: uses the generic packages, {@code util} and its own, never another game's.
 */
package io.minesift.shanghai.sift;
