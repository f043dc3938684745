package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The weak player's game ({@link VariantWeakStrategy}) on a board of more than 64 cells: the same
 * order of deductions and guesses, through {@link WideTwoBody} on bit sets.
 */
final class WideWeakStrategy implements VariantStrategy {
    private final WeakPlayer.Parameters parameters;
    private final SplittableRandom random;
    private WideTwoBody.Shapes shapes;
    private final BitSet knownMines = new BitSet();
    private final BitSet knownSafe = new BitSet();

    WideWeakStrategy(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.random = random;
    }

    @Override
    public Move next(VariantPosition view) {
        if (shapes == null) {
            shapes = new WideTwoBody.Shapes(view.geometry());
        }
        while (true) {
            knownSafe.and(view.hiddenCells());
            VariantPosition p = flagged(view, knownMines);
            BitSet undecided = CellSets.minus(p.hiddenCells(), knownSafe);
            if (!knownSafe.isEmpty()) {
                if (!undecided.isEmpty() && parameters.overlook() > 0 && random.nextDouble() < parameters.overlook()) {
                    return guess(p, undecided);
                }
                return Move.safe(knownSafe.nextSetBit(0));
            }
            if (!learn(p)) {
                return guess(p, undecided);
            }
        }
    }

    /** The view with {@code mines} flagged (as {@link Views#flagged}, on bit sets). */
    static VariantPosition flagged(VariantPosition view, BitSet mines) {
        ClueValue[] clues = new ClueValue[view.geometry().size()];
        BitSet revealed = view.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            clues[c] = view.clue(c);
        }
        BitSet flags = CellSets.or(CellSets.and(mines, view.hiddenCells()), view.flaggedCells());
        return VariantPosition.of(view.geometry(), view.rules(), view.totalMines(), revealed, flags, clues);
    }

    private boolean learn(VariantPosition p) {
        List<WideTwoBody.Finding> found = p.totalMines() == p.flaggedCells().cardinality()
                ? WideTwoBody.withTotal(p, shapes) : WideTwoBody.singles(p, shapes);
        if (found.isEmpty()) {
            found = WideTwoBody.pairs(p, shapes);
        }
        if (found.isEmpty() && parameters.useMineCount()) {
            found = WideTwoBody.withTotal(p, shapes);
        }
        for (WideTwoBody.Finding f : found) {
            knownSafe.or(f.safe());
            knownMines.or(f.mines());
        }
        return !found.isEmpty();
    }

    private Move guess(VariantPosition p, BitSet undecided) {
        int left = p.totalMines() - p.flaggedCells().cardinality();
        double density = undecided.isEmpty() ? 0 : (double) left / undecided.cardinality();
        int[] cells = CellSets.cells(undecided);
        if (parameters.guess() == WeakPlayer.GuessPolicy.LOCAL_DENSITY) {
            return leastDense(p, cells, density);
        }
        return Move.guess(cells[random.nextInt(cells.length)], density);
    }

    /** {@link VariantWeakStrategy}'s least dense guess: each cell the highest share of its clues' ways with a mine there. */
    private Move leastDense(VariantPosition p, int[] undecided, double restDensity) {
        double[] estimate = new double[p.geometry().size()];
        java.util.Arrays.fill(estimate, -1);
        BitSet open = CellSets.of(undecided);
        for (int clue : WideTwoBody.clues(p)) {
            int[] scope = p.rules().clue().scope(p.geometry(), clue);
            int[] ways = shapes.consistent(p, clue);
            for (int k = 0; k < scope.length; k++) {
                if (!open.get(scope[k]) || ways.length == 0) {
                    continue;
                }
                int mine = 0;
                for (int w : ways) {
                    mine += w >>> k & 1;
                }
                estimate[scope[k]] = Math.max(estimate[scope[k]], (double) mine / ways.length);
            }
        }
        double best = Double.MAX_VALUE;
        for (int c : undecided) {
            estimate[c] = estimate[c] < 0 ? restDensity : estimate[c];
            best = Math.min(best, estimate[c]);
        }
        int ties = 0;
        int choice = -1;
        for (int c : undecided) {
            if (estimate[c] <= best + parameters.tolerance() && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, estimate[choice]);
    }
}
