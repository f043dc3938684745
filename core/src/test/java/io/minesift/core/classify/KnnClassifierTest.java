package io.minesift.core.classify;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The Smile k-NN behind our interface, on points whose answers are plain by construction. */
class KnnClassifierTest {
    private static final double[][] POINTS = {
            {1, 1}, {0.98, 1}, {1, 0.97},                // too easy: both players win
            {0.2, 0.3}, {0.3, 0.1}, {0.1, 0.2},          // luck: neither wins often
            {0.3, 1}, {0.4, 0.98}, {0.5, 1}};           // skill: only the strong player wins
    private static final Category[] LABELS = {
            Category.TOO_EASY, Category.TOO_EASY, Category.TOO_EASY,
            Category.LUCK_BOUND, Category.LUCK_BOUND, Category.LUCK_BOUND,
            Category.SKILL_REWARDING, Category.SKILL_REWARDING, Category.SKILL_REWARDING};

    @Test
    void nearestClusterWinsWithItsShareOfTheVote() {
        Classifier.Model model = new KnnClassifier(3).fit(POINTS, LABELS);
        assertEquals(new Prediction(Category.TOO_EASY, 1.0), model.predict(new double[]{0.99, 0.99}));
        assertEquals(new Prediction(Category.LUCK_BOUND, 1.0), model.predict(new double[]{0.2, 0.2}));
        assertEquals(new Prediction(Category.SKILL_REWARDING, 1.0), model.predict(new double[]{0.35, 0.95}));
        // With k = 5 at (0.6, 0.99): the 3 skill points and 2 of the easy ones are nearest.
        Prediction p = new KnnClassifier(5).fit(POINTS, LABELS).predict(new double[]{0.6, 0.99});
        assertEquals(Category.SKILL_REWARDING, p.category());
        assertEquals(0.6, p.confidence(), 1e-12);
    }

    @Test
    void leaveOneOutOnSeparatedClustersIsPerfect() {
        assertEquals(1.0, Validation.leaveOneOut(new KnnClassifier(1), POINTS, LABELS), 1e-12);
    }

    @Test
    void leaveOneOutCountsMistakes() {
        // Relabel (0.98, 1) as luck. With k = 1, left out it meets (1, 1) at 0.02: easy, wrong;
        // (1, 1) left out meets (0.98, 1) at 0.02 (nearer than (1, 0.97) at 0.03): luck, wrong;
        // (1, 0.97) meets (1, 1) at 0.03 (nearer than (0.98, 1) at 0.036): easy, right. The
        // other clusters are far away and right: two mistakes in nine.
        Category[] labels = LABELS.clone();
        labels[1] = Category.LUCK_BOUND;
        assertEquals(7 / 9.0, Validation.leaveOneOut(new KnnClassifier(1), POINTS, labels), 1e-12);
    }

    @Test
    void oneCategoryOnly() {
        Classifier.Model model = new KnnClassifier(3).fit(new double[][]{{0, 0}, {1, 1}},
                new Category[]{Category.LUCK_BOUND, Category.LUCK_BOUND});
        assertEquals(new Prediction(Category.LUCK_BOUND, 1.0), model.predict(new double[]{0.5, 0.5}));
    }

    @Test
    void badInput() {
        assertThrows(IllegalArgumentException.class, () -> new KnnClassifier(0));
        assertThrows(IllegalArgumentException.class, () -> new KnnClassifier(3).fit(new double[0][], new Category[0]));
    }

    @Test
    void categoriesParseByTheirNames() {
        assertEquals(Category.SKILL_REWARDING, Category.parse("skill-rewarding"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Category.parse("hard"));
        assertEquals("unknown category 'hard' (known: too-easy, luck-bound, skill-rewarding)", e.getMessage());
    }
}
