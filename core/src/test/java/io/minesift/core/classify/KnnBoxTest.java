package io.minesift.core.classify;

import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The k-NN's proof that a box is one category, against the classifier itself: wherever the proof
 * names a category, Smile's own prediction is that category at every point of a dense grid over
 * the box (its corners and sides included). The training sets are random clusters of three
 * categories, the boxes random in place and size, in two dimensions and in three.
 */
class KnnBoxTest {
    private static final int SETS = 6;

    @Test
    void aProvenBoxIsOneCategoryAtEveryGridPoint2d() {
        assertProofsHold(2, 21, 150);
    }

    @Test
    void aProvenBoxIsOneCategoryAtEveryGridPoint3d() {
        assertProofsHold(3, 9, 80);
    }

    private static void assertProofsHold(int dims, int grid, int boxes) {
        SplittableRandom random = new SplittableRandom(dims);
        int proven = 0;
        for (int set = 0; set < SETS; set++) {
            double[][] points = new double[120][dims];
            Category[] labels = new Category[points.length];
            for (int i = 0; i < points.length; i++) {
                labels[i] = Category.values()[i % 3];
                for (int d = 0; d < dims; d++) { // three clusters that overlap at their edges
                    points[i][d] = Math.min(1, Math.max(0, 0.2 + 0.3 * labels[i].ordinal() + random.nextGaussian() * 0.15));
                }
            }
            Classifier.Model model = new KnnClassifier(7).fit(points, labels);
            for (int b = 0; b < boxes; b++) {
                double[] low = new double[dims];
                double[] high = new double[dims];
                for (int d = 0; d < dims; d++) {
                    double centre = random.nextDouble();
                    double half = random.nextDouble() * 0.15;
                    low[d] = Math.max(0, centre - half);
                    high[d] = Math.min(1, centre + half);
                }
                Optional<Category> c = model.sameOver(low, high);
                if (c.isPresent()) {
                    proven++;
                    assertGrid(model, low, high, grid, c.get());
                }
            }
        }
        // the proof is no empty promise: a good share of the random boxes lie inside one cluster
        assertTrue(proven > boxes, "only " + proven + " of " + SETS * boxes + " boxes proven");
    }

    private static void assertGrid(Classifier.Model model, double[] low, double[] high, int grid, Category expected) {
        int dims = low.length;
        int[] index = new int[dims];
        double[] p = new double[dims];
        for (long n = 0; n < Math.pow(grid, dims); n++) {
            long rest = n;
            for (int d = 0; d < dims; d++) {
                index[d] = (int) (rest % grid);
                rest /= grid;
                p[d] = low[d] + (high[d] - low[d]) * index[d] / (grid - 1);
            }
            assertEquals(expected, model.predict(p).category(), () -> "at " + java.util.Arrays.toString(p));
        }
    }

    @Test
    void aPointBoxIsProvenWhenItsNeighboursAgree() {
        double[][] points = {{0, 0}, {0, 0.1}, {0.1, 0}, {1, 1}, {1, 0.9}, {0.9, 1}};
        Category[] labels = {Category.TOO_EASY, Category.TOO_EASY, Category.TOO_EASY,
                Category.LUCK_BOUND, Category.LUCK_BOUND, Category.LUCK_BOUND};
        Classifier.Model model = new KnnClassifier(3).fit(points, labels);
        assertEquals(Optional.of(Category.TOO_EASY), model.sameOver(new double[]{0.05, 0.05}, new double[]{0.05, 0.05}));
        assertEquals(Optional.of(Category.LUCK_BOUND), model.sameOver(new double[]{0.9, 0.9}, new double[]{0.95, 0.95}));
        // the box spans both clusters: the classifier says both, so no proof
        assertEquals(Optional.empty(), model.sameOver(new double[]{0, 0}, new double[]{1, 1}));
    }
}
