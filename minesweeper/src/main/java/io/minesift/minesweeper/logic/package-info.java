/**
 * Minesweeper reasoning: constraints, propagation, components, exact enumeration with a Monte
 * Carlo fallback ({@link io.minesift.minesweeper.logic.ProbabilityEngine}) and two-body deductions. Uses
 * {@code board} and {@code util}.
 */
package io.minesift.minesweeper.logic;
