package io.minesift.coins;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.report.SiftReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sift job with more than two players (the null game, so nothing of Minesweeper): the
 * classifier is trained and asked in as many dimensions as there are players, the reference boards
 * are played again by all of them (their shipped rates have two), and with two players it trains on
 * the shipped reference rates in two dimensions.
 */
class SiftJobPlayersTest {
    @TempDir
    Path dir;

    /** A k-NN that records the dimensions of the points it learns from and is asked about. */
    private static final class Recording implements Classifier {
        final List<Integer> trained = new ArrayList<>();
        final List<Integer> asked = new ArrayList<>();
        private final KnnClassifier knn = new KnnClassifier(7);

        @Override
        public Model fit(double[][] points, Category[] labels) {
            for (double[] p : points) {
                trained.add(p.length);
            }
            Model model = knn.fit(points, labels);
            return point -> {
                asked.add(point.length);
                return model.predict(point);
            };
        }

        @Override
        public int minimumTrainingSize() {
            return knn.minimumTrainingSize();
        }

        @Override
        public String describe() {
            return knn.describe();
        }
    }

    private static List<Coin> coins() {
        return List.of(new Coin(1, 1), new Coin(0.3, 1), new Coin(0.2, 0.5), new Coin(0.95, 1));
    }

    @Test
    void threePlayersTrainAndPredictInThreeDimensions() {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        Recording classifier = new Recording();
        List<Contestant<Coin>> players = List.of(puzzle.weak(), puzzle.weak(), puzzle.strong());
        SiftJob<Coin> job = new SiftJob<>(puzzle, classifier, puzzle.reference(), 1, Estimate.CHANCE);
        SiftReport report = job.run(new SiftJob.Inputs<>("coins", coins(), players, Map.of()), 1, 30, dir, SilentListener.INSTANCE);
        assertEquals(3, report.playerCount());
        assertFalse(classifier.trained.isEmpty());
        assertTrue(classifier.trained.stream().allMatch(d -> d == 3), classifier.trained.toString());
        assertTrue(classifier.asked.stream().allMatch(d -> d == 3), classifier.asked.toString());
        assertTrue(Files.isRegularFile(dir.resolve(SiftJob.REFERENCE_RESULTS)), "the reference boards played again");
        assertEquals(List.of(Category.TOO_EASY, Category.SKILL_REWARDING, Category.LUCK_BOUND, Category.TOO_EASY),
                report.rows().stream().map(SiftReport.Row::category).toList());
    }

    @Test
    void twoPlayersTrainOnTheShippedRatesInTwoDimensions() {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        Recording classifier = new Recording();
        SiftJob<Coin> job = new SiftJob<>(puzzle, classifier, puzzle.reference(), 1, Estimate.CHANCE);
        job.run(new SiftJob.Inputs<>("coins", coins(), puzzle.weak(), puzzle.strong(), Map.of()), 1, 30, dir, SilentListener.INSTANCE);
        assertTrue(classifier.trained.stream().allMatch(d -> d == 2), classifier.trained.toString());
        assertFalse(Files.exists(dir.resolve(SiftJob.REFERENCE_RESULTS)), "the shipped rates serve");
    }

}
