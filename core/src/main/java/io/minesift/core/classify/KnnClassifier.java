package io.minesift.core.classify;

import smile.classification.KNN;

import java.util.Arrays;
import java.util.Optional;

/**
 * k nearest neighbours by Smile's {@link KNN}, Euclidean distance on the map. The posterior of
 * a category is its share of the k neighbours. With fewer training points than {@code k}, all of
 * them vote; with one category only, it is always the answer.
 */
public final class KnnClassifier implements Classifier {
    private static final long serialVersionUID = 1L;
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
            return new Classifier.Model() {
                @Override
                public Prediction predict(double[] point) {
                    return new Prediction(present[0], 1.0);
                }

                @Override
                public Optional<Category> sameOver(double[] low, double[] high) {
                    return Optional.of(present[0]);
                }
            };
        }
        int[] y = new int[labels.length];
        for (int i = 0; i < labels.length; i++) {
            y[i] = Arrays.asList(present).indexOf(labels[i]);
        }
        int neighbours = Math.min(k, points.length);
        KNN<double[]> knn = KNN.fit(points, y, neighbours);
        return new KnnModel(knn, present, points.clone(), labels.clone(), neighbours);
    }

    /** A trained k-NN: Smile's answer for a point, and a proof over a box ({@link KnnBox}). */
    private static final class KnnModel implements Classifier.Model {
        private final KNN<double[]> knn;
        private final Category[] present;
        private final KnnBox box;

        KnnModel(KNN<double[]> knn, Category[] present, double[][] points, Category[] labels, int k) {
            this.knn = knn;
            this.present = present;
            this.box = new KnnBox(points, labels, k, this);
        }

        @Override
        public Prediction predict(double[] point) {
            double[] posterior = new double[present.length];
            int index = knn.predict(point, posterior);
            return new Prediction(present[index], posterior[index]);
        }

        @Override
        public Optional<Category> sameOver(double[] low, double[] high) {
            return box.sameOver(low, high);
        }
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
