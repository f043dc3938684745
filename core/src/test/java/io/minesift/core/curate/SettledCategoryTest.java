package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Rate;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The alike rule of deciding early stops a player only in a game whose chances are exact: twenty
 * drawn wins are twenty tosses of a coin, not one course of play repeated.
 */
class SettledCategoryTest {
    /** A classifier that never proves a category, so only the players' own rules can stop them. */
    private static final Classifier PROVES_NOTHING = new Classifier() {
        @Override
        public Model fit(double[][] points, Category[] labels) {
            return point -> {
                throw new AssertionError("the rule asks the box, never a point");
            };
        }

        @Override
        public String describe() {
            return "proves nothing";
        }
    };

    private static SettledCategory rule(boolean exactChances) {
        return new SettledCategory(Sequential.DEFAULT, exactChances, Estimate.CHANCE, PROVES_NOTHING,
                new double[][]{{0.5, 0.5}}, new Category[]{Category.LUCK_BOUND}, Map.of())
                .withLabelled(new double[0][]);
    }

    private static Rate wins(int plays) {
        return Rate.of(Collections.nCopies(plays, new Attempt(true, 1, 0, 1, true, 0)));
    }

    @Test
    void twentyAlikePlaysStopAPlayerOnlyWhenTheChancesAreExact() {
        List<Rate> soFar = List.of(wins(20), wins(20));
        boolean[] playing = {true, true};
        assertArrayEquals(new boolean[]{false, false}, rule(true).goOn("b", soFar, playing));
        assertArrayEquals(new boolean[]{true, true}, rule(false).goOn("b", soFar, playing));
    }

    @Test
    void drawnWinsKeepTheWidthOfTheirOneSidedBound() {
        // 20 wins of 20 at 99 %: the exact one-sided bound 1 - 0.01^(1/20) = 0.2057 (computed by hand)
        double[] interval = rule(false).interval(wins(20));
        assertTrue(Math.abs(interval[0] - (1 - (1 - Math.pow(0.01, 1.0 / 20)))) < 1e-12, "low " + interval[0]);
        assertTrue(interval[1] == 1, "high " + interval[1]);
    }

    @Test
    void theRunKeySaysWhetherAlikePlaysStop() {
        assertTrue(rule(false).fingerprint().contains("alike never (drawn plays)"), rule(false).fingerprint());
        assertTrue(rule(true).fingerprint().contains("alike after 20"), rule(true).fingerprint());
        assertNotEquals(rule(true).fingerprint(), rule(false).fingerprint());
    }
}
