package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * With a node budget of 1 every component is over budget, so the engine must estimate by
 * sampling: it must say so, state its sample count and standard error, and land within a few
 * standard errors of the brute-force truth.
 */
class MonteCarloFallbackTest {
    private final ProbabilityEngine sampler = new ProbabilityEngine(
            new ProbabilityEngine.Settings(1, 40_000, 20, false, 5));

    static LongStream seeds() {
        return LongStream.range(0, 60);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void estimatesAgreeWithBruteForce(long seed) {
        Position position = ProbabilityEngineBruteForceTest.randomPosition(Seeds.stream(seed, 7));
        BruteForce truth = BruteForce.of(position);
        MineProbabilities estimate = sampler.analyse(position);
        if (estimate.method() == MineProbabilities.Method.EXACT) {
            return; // no clue with hidden neighbours: nothing to sample
        }
        assertEquals(MineProbabilities.Method.SAMPLED, estimate.method());
        assertTrue(estimate.samples() >= 40_000, "samples " + estimate.samples());
        assertTrue(estimate.standardError() < 0.05, "standard error " + estimate.standardError());
        for (int c = 0; c < position.geometry().size(); c++) {
            if (position.state(c) == Position.HIDDEN) {
                // 6 standard errors, plus a little for the batch-means estimate of the error itself
                double allowed = 6 * estimate.standardError() + 0.01;
                assertEquals(truth.probability(c), estimate.probability(c), allowed, "cell " + c);
            }
        }
        assertEquals(Math.log10(truth.layouts.doubleValue()), estimate.log10Layouts(), 0.05);
    }
}
