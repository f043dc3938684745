/**
 * Playing variant boards (issue #17): the referee's game under any {@link io.minesift.minesweeper.variant.RuleSet}
 * ({@link io.minesift.minesweeper.variant.play.VariantGame}), the weak player's two-body search on any clue rule
 * ({@link io.minesift.minesweeper.variant.play.VariantTwoBody}, {@link io.minesift.minesweeper.variant.play.VariantWeakPlayer}), the
 * strong player on exact certainty and exact probabilities ({@link io.minesift.minesweeper.variant.play.VariantStrongPlayer}),
 * and the luck-fair referee whose survival draws use the exact variant probabilities
 * ({@link io.minesift.minesweeper.variant.play.VariantLuckFairReferee}).
 *
 * <p>A player sees only a {@link io.minesift.minesweeper.variant.VariantPosition}: the rules, the mine total and the
 * revealed clues, never the layout. Vanilla boards never come here: they keep the players of
 * {@code player}. Uses {@code variant}, {@code variant.certainty}, {@code variant.generate} (how clues open),
 * {@code player} (moves, parameters, the stand-in rule) and {@code experiment} (attempts).
 */
package io.minesift.minesweeper.variant.play;
