package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generator's redeal against the exact distribution, computed another way: every arrangement
 * of the hidden kinds is enumerated, and each is weighted by the generator's chance of making it,
 * the sum over its winning orders of the chance of taking that order (a recursion over the sets of
 * tiles left, each free pair taken with chance 1 / (pairs free), kept only when its two tiles show
 * one kind). The sampler never enumerates arrangements and the enumeration never samples.
 */
class GeneratorPosteriorTest {
    /**
     * Sixteen tiles, four kinds ({@code layer row col}, half-tile units): two tiles of layer 1 each
     * cover a square of four (eight hidden at the start), eight more in sight on layer 0.
     */
    static final String SIXTEEN = """
            0 0 0
            0 0 2
            0 2 0
            0 2 2
            0 0 6
            0 0 8
            0 2 6
            0 2 8
            1 1 1
            1 1 7
            0 0 4
            0 2 4
            0 4 0
            0 4 2
            0 4 6
            0 4 8
            """;
    static final int DRAWS = 4_000;

    /** Both parts of a step; fewer local moves than the referee's, which only makes the test harder. */
    @Test
    void drawsFollowTheGeneratorsExactDistribution() {
        drawsFollowTheExactDistribution(GeneratorPosterior.PARTICLES, 200);
    }

    @Test
    void theParticleStepAloneKeepsTheDistribution() {
        drawsFollowTheExactDistribution(GeneratorPosterior.PARTICLES, 0);
    }

    /** One particle, the followed one, makes the particle step stand still: the local moves alone. */
    @Test
    void theLocalMovesAloneKeepTheDistribution() {
        drawsFollowTheExactDistribution(1, 400);
    }

    private static void drawsFollowTheExactDistribution(int particles, int moves) {
        Layout layout = Drawn.layout(SIXTEEN);
        for (long seed = 1; seed <= 3; seed++) {
            Deal deal = DealGenerator.deal(layout, seed, 0);
            ShanghaiView start = deal.position().view();
            GeneratorPosterior chain = new GeneratorPosterior(deal, particles, moves);
            double[][] exact = new Exact(layout, start).marginals();
            double[][] uniform = new Exact(layout, start).uniformMarginals();
            double[][] drawn = new double[layout.size()][layout.kinds()];
            SplittableRandom random = new SplittableRandom(seed);
            for (int d = 0; d < DRAWS; d++) {
                int[] kinds = chain.next(random);
                for (int t = 0; t < kinds.length; t++) {
                    drawn[t][kinds[t]] += 1.0 / DRAWS;
                }
            }
            // The sampling noise of one share over 4,000 draws is at most 0.008 (one standard
            // deviation); 0.035 is over four of them. The uniform redeal is farther off than that on
            // these views, so a sampler that drew uniformly would fail.
            assertTrue(largestDifference(exact, uniform) > 0.07, "seed " + seed + ": the view does not tell the two apart");
            assertTrue(largestDifference(exact, drawn) < 0.035, "seed " + seed + ": " + largestDifference(exact, drawn));
        }
    }

    @Test
    void keepsWhatIsInSightAndEveryKindsCount() {
        Layout layout = Layouts.named("turtle");
        Deal deal = DealGenerator.deal(layout, 7, 3);
        ShanghaiView start = deal.position().view();
        int[] kinds = new GeneratorPosterior(deal).next(new SplittableRandom(1));
        int[] count = new int[layout.kinds()];
        for (int t = 0; t < kinds.length; t++) {
            count[kinds[t]]++;
            if (!start.hidden(t)) {
                assertEquals(start.kind(t), kinds[t], "tile " + t);
            }
        }
        for (int k = 0; k < count.length; k++) {
            assertEquals(layout.tilesOf(k), count[k], "kind " + k);
        }
        assertArrayEquals(kinds, new GeneratorPosterior(deal).next(new SplittableRandom(1)), "the same stream, the same draw");
    }

    private static double largestDifference(double[][] a, double[][] b) {
        double most = 0;
        for (int t = 0; t < a.length; t++) {
            for (int k = 0; k < a[t].length; k++) {
                most = Math.max(most, Math.abs(a[t][k] - b[t][k]));
            }
        }
        return most;
    }

    /** Every arrangement of the hidden kinds, weighted by the generator's chance of dealing it. */
    private static final class Exact {
        final Layout layout;
        final ShanghaiView start;
        final int[] hidden;
        /** The free tiles of each set of tiles left, as a mask. */
        final int[] freeOf;
        final double[] memo;

        Exact(Layout layout, ShanghaiView start) {
            this.layout = layout;
            this.start = start;
            this.hidden = start.tiles().stream().filter(start::hidden).toArray();
            int sets = 1 << layout.size();
            this.freeOf = new int[sets];
            for (int mask = 0; mask < sets; mask++) {
                BitSet present = BitSet.valueOf(new long[] {mask});
                for (int t = 0; t < layout.size(); t++) {
                    if (Table.free(layout, present, t)) {
                        freeOf[mask] |= 1 << t;
                    }
                }
            }
            this.memo = new double[sets];
        }

        /** Share of each kind on each tile, each arrangement weighted by the generator's chance. */
        double[][] marginals() {
            return marginals(true);
        }

        /** The same with every arrangement equally likely: the uniform redeal's. */
        double[][] uniformMarginals() {
            return marginals(false);
        }

        private double[][] marginals(boolean weighted) {
            double[][] share = new double[layout.size()][layout.kinds()];
            int[] unseen = new int[hidden.length];
            int[] left = new int[layout.kinds()];
            for (int k = 0; k < left.length; k++) {
                left[k] = layout.tilesOf(k);
            }
            for (int t = 0; t < layout.size(); t++) {
                if (!start.hidden(t)) {
                    left[start.kind(t)]--;
                }
            }
            int at = 0;
            for (int k = 0; k < left.length; k++) {
                for (int c = 0; c < left[k]; c++) {
                    unseen[at++] = k;
                }
            }
            double total = 0;
            do {
                int[] kind = new int[layout.size()];
                for (int t = 0; t < kind.length; t++) {
                    kind[t] = start.hidden(t) ? -1 : start.kind(t);
                }
                for (int h = 0; h < hidden.length; h++) {
                    kind[hidden[h]] = unseen[h];
                }
                double w = weighted ? chance(kind) : 1;
                total += w;
                for (int t = 0; t < kind.length; t++) {
                    share[t][kind[t]] += w;
                }
            } while (nextPermutation(unseen));
            for (double[] row : share) {
                for (int k = 0; k < row.length; k++) {
                    row[k] /= total;
                }
            }
            return share;
        }

        /** The generator's chance (up to one factor for all) of emptying the table in a way that pairs like kinds. */
        private double chance(int[] kind) {
            Arrays.fill(memo, Double.NaN);
            return chance(kind, (1 << layout.size()) - 1);
        }

        private double chance(int[] kind, int left) {
            if (left == 0) {
                return 1;
            }
            if (!Double.isNaN(memo[left])) {
                return memo[left];
            }
            int[] free = BitSet.valueOf(new long[] {freeOf[left]}).stream().toArray();
            double pairs = free.length * (free.length - 1) / 2.0;
            double sum = 0;
            for (int i = 0; i < free.length; i++) {
                for (int j = i + 1; j < free.length; j++) {
                    if (kind[free[i]] == kind[free[j]]) {
                        sum += chance(kind, left & ~(1 << free[i]) & ~(1 << free[j])) / pairs;
                    }
                }
            }
            memo[left] = sum;
            return sum;
        }

        /** The next arrangement of {@code a} in lexicographic order, or false after the last. */
        private static boolean nextPermutation(int[] a) {
            int i = a.length - 2;
            while (i >= 0 && a[i] >= a[i + 1]) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            int j = a.length - 1;
            while (a[j] <= a[i]) {
                j--;
            }
            int swap = a[i];
            a[i] = a[j];
            a[j] = swap;
            for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
                swap = a[l];
                a[l] = a[r];
                a[r] = swap;
            }
            return true;
        }
    }
}
