/**
 * Variant rules (issue #17): the clue rules and global rules of the "14 Minesweeper Variants"
 * puzzle game, as validated values ({@link io.minesift.minesweeper.variant.ClueRule},
 * {@link io.minesift.minesweeper.variant.GlobalRule}, {@link io.minesift.minesweeper.variant.RuleSet}), positions that
 * show variant clues ({@link io.minesift.minesweeper.variant.VariantPosition}), a brute-force reference
 * ({@link io.minesift.minesweeper.variant.VariantBruteForce}) and the exact engine
 * ({@link io.minesift.minesweeper.variant.VariantEngine}).
 *
 * <p>Vanilla boards never pass through this package: {@code board.Geometry}, {@code logic} and
 * every vanilla code path are untouched. A layout is a {@link java.util.BitSet} on a board of any
 * size ({@link io.minesift.minesweeper.variant.CellSets}); the exact engine keeps to boards of at
 * most 64 cells, where a layout is also one {@code long} (bit {@code i} set when cell {@code i},
 * row-major, holds a mine), and needs a width of at most 8 when a global rule is in force. Beyond
 * it, {@link io.minesift.minesweeper.variant.LayoutChain} samples layouts.
 */
package io.minesift.minesweeper.variant;
