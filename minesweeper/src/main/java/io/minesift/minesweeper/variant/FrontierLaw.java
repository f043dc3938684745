package io.minesift.minesweeper.variant;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The law of the free cells under the clues and the mine total alone (the global rule left out):
 * each part, a component of the {@link Frontier} or its interior, places some of the mines left,
 * a component by one of its listed assignments (as likely as its weight), the interior by any set
 * of its cells (all alike). The law is exact and is drawn from exactly: the mine counts part by
 * part from the product of the parts' weights by count (a convolution), then each part's cells.
 * Weights are doubles scaled per part, so any board's counts fit.
 */
final class FrontierLaw {
    final Frontier frontier;
    /** Per part (components first, the interior last): the total weight by mine count, scaled. */
    final double[][] byCount;
    /** Per component: its assignments' indices by mine count. */
    private final int[][][] byMines;
    final int parts;
    /** For each cell, its part, or -1 when it is not free. */
    final int[] partOf;

    FrontierLaw(Frontier frontier) {
        this.frontier = frontier;
        List<Frontier.Component> cs = frontier.components;
        parts = cs.size() + 1;
        byCount = new double[parts][];
        byMines = new int[cs.size()][][];
        partOf = new int[frontier.p.geometry().size()];
        java.util.Arrays.fill(partOf, -1);
        for (int i = 0; i < cs.size(); i++) {
            byCount[i] = scaled(cs.get(i).byCount);
            byMines[i] = indexByMines(cs.get(i));
            for (int c : cs.get(i).cells) {
                partOf[c] = i;
            }
        }
        int n = frontier.interior.length;
        double[] binomials = new double[n + 1];
        double top = logBinomial(n, n / 2);
        for (int j = 0; j <= n; j++) {
            binomials[j] = Math.exp(logBinomial(n, j) - top); // relative to the largest, so any board's counts fit
        }
        byCount[parts - 1] = scaled(binomials);
        for (int c : frontier.interior) {
            partOf[c] = parts - 1;
        }
    }

    private static int[][] indexByMines(Frontier.Component c) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int k = 0; k <= c.cells.length; k++) {
            lists.add(new ArrayList<>());
        }
        for (int a = 0; a < c.assignments.length; a++) {
            lists.get(Long.bitCount(c.assignments[a])).add(a);
        }
        return lists.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    static double logBinomial(int n, int k) {
        if (k < 0 || k > n) {
            return Double.NEGATIVE_INFINITY;
        }
        double s = 0;
        for (int i = 1; i <= Math.min(k, n - k); i++) {
            s += Math.log(n - Math.min(k, n - k) + i) - Math.log(i);
        }
        return s;
    }

    private static double[] scaled(double[] w) {
        double max = 0;
        for (double x : w) {
            max = Math.max(max, x);
        }
        double[] out = w.clone();
        for (int k = 0; k < out.length && max > 0; k++) {
            out[k] /= max;
        }
        return out;
    }

    /** The convolution of two weight-by-count arrays, rescaled so its largest entry is 1. */
    static double[] convolve(double[] a, double[] b) {
        double[] out = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length && a[i] != 0; j++) {
                out[i + j] += a[i] * b[j];
            }
        }
        return scaled(out);
    }

    /** {@code suffix[i]}: the parts i.. together, by mine count; suffix[parts] places none. */
    double[][] suffixes() {
        double[][] suffix = new double[parts + 1][];
        suffix[parts] = new double[]{1};
        for (int i = parts - 1; i >= 0; i--) {
            suffix[i] = convolve(byCount[i], suffix[i + 1]);
        }
        return suffix;
    }

    /** Whether some assignment of the parts places exactly the mines left. */
    boolean consistent() {
        double[] all = suffixes()[0];
        return frontier.left >= 0 && frontier.left < all.length && all[frontier.left] > 0;
    }

    /** A layout drawn from the law (the known mines included); the law must be {@link #consistent}. */
    BitSet draw(SplittableRandom random, double[][] suffix) {
        BitSet layout = (BitSet) frontier.base.clone();
        int r = frontier.left;
        for (int i = 0; i < parts; i++) {
            int k = pick(byCount[i], suffix[i + 1], r, random);
            place(layout, i, k, random);
            r -= k;
        }
        return layout;
    }

    /** A count k for a part with weights {@code w}, as likely as w[k] · rest[r − k]. */
    static int pick(double[] w, double[] rest, int r, SplittableRandom random) {
        double total = 0;
        for (int k = 0; k < w.length; k++) {
            total += w[k] * at(rest, r - k);
        }
        double u = random.nextDouble() * total;
        int last = -1;
        for (int k = 0; k < w.length; k++) {
            double x = w[k] * at(rest, r - k);
            if (x > 0) {
                last = k;
                if (u < x) {
                    return k;
                }
                u -= x;
            }
        }
        return last;
    }

    static double at(double[] a, int k) {
        return k < 0 || k >= a.length ? 0 : a[k];
    }

    /** Sets part i's cells: an assignment with k mines (as likely as its weight), or k interior cells at random. */
    void place(BitSet layout, int i, int k, SplittableRandom random) {
        if (i == parts - 1) {
            int[] cells = frontier.interior;
            for (int c : cells) {
                layout.clear(c);
            }
            for (int j = cells.length - k; j < cells.length; j++) { // Floyd's draw of k distinct cells
                int t = random.nextInt(j + 1);
                layout.set(layout.get(cells[t]) ? cells[j] : cells[t]);
            }
            return;
        }
        Frontier.Component c = frontier.components.get(i);
        int[] candidates = byMines[i][k];
        double total = 0;
        for (int a : candidates) {
            total += c.weights[a];
        }
        double u = random.nextDouble() * total;
        int chosen = candidates[candidates.length - 1];
        for (int a : candidates) {
            if (u < c.weights[a]) {
                chosen = a;
                break;
            }
            u -= c.weights[a];
        }
        for (int b = 0; b < c.cells.length; b++) {
            layout.set(c.cells[b], (c.assignments[chosen] >>> b & 1L) != 0);
        }
    }

    /** How many of the part's cells are mines in the layout. */
    int minesIn(int i, BitSet layout) {
        int[] cells = i == parts - 1 ? frontier.interior : frontier.components.get(i).cells;
        int k = 0;
        for (int c : cells) {
            k += layout.get(c) ? 1 : 0;
        }
        return k;
    }

    /**
     * Every cell's exact mine probability under this law (no global rule): a component's cell
     * from its assignments' weights times the other parts' weight for the mines left; an
     * interior cell from the interior's expected share of mines. Known cells get 0 or 1.
     */
    double[] probabilities() {
        int n = frontier.p.geometry().size();
        double[] out = new double[n];
        frontier.base.stream().forEach(c -> out[c] = 1);
        double[][] suffix = suffixes();
        double[][] prefix = new double[parts + 1][];
        prefix[0] = new double[]{1};
        for (int i = 0; i < parts; i++) {
            prefix[i + 1] = convolve(prefix[i], byCount[i]);
        }
        for (int i = 0; i < parts; i++) {
            double[] others = convolve(prefix[i], suffix[i + 1]);
            double z = 0;
            for (int k = 0; k < byCount[i].length; k++) {
                z += byCount[i][k] * at(others, frontier.left - k);
            }
            if (i == parts - 1) {
                int m = frontier.interior.length;
                double expected = 0;
                for (int k = 0; k <= m; k++) {
                    expected += byCount[i][k] * at(others, frontier.left - k) * k;
                }
                for (int c : frontier.interior) {
                    out[c] = expected / z / m;
                }
                continue;
            }
            Frontier.Component comp = frontier.components.get(i);
            double scale = comp.byCount[argMax(comp.byCount)];
            for (int a = 0; a < comp.assignments.length; a++) {
                double w = comp.weights[a] / scale * at(others, frontier.left - Long.bitCount(comp.assignments[a])) / z;
                for (long s = comp.assignments[a]; s != 0; s &= s - 1) {
                    out[comp.cells[Long.numberOfTrailingZeros(s)]] += w;
                }
            }
        }
        return out;
    }

    private static int argMax(double[] a) {
        int best = 0;
        for (int k = 1; k < a.length; k++) {
            best = a[k] > a[best] ? k : best;
        }
        return best;
    }

    /** How many layouts (unweighted) the law has, as a double. */
    double support() {
        double[] unweighted = new double[]{1};
        for (Frontier.Component c : frontier.components) {
            double[] counts = new double[c.cells.length + 1];
            for (long a : c.assignments) {
                counts[Long.bitCount(a)]++;
            }
            unweighted = plainConvolve(unweighted, counts);
        }
        int m = frontier.interior.length;
        double total = 0;
        for (int k = 0; k < unweighted.length; k++) {
            total += unweighted[k] == 0 ? 0 : unweighted[k] * Math.exp(logBinomial(m, frontier.left - k));
        }
        return total;
    }

    private static double[] plainConvolve(double[] a, double[] b) {
        double[] out = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                out[i + j] += a[i] * b[j];
            }
        }
        return out;
    }
}
