package io.minesift.minesweeper.logic;

import org.apache.commons.math3.util.CombinatoricsUtils;

import java.math.BigInteger;
import java.util.List;

/**
 * Joins independently counted components and the interior into mine probabilities. A layout
 * with {@code T} mines on the frontier leaves {@code L − T} mines for the {@code I} interior
 * cells, which can lie in C(I, L − T) ways, so frontier totals are weighted by that binomial
 * (worked in logarithms: on large boards the counts pass 10^100). Certainty is decided
 * structurally (which totals are possible at all), never by rounding.
 */
final class Combination {
    /** Mine probability of each box of each component, in the tallies' order. */
    final double[][] boxProbability;
    /** Per component and box: +1 certainly a mine, −1 certainly safe, 0 undecided. */
    final int[][] boxCertainty;
    final double interiorProbability;
    final int interiorCertainty;
    /** Natural log of the number of layouts (estimated when any tally is sampled). */
    final double logLayouts;
    /** Exact number of layouts when every tally carries exact counts, else {@code null}. */
    final BigInteger layouts;
    final boolean consistent;

    private Combination(double[][] boxProbability, int[][] boxCertainty, double interiorProbability,
                        int interiorCertainty, double logLayouts, BigInteger layouts, boolean consistent) {
        this.boxProbability = boxProbability;
        this.boxCertainty = boxCertainty;
        this.interiorProbability = interiorProbability;
        this.interiorCertainty = interiorCertainty;
        this.logLayouts = logLayouts;
        this.layouts = layouts;
        this.consistent = consistent;
    }

    static Combination of(List<ComponentTally> tallies, int interior, int minesLeft) {
        int n = tallies.size();
        double scale = 0;
        // Each component's counts only over the mine numbers it can hold (often one or two):
        // weights[c][i] is for m = low[c] + i, and so the join's index t means low-sum + t mines.
        double[][] weights = new double[n][];
        boolean[][] possible = new boolean[n][];
        int[] low = new int[n];
        int offset = 0;
        for (int c = 0; c < n; c++) {
            ComponentTally t = tallies.get(c);
            int lo = 0;
            int hi = t.maxMines();
            while (lo < hi && !t.possible(lo)) {
                lo++;
            }
            while (hi > lo && !t.possible(hi)) {
                hi--;
            }
            double max = 0;
            for (double w : t.weight) {
                max = Math.max(max, w);
            }
            if (max > 0) {
                t.rescale(-Math.log(max));
            }
            scale += t.logScale;
            low[c] = lo;
            offset += lo;
            weights[c] = java.util.Arrays.copyOfRange(t.weight, lo, hi + 1);
            possible[c] = new boolean[hi - lo + 1];
            for (int m = lo; m <= hi; m++) {
                possible[c][m - lo] = t.possible(m);
            }
        }
        double[][] prefix = new double[n + 1][];
        double[][] suffix = new double[n + 1][];
        boolean[][] prefixPossible = new boolean[n + 1][];
        boolean[][] suffixPossible = new boolean[n + 1][];
        prefix[0] = new double[]{1};
        prefixPossible[0] = new boolean[]{true};
        suffix[n] = new double[]{1};
        suffixPossible[n] = new boolean[]{true};
        for (int c = 0; c < n; c++) {
            prefix[c + 1] = convolve(prefix[c], weights[c]);
            prefixPossible[c + 1] = convolve(prefixPossible[c], possible[c]);
        }
        for (int c = n - 1; c >= 0; c--) {
            suffix[c] = convolve(weights[c], suffix[c + 1]);
            suffixPossible[c] = convolve(possible[c], suffixPossible[c + 1]);
        }
        double[] all = prefix[n];
        boolean[] allPossible = prefixPossible[n];
        double[] logBinomial = new double[all.length];
        for (int t = 0; t < all.length; t++) {
            int r = minesLeft - offset - t;
            logBinomial[t] = r < 0 || r > interior ? Double.NEGATIVE_INFINITY
                    : CombinatoricsUtils.binomialCoefficientLog(interior, r);
        }
        double shift = Double.NEGATIVE_INFINITY;
        for (int t = 0; t < all.length; t++) {
            if (allPossible[t] && logBinomial[t] > Double.NEGATIVE_INFINITY && all[t] > 0) {
                shift = Math.max(shift, Math.log(all[t]) + logBinomial[t]);
            }
        }
        if (shift == Double.NEGATIVE_INFINITY) {
            return inconsistent(n);
        }
        double[] binomial = new double[all.length];
        for (int t = 0; t < all.length; t++) {
            binomial[t] = Math.exp(logBinomial[t] - shift);
        }
        double total = 0;
        double interiorMines = 0;
        boolean interiorCanMine = false;
        boolean interiorCanSafe = false;
        for (int t = 0; t < all.length; t++) {
            double w = all[t] * binomial[t];
            total += w;
            int r = minesLeft - offset - t;
            interiorMines += w * r;
            if (allPossible[t] && logBinomial[t] > Double.NEGATIVE_INFINITY) {
                interiorCanMine |= r > 0;
                interiorCanSafe |= r < interior;
            }
        }
        boolean allExact = tallies.stream().allMatch(t -> t.exact);
        double[][] boxProbability = new double[n][];
        int[][] boxCertainty = new int[n][];
        for (int c = 0; c < n; c++) {
            double[] rest = convolve(prefix[c], suffix[c + 1]);
            boolean[] restPossible = convolve(prefixPossible[c], suffixPossible[c + 1]);
            marginals(tallies.get(c), low[c], weights[c].length, rest, restPossible, binomial, logBinomial, total, c,
                    boxProbability, boxCertainty, allExact);
        }
        double interiorProbability = interior == 0 ? 0 : interiorMines / (total * interior);
        int interiorCertainty = interior == 0 || !allExact ? 0 : !interiorCanMine ? -1 : !interiorCanSafe ? 1 : 0;
        return new Combination(boxProbability, boxCertainty, interiorProbability, interiorCertainty,
                shift + Math.log(total) + scale, exactLayouts(tallies, interior, minesLeft), true);
    }

    /**
     * Box probabilities of one component: for each of its mine numbers {@code low + i}, the
     * weight of the rest of the board ({@code rest}, the other components, joined with the
     * interior's binomial) times the box's weighted mines. Certainty comes from the mine numbers
     * the rest of the board allows, or from all of them when part of the rest was sampled.
     */
    private static void marginals(ComponentTally t, int low, int width, double[] rest, boolean[] restPossible,
                                  double[] binomial, double[] logBinomial, double total, int c,
                                  double[][] boxProbability, int[][] boxCertainty, boolean restExact) {
        int boxes = t.boxSizes.length;
        double[] p = new double[boxes];
        boolean[] canMine = new boolean[boxes];
        boolean[] canSafe = new boolean[boxes];
        for (int i = 0; i < width; i++) {
            int m = low + i;
            double g = 0;
            boolean live = false;
            for (int r = 0; r < rest.length && i + r < binomial.length; r++) {
                g += rest[r] * binomial[i + r];
                live |= restPossible[r] && logBinomial[i + r] > Double.NEGATIVE_INFINITY;
            }
            // Sampled components only show the totals their probes reached: then every total this
            // component can hold counts, which keeps certainty sound (if less sharp).
            live |= !restExact;
            if (t.mineWeight[m] == null) {
                continue; // no layout of the component has m mines
            }
            for (int b = 0; b < boxes; b++) {
                p[b] += t.mineWeight[m][b] * g;
            }
            if (live && t.possible(m) && t.canMine != null) {
                for (int b = 0; b < boxes; b++) {
                    canMine[b] |= t.canMine[m][b];
                    canSafe[b] |= t.canSafe[m][b];
                }
            }
        }
        int[] certainty = new int[boxes];
        for (int b = 0; b < boxes; b++) {
            p[b] /= total * t.boxSizes[b];
            if (t.exact) {
                certainty[b] = !canMine[b] ? -1 : !canSafe[b] ? 1 : 0;
                p[b] = certainty[b] == 0 ? p[b] : certainty[b] > 0 ? 1.0 : 0.0; // exact where certain
            }
        }
        boxProbability[c] = p;
        boxCertainty[c] = certainty;
    }

    private static Combination inconsistent(int n) {
        return new Combination(new double[n][], new int[n][], Double.NaN, 0, Double.NEGATIVE_INFINITY,
                BigInteger.ZERO, false);
    }

    private static BigInteger exactLayouts(List<ComponentTally> tallies, int interior, int minesLeft) {
        BigInteger[] all = {BigInteger.ONE};
        for (ComponentTally t : tallies) {
            if (t.exactWeight == null) {
                return null;
            }
            all = convolve(all, t.exactWeight);
        }
        BigInteger sum = BigInteger.ZERO;
        for (int t = 0; t < all.length; t++) {
            int r = minesLeft - t;
            if (r >= 0 && r <= interior && all[t].signum() > 0) {
                sum = sum.add(all[t].multiply(binomial(interior, r)));
            }
        }
        return sum;
    }

    /** C(n, r) exactly, by the multiplicative formula (each partial product is itself a binomial). */
    static BigInteger binomial(int n, int r) {
        r = Math.min(r, n - r);
        BigInteger result = BigInteger.ONE;
        for (int i = 1; i <= r; i++) {
            result = result.multiply(BigInteger.valueOf(n - r + i)).divide(BigInteger.valueOf(i));
        }
        return result;
    }

    static double[] convolve(double[] a, double[] b) {
        double[] out = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                for (int j = 0; j < b.length; j++) {
                    out[i + j] += a[i] * b[j];
                }
            }
        }
        return out;
    }

    static boolean[] convolve(boolean[] a, boolean[] b) {
        boolean[] out = new boolean[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            if (a[i]) {
                for (int j = 0; j < b.length; j++) {
                    out[i + j] |= b[j];
                }
            }
        }
        return out;
    }

    private static BigInteger[] convolve(BigInteger[] a, BigInteger[] b) {
        BigInteger[] out = new BigInteger[a.length + b.length - 1];
        java.util.Arrays.fill(out, BigInteger.ZERO);
        for (int i = 0; i < a.length; i++) {
            if (a[i].signum() != 0) {
                for (int j = 0; j < b.length; j++) {
                    out[i + j] = out[i + j].add(a[i].multiply(b[j]));
                }
            }
        }
        return out;
    }
}
