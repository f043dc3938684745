package io.minesift.minesweeper.logic;

import java.math.BigInteger;
import java.util.List;

/**
 * What counting one component gave, by the number of mines {@code m} it holds: the (scaled)
 * number of layouts, the layouts weighted by each box's mines, and, for exact counts, which boxes
 * can hold a mine or a safe cell at all. Weights are stored divided by {@code e^logScale} so that
 * huge counts stay in range.
 */
final class ComponentTally {
    final int[] boxSizes;
    final double[] weight;
    final double[][] mineWeight;
    final boolean[][] canMine;
    final boolean[][] canSafe;
    final BigInteger[] exactWeight;
    final boolean exact;
    double logScale;

    ComponentTally(int[] boxSizes, int maxMines, boolean exact, boolean exactCounts) {
        this.boxSizes = boxSizes;
        this.exact = exact;
        this.weight = new double[maxMines + 1];
        // Rows are made on first use: a component holds only a few of its possible mine numbers,
        // and on huge boards a full table would not fit in memory.
        this.mineWeight = new double[maxMines + 1][];
        this.canMine = exact ? new boolean[maxMines + 1][] : null;
        this.canSafe = exact ? new boolean[maxMines + 1][] : null;
        this.exactWeight = exactCounts ? new BigInteger[maxMines + 1] : null;
        if (exactWeight != null) {
            java.util.Arrays.fill(exactWeight, BigInteger.ZERO);
        }
    }

    int maxMines() {
        return weight.length - 1;
    }

    /** Whether some layout of the component has {@code m} mines (structurally, not by rounding). */
    boolean possible(int m) {
        return weight[m] > 0 || (exactWeight != null && exactWeight[m].signum() > 0);
    }

    /** Adds one layout class: {@code k[b]} mines in box {@code b}, {@code w} layouts (already scaled). */
    void add(int[] k, int m, double w) {
        weight[m] += w;
        if (mineWeight[m] == null) {
            mineWeight[m] = new double[boxSizes.length];
            if (canMine != null) {
                canMine[m] = new boolean[boxSizes.length];
                canSafe[m] = new boolean[boxSizes.length];
            }
        }
        double[] row = mineWeight[m];
        for (int b = 0; b < k.length; b++) {
            row[b] += w * k[b];
        }
        if (canMine != null) {
            for (int b = 0; b < k.length; b++) {
                canMine[m][b] |= k[b] > 0;
                canSafe[m][b] |= k[b] < boxSizes[b];
            }
        }
    }

    /** Multiplies every weight by {@code factor} and records it in the scale (to keep values in range). */
    void rescale(double logFactor) {
        double factor = Math.exp(logFactor);
        for (int m = 0; m < weight.length; m++) {
            weight[m] *= factor;
            for (int b = 0; mineWeight[m] != null && b < boxSizes.length; b++) {
                mineWeight[m][b] *= factor;
            }
        }
        logScale -= logFactor;
    }

    /** Pools sampled tallies of the same component: their weights summed on a common scale. */
    static ComponentTally merge(List<ComponentTally> parts) {
        ComponentTally first = parts.get(0);
        ComponentTally pooled = new ComponentTally(first.boxSizes, first.maxMines(), false, false);
        double target = Double.NEGATIVE_INFINITY;
        for (ComponentTally t : parts) {
            target = Math.max(target, t.logScale);
        }
        pooled.logScale = target - Math.log(parts.size()); // the mean of the parts' estimates
        for (ComponentTally t : parts) {
            double f = Math.exp(t.logScale - target);
            for (int m = 0; m < pooled.weight.length; m++) {
                if (t.mineWeight[m] == null) {
                    continue;
                }
                if (pooled.mineWeight[m] == null) {
                    pooled.mineWeight[m] = new double[pooled.boxSizes.length];
                }
                pooled.weight[m] += t.weight[m] * f;
                for (int b = 0; b < pooled.boxSizes.length; b++) {
                    pooled.mineWeight[m][b] += t.mineWeight[m][b] * f;
                }
            }
        }
        return pooled;
    }
}
