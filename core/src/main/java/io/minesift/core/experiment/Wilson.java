package io.minesift.core.experiment;

import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/** Wilson's score interval of a share of successes (commons-math3): the one every report uses. */
public final class Wilson {
    private Wilson() {
    }

    /** The 95 % interval of {@code successes} out of {@code trials}, as {low, high}. */
    public static double[] interval95(int trials, int successes) {
        return interval(trials, successes, 0.95);
    }

    /** The interval of {@code successes} out of {@code trials} at confidence {@code level}, as {low, high}. */
    public static double[] interval(int trials, int successes, double level) {
        ConfidenceInterval ci = new WilsonScoreInterval().createInterval(trials, successes, level);
        return new double[]{ci.getLowerBound(), ci.getUpperBound()};
    }
}
