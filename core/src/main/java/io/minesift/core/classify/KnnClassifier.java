package io.minesift.core.classify;

import smile.classification.KNN;

import java.util.Arrays;

/**
 * k nearest neighbours by Smile's {@link KNN}, Euclidean distance on the map. The posterior of
 * a category is its share of the k neighbours. With fewer training points than {@code k}, all of
 * them vote; with one category only, it is always the answer.
 */
public final class KnnClassifier implements Classifier {
    private final int k;

    public KnnClassifier(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.k = k;
    }

    @Override
    public Model fit(double[][] points, Category[] labels) {
        if (points.length == 0 || points.length != labels.length) {
            throw new IllegalArgumentException("need as many labels as points, and at least one");
        }
        // Smile wants class indices 0..c-1 with every class present: number the categories present.
        Category[] present = Arrays.stream(labels).distinct().sorted().toArray(Category[]::new);
        if (present.length == 1) {
            return point -> new Prediction(present[0], 1.0);
        }
        int[] y = new int[labels.length];
        for (int i = 0; i < labels.length; i++) {
            y[i] = Arrays.asList(present).indexOf(labels[i]);
        }
        KNN<double[]> knn = KNN.fit(points, y, Math.min(k, points.length));
        return point -> {
            double[] posterior = new double[present.length];
            int index = knn.predict(point, posterior);
            return new Prediction(present[index], posterior[index]);
        };
    }

    @Override
    public int minimumTrainingSize() {
        return k + 1;
    }

    @Override
    public String describe() {
        return "k-NN (Smile), k = " + k;
    }
}
