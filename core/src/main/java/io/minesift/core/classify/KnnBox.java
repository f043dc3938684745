package io.minesift.core.classify;

import java.util.Arrays;
import java.util.Optional;

/**
 * Proves that a k-NN classifier (unweighted majority of the k nearest training points, Euclidean)
 * gives one category over a whole box of points, with no sampling. Two facts about a box:
 * <ul>
 *   <li>Let near(t) and far(t) be a training point's least and greatest distance to the box, and
 *       D the k-th smallest far(t). Every point of the box has k training points within D, so a
 *       training point with near(t) &gt; D is never among its k nearest (a <em>candidate</em> is one
 *       with near(t) &lt;= D).</li>
 *   <li>A training point whose far(t) is below the near(u) of all but at most k − 1 others is among
 *       the k nearest of every point of the box, however ties are broken (a <em>sure</em> one).</li>
 * </ul>
 * So if all candidates have one label, or more than k/2 sure ones do, that label wins everywhere in
 * the box. When neither holds, the box is cut in two along each side that has a width, and every
 * part must be proven, with the same label, down to {@link #DEPTH} cuts; two parts whose centres
 * the classifier puts in different categories end the search at once. A box that cannot be proven
 * gets no answer, which never means that its category changes: the proof only ever errs on the
 * side of playing on.
 */
final class KnnBox {
    /** How many times a box may be halved along each side: parts down to 1/32 of its sides. */
    static final int DEPTH = 5;

    private final double[][] points;
    private final Category[] labels;
    private final int k;
    private final Classifier.Model model;

    KnnBox(double[][] points, Category[] labels, int k, Classifier.Model model) {
        this.points = points;
        this.labels = labels;
        this.k = k;
        this.model = model;
    }

    Optional<Category> sameOver(double[] low, double[] high) {
        return Optional.ofNullable(prove(low, high, 0));
    }

    private Category prove(double[] low, double[] high, int depth) {
        Category proven = proveWhole(low, high);
        if (proven != null || depth == DEPTH) {
            return proven;
        }
        Category first = null;
        double[] centre = new double[low.length];
        for (double[][] part : halves(low, high)) {
            for (int d = 0; d < low.length; d++) {
                centre[d] = (part[0][d] + part[1][d]) / 2;
            }
            Category atCentre = model.predict(centre).category();
            if (first != null && atCentre != first) {
                return null; // two parts differ: the box is not one category
            }
            Category c = prove(part[0], part[1], depth + 1);
            if (c == null || (first != null && c != first)) {
                return null;
            }
            first = c;
        }
        return first;
    }

    /** The label proven for the whole box by the candidates or the sure points, or null. */
    private Category proveWhole(double[] low, double[] high) {
        int n = points.length;
        double[] near = new double[n];
        double[] far = new double[n];
        for (int i = 0; i < n; i++) {
            near[i] = distance(points[i], low, high, false);
            far[i] = distance(points[i], low, high, true);
        }
        double[] farSorted = far.clone();
        Arrays.sort(farSorted);
        double reach = farSorted[k - 1] + 1e-12; // a hair of slack for rounding: more candidates, more careful
        Category only = null;
        boolean mixed = false;
        for (int i = 0; i < n && !mixed; i++) {
            if (near[i] <= reach) {
                mixed = only != null && only != labels[i];
                only = labels[i];
            }
        }
        if (!mixed) {
            return only;
        }
        return sureMajority(near, far);
    }

    /** The label of more than k/2 points that are among every box point's k nearest, or null. */
    private Category sureMajority(double[] near, double[] far) {
        double[] nearSorted = near.clone();
        Arrays.sort(nearSorted);
        int[] votes = new int[Category.values().length];
        for (int i = 0; i < points.length; i++) {
            // the points that may be as near as i to some point of the box, i itself among them
            int rivals = upperBound(nearSorted, far[i] + 1e-12);
            if (rivals <= k) {
                int v = ++votes[labels[i].ordinal()];
                if (2 * v > k) {
                    return labels[i];
                }
            }
        }
        return null;
    }

    /** How many sorted values are at most {@code x}. */
    private static int upperBound(double[] sorted, double x) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The 2^m parts of the box, halved along each of its m sides that have a width. */
    private static double[][][] halves(double[] low, double[] high) {
        int[] wide = java.util.stream.IntStream.range(0, low.length).filter(d -> high[d] > low[d]).toArray();
        double[][][] parts = new double[1 << wide.length][][];
        for (int mask = 0; mask < parts.length; mask++) {
            double[] lo = low.clone();
            double[] hi = high.clone();
            for (int j = 0; j < wide.length; j++) {
                int d = wide[j];
                double mid = (low[d] + high[d]) / 2;
                if ((mask >> j & 1) == 0) {
                    hi[d] = mid;
                } else {
                    lo[d] = mid;
                }
            }
            parts[mask] = new double[][]{lo, hi};
        }
        return parts;
    }

    /** The Euclidean distance from {@code p} to the box's farthest point, or its nearest one. */
    private static double distance(double[] p, double[] low, double[] high, boolean farthest) {
        double sum = 0;
        for (int d = 0; d < p.length; d++) {
            double toLow = Math.abs(p[d] - low[d]);
            double toHigh = Math.abs(p[d] - high[d]);
            double gap = farthest ? Math.max(toLow, toHigh)
                    : p[d] < low[d] ? toLow : p[d] > high[d] ? toHigh : 0;
            sum += gap * gap;
        }
        return Math.sqrt(sum);
    }
}
