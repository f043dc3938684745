package io.minesift.classify;

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
            double[][] x = new double[n - 1][];
            Category[] y = new Category[n - 1];
            for (int j = 0, t = 0; j < n; j++) {
                if (j != i) {
                    x[t] = points[j];
                    y[t++] = labels[j];
                }
            }
            right += classifier.fit(x, y).predict(points[i]).category() == labels[i] ? 1 : 0;
        }
        return (double) right / n;
    }
}
