/**
 * Certainty on variant boards (issue #17) through an existing SAT solver, Sat4j, with native
 * cardinality and pseudo-boolean constraints: is a hidden cell safe, or a mine, in every layout
 * that fits the shown clues, the global rule and the mine total? {@link io.minesift.minesweeper.variant.certainty.SatCertainty}
 * answers; {@link io.minesift.minesweeper.variant.certainty.ClueEncoding} and {@link io.minesift.minesweeper.variant.certainty.GlobalEncoding}
 * say how each rule becomes constraints. Global rules that are not cardinality-shaped (connection
 * rules, the snake, outside) are enforced lazily: a model that breaks them gets a cut clause and
 * the solver runs again; beyond 64 cells A is written as clauses ({@link io.minesift.minesweeper.variant.certainty.EagerConnection}),
 * and under a connection rule layouts built by hand ({@link io.minesift.minesweeper.variant.certainty.Detours}) spare the
 * solver most tests of far cells. The solver is Sat4j rather than Choco by measurement (docs/research-log.md
 * and docs/figures.md). On boards beyond the exact count, {@link io.minesift.minesweeper.variant.certainty.SampledOdds}
 * gives mine probabilities from swap chains started at the solver's models, with a stated error.
 * {@link io.minesift.minesweeper.variant.certainty.VanillaRelaxation} settles what a position's vanilla counts, flags and
 * total settle alone (the vanilla engine of {@code logic}, exact and quick), which holds under every global rule;
 * {@link io.minesift.minesweeper.variant.certainty.AttachedGroup} what the shape of A's one group settles with no clue read.
 */
package io.minesift.minesweeper.variant.certainty;
