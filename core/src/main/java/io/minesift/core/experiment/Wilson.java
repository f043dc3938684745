package io.minesift.core.experiment;

import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/** Wilson's score interval of a share of successes (commons-math3): the one every report uses. */
public final class Wilson {
    private Wilson() {
    }

    /** The 95 % interval of {@code successes} out of {@code trials}, as {low, high}. */
    public static double[] interval95(int trials, int successes) {
        ConfidenceInterval ci = new WilsonScoreInterval().createInterval(trials, successes, 0.95);
        return new double[]{ci.getLowerBound(), ci.getUpperBound()};
    }
}
