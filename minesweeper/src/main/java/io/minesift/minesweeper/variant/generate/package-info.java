/**
 * Boards under variant rules (issue #17): uniform draws among the layouts the rules allow
 * ({@link io.minesift.minesweeper.variant.generate.VariantDraw}), the exact play-out from the start cell that decides
 * whether a board needs a guess ({@link io.minesift.minesweeper.variant.generate.PlayOut}, certainty by the SAT solver
 * of {@code variant.certainty}), how a revealed cell opens its scope when no mine is in it, under every clue rule
 * ({@link io.minesift.minesweeper.variant.generate.Opening}), and the generators behind {@code generate --rules}:
 * no-guess boards grown from one start cell ({@link io.minesift.minesweeper.variant.generate.NoGuessGrowth}) and the
 * puzzle game's puzzles with an irreducible set of given clues ({@link io.minesift.minesweeper.variant.generate.FewestClues}).
 */
package io.minesift.minesweeper.variant.generate;
