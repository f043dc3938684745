package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.variant.certainty.SampledOdds;
import io.minesift.minesweeper.variant.certainty.SatCertainty;
import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;

import java.util.SplittableRandom;

/**
 * The strong player's game on a variant board: every clue, the global rule and the mine total,
 * through the exact engine ({@link VariantEngine}) on what it sees. It opens every cell that is
 * safe in every fitting layout; when none is left it guesses the safest hidden cell, ties (within
 * {@code tolerance}) at random from the play's stream. No look-ahead: the vanilla strong player's
 * look-ahead and endgame search are built on vanilla clues.
 *
 * <p>The engine, not {@code certainty.SatCertainty}, gives the certain cells too: it must run at
 * every guess anyway, and on the 8×8/26 play-outs measured (docs/figures.md) one engine call per move
 * was faster than a SAT solver per game plus the engine at guesses (rules D: 0.31 against
 * 0.77 s per game; Q: 0.23 against 0.31 s).
 */
final class VariantStrongStrategy implements VariantStrategy {
    private final VariantEngine engine;
    private final double tolerance;
    private final SplittableRandom random;
    private long knownSafe;

    VariantStrongStrategy(VariantEngine engine, double tolerance, SplittableRandom random) {
        this.engine = engine;
        this.tolerance = tolerance;
        this.random = random;
    }

    /** Beyond 64 cells: the solver that follows the game, and the cells it proved safe. */
    private SatCertainty certain;
    private java.util.BitSet wideSafe = new java.util.BitSet();

    @Override
    public Move next(VariantPosition view) {
        if (!view.small()) {
            return wide(view);
        }
        knownSafe &= view.hidden();
        if (knownSafe == 0) {
            VariantProbabilities exact = Posteriors.of(engine, view);
            if (!exact.consistent()) {
                throw new IllegalStateException("no layout fits a position of the board under rules " + view.rules());
            }
            knownSafe = exact.certainSafe(view);
            if (knownSafe == 0) {
                return safest(view, exact);
            }
        }
        return Move.safe(Long.numberOfTrailingZeros(knownSafe));
    }

    /** The hidden cell least likely to hold a mine; ties at random. */
    private Move safest(VariantPosition p, VariantProbabilities exact) {
        double best = Double.MAX_VALUE;
        for (long h = p.hidden(); h != 0; h &= h - 1) {
            best = Math.min(best, exact.probability(Long.numberOfTrailingZeros(h)));
        }
        int ties = 0;
        int choice = -1;
        for (long h = p.hidden(); h != 0; h &= h - 1) {
            int c = Long.numberOfTrailingZeros(h);
            if (exact.probability(c) <= best + tolerance && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, exact.probability(choice));
    }

    /**
     * Beyond the exact count: the cells Sat4j proves safe in every fitting layout (one solver kept
     * through the game, each of its tests bounded; when they find no safe cell, the position is
     * asked again with no bound, so a guess is made only where exact logic has no safe cell), and at a guess the safest hidden cell by the sampled odds
     * ({@link SampledOdds}), ties within {@code tolerance} at random. The guess's risk is its
     * sampled probability.
     */
    private Move wide(VariantPosition view) {
        wideSafe.and(view.hiddenCells());
        if (wideSafe.isEmpty()) {
            wideSafe = quick(view);
        }
        if (wideSafe.isEmpty()) {
            VariantPosition flagged = WideWeakStrategy.flagged(view, knownMines); // proven mines as flags: the same layouts fit
            if (certain == null) {
                certain = new SatCertainty(flagged, io.minesift.minesweeper.variant.certainty.CutBudget.unlimited(), null,
                        SatCertainty.BOUNDED_TEST_CONFLICTS);
            } else {
                certain.update(flagged);
            }
            if (!certain.consistent()) {
                throw new IllegalStateException("no layout fits a position of the board under rules " + view.rules());
            }
            knownMines.or(certain.mineCells());
            wideSafe = certain.safeCells();
            if (wideSafe.isEmpty()) { // the bounded tests may have missed a safe cell: ask exactly before guessing
                wideSafe = new SatCertainty(WideWeakStrategy.flagged(view, knownMines)).safeCells();
            }
            if (wideSafe.isEmpty()) {
                return safestSampled(view, Posteriors.sampled(view));
            }
        }
        return Move.safe(wideSafe.nextSetBit(0));
    }

    /** The mines single clues and pairs proved so far (beyond 64 cells). */
    private final java.util.BitSet knownMines = new java.util.BitSet();
    private WideTwoBody.Shapes shapes;

    /**
     * Safe cells that one clue or a pair proves ({@link WideTwoBody}, with the mines they proved
     * before taken as flags): sound, and far cheaper than the solver, which is asked only when
     * they prove nothing. Every cell they give is safe in every fitting layout, as the solver's are.
     */
    private java.util.BitSet quick(VariantPosition view) {
        shapes = shapes == null ? new WideTwoBody.Shapes(view.geometry()) : shapes;
        while (true) {
            VariantPosition p = WideWeakStrategy.flagged(view, knownMines);
            java.util.List<WideTwoBody.Finding> found = WideTwoBody.singles(p, shapes);
            found = found.isEmpty() ? WideTwoBody.pairs(p, shapes) : found;
            java.util.BitSet safe = new java.util.BitSet();
            int before = knownMines.cardinality();
            for (WideTwoBody.Finding f : found) {
                safe.or(f.safe());
                knownMines.or(f.mines());
            }
            if (!safe.isEmpty() || knownMines.cardinality() == before) {
                return safe;
            }
        }
    }

    private Move safestSampled(VariantPosition p, SampledOdds odds) {
        int[] hidden = io.minesift.minesweeper.variant.CellSets.cells(p.hiddenCells());
        double best = Double.MAX_VALUE;
        for (int c : hidden) {
            best = Math.min(best, odds.probability(c));
        }
        int ties = 0;
        int choice = -1;
        for (int c : hidden) {
            if (odds.probability(c) <= best + tolerance && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, odds.probability(choice));
    }
}
