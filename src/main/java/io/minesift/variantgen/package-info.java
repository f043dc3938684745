/**
 * Boards under variant rules (issue #17): uniform draws among the layouts the rules allow
 * ({@link io.minesift.variantgen.VariantDraw}), the exact play-out from the start cell that decides
 * whether a board needs a guess ({@link io.minesift.variantgen.PlayOut}, certainty by the SAT solver
 * of {@code certainty}), how a revealed cell opens its scope when no mine is in it, under every clue rule
 * ({@link io.minesift.variantgen.Opening}), and the generators behind {@code generate --rules}:
 * no-guess boards grown from one start cell ({@link io.minesift.variantgen.NoGuessGrowth}) and the
 * puzzle game's puzzles with an irreducible set of given clues ({@link io.minesift.variantgen.FewestClues}).
 */
package io.minesift.variantgen;
