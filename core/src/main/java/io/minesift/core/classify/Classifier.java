package io.minesift.core.classify;

/**
 * Learns categories of points on the map from labelled examples. The rest of minesift sees only
 * this interface, so the learning library can be swapped in one class ({@link KnnClassifier}).
 */
public interface Classifier extends java.io.Serializable {
    /** A trained classifier. */
    interface Model {
        Prediction predict(double[] point);

        /**
         * The category this model gives every point of the box {@code low[i] <= x[i] <= high[i]},
         * when it can prove that it gives them all the same; empty when it cannot (which never
         * means that it does not). A model that proves nothing answers empty always.
         */
        default java.util.Optional<Category> sameOver(double[] low, double[] high) {
            return java.util.Optional.empty();
        }
    }

    /**
     * Trains on {@code points[i]} labelled {@code labels[i]}.
     *
     * @throws IllegalArgumentException when there are no points or the arrays differ in length
     */
    Model fit(double[][] points, Category[] labels);

    /**
     * The fewest training points it can learn from meaningfully, leave-one-out included (a k-NN
     * needs more than k).
     */
    default int minimumTrainingSize() {
        return 2;
    }

    /** A short description for reports, e.g. {@code k-NN, k = 7}. */
    String describe();
}
