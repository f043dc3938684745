package io.minesift.core.classify;

/** How well a classifier fits its training set. */
public final class Validation {
    private Validation() {
    }

    /**
     * Leave-one-out accuracy: each point is predicted by a model trained on all the others; the
     * share predicted right. {@code NaN} with fewer than two points.
     */
    public static double leaveOneOut(Classifier classifier, double[][] points, Category[] labels) {
        int n = points.length;
        if (n < 2) {
            return Double.NaN;
        }
        int right = 0;
        for (int i = 0; i < n; i++) {
            right += predictLeftOut(classifier, points, labels, i) == labels[i] ? 1 : 0;
        }
        return (double) right / n;
    }

    /**
     * How evenly the leave-one-out predictions spread over the categories: their entropy divided
     * by log 3 (1 when the three are equally common, 0 when one takes all).
     */
    public static double balance(Classifier classifier, double[][] points, Category[] labels) {
        int n = points.length;
        if (n < 2) {
            return 0;
        }
        int[] counts = new int[Category.values().length];
        for (int i = 0; i < n; i++) {
            counts[predictLeftOut(classifier, points, labels, i).ordinal()]++;
        }
        double entropy = 0;
        for (int c : counts) {
            if (c > 0) {
                double p = (double) c / n;
                entropy -= p * Math.log(p);
            }
        }
        return entropy / Math.log(counts.length);
    }

    private static Category predictLeftOut(Classifier classifier, double[][] points, Category[] labels, int i) {
        int n = points.length;
        double[][] x = new double[n - 1][];
        Category[] y = new Category[n - 1];
        for (int j = 0, t = 0; j < n; j++) {
            if (j != i) {
                x[t] = points[j];
                y[t++] = labels[j];
            }
        }
        return classifier.fit(x, y).predict(points[i]).category();
    }
}
