package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The weak player's game on a variant board. While it knows a safe cell it opens it (unless it
 * overlooks it, as the vanilla weak player may); otherwise it asks {@link VariantTwoBody}: single
 * clues first, then pairs, then (only with {@code useMineCount}) the mine total, and guesses when
 * they settle nothing. A mine counter at 0 (every mine known) always settles the rest, as anyone
 * sees it. The cells it knows to be mines are its own flags.
 */
final class VariantWeakStrategy implements VariantStrategy {
    private final WeakPlayer.Parameters parameters;
    private final SplittableRandom random;
    private VariantTwoBody.Shapes shapes;
    private long knownMines;
    private long knownSafe;

    VariantWeakStrategy(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.random = random;
    }

    /** The same game on a board of more than 64 cells. */
    private WideWeakStrategy wide;

    @Override
    public Move next(VariantPosition view) {
        if (!view.small()) {
            wide = wide == null ? new WideWeakStrategy(parameters, random) : wide;
            return wide.next(view);
        }
        if (shapes == null) {
            shapes = new VariantTwoBody.Shapes(view.geometry());
        }
        while (true) {
            knownSafe &= view.hidden();
            VariantPosition p = Views.flagged(view, knownMines);
            long undecided = p.hidden() & ~knownSafe;
            if (knownSafe != 0) {
                if (undecided != 0 && parameters.overlook() > 0 && random.nextDouble() < parameters.overlook()) {
                    return guess(p, undecided);
                }
                return Move.safe(Long.numberOfTrailingZeros(knownSafe));
            }
            if (!learn(p)) {
                return guess(p, undecided);
            }
        }
    }

    /** One round of deductions, easiest level first; returns whether it settled anything. */
    private boolean learn(VariantPosition p) {
        List<VariantTwoBody.Finding> found = p.totalMines() == Long.bitCount(p.flagged())
                ? VariantTwoBody.withTotal(p, shapes) : VariantTwoBody.singles(p, shapes);
        if (found.isEmpty()) {
            found = VariantTwoBody.pairs(p, shapes);
        }
        if (found.isEmpty() && parameters.useMineCount()) {
            found = VariantTwoBody.withTotal(p, shapes);
        }
        for (VariantTwoBody.Finding f : found) {
            knownSafe |= f.safe();
            knownMines |= f.mines();
        }
        return !found.isEmpty();
    }

    private Move guess(VariantPosition p, long undecided) {
        int left = p.totalMines() - Long.bitCount(p.flagged());
        double density = undecided == 0 ? 0 : (double) left / Long.bitCount(undecided);
        if (parameters.guess() == WeakPlayer.GuessPolicy.LOCAL_DENSITY) {
            return leastDense(p, undecided, density);
        }
        int pick = random.nextInt(Long.bitCount(undecided));
        long u = undecided;
        for (int k = 0; k < pick; k++) {
            u &= u - 1;
        }
        return Move.guess(Long.numberOfTrailingZeros(u), density);
    }

    /**
     * The undecided cell that looks least risky by single clues: each clue gives the cells it
     * fixes the share of its fitting ways (patterns agreeing with what is known) that put a mine
     * there (for a vanilla clue: mines needed over cells open), a cell takes the highest of its
     * clues' shares, a cell no clue fixes the density of the rest; ties at random.
     */
    private Move leastDense(VariantPosition p, long undecided, double restDensity) {
        int size = p.geometry().size();
        double[] estimate = new double[size];
        java.util.Arrays.fill(estimate, -1);
        for (int clue : VariantTwoBody.clues(p)) {
            List<ClueRule.Pattern> ways = shapes.consistent(p, clue);
            for (long o = VariantTwoBody.open(p, clue) & undecided; o != 0; o &= o - 1) {
                int c = Long.numberOfTrailingZeros(o);
                int fixed = 0;
                int mine = 0;
                for (ClueRule.Pattern w : ways) {
                    fixed += (int) ((w.care() >>> c) & 1L);
                    mine += (int) (((w.care() & w.mines()) >>> c) & 1L);
                }
                if (fixed > 0) {
                    estimate[c] = Math.max(estimate[c], (double) mine / fixed);
                }
            }
        }
        double best = Double.MAX_VALUE;
        for (long u = undecided; u != 0; u &= u - 1) {
            int c = Long.numberOfTrailingZeros(u);
            estimate[c] = estimate[c] < 0 ? restDensity : estimate[c];
            best = Math.min(best, estimate[c]);
        }
        int ties = 0;
        int choice = -1;
        for (long u = undecided; u != 0; u &= u - 1) {
            int c = Long.numberOfTrailingZeros(u);
            if (estimate[c] <= best + parameters.tolerance() && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, estimate[choice]);
    }
}
