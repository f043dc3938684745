package io.minesift.experiment;

import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/**
 * One player's results on one board over repeated plays: how often it solved the board, the
 * mean number of guesses, and the mean of its own survival estimates.
 */
public record Rate(int repeats, int solved, double meanGuesses, double meanSurvival) {
    public Rate {
        if (repeats < 1 || solved < 0 || solved > repeats) {
            throw new IllegalArgumentException("need 1 <= repeats and 0 <= solved <= repeats, got " + solved + " of " + repeats);
        }
    }

    /** The summary of a list of attempts. */
    public static Rate of(Iterable<Attempt> attempts) {
        int n = 0;
        int solved = 0;
        long guesses = 0;
        double survival = 0;
        for (Attempt a : attempts) {
            n++;
            solved += a.solved() ? 1 : 0;
            guesses += a.guesses();
            survival += a.survival();
        }
        return new Rate(n, solved, (double) guesses / n, survival / n);
    }

    /** The solve rate. */
    public double value() {
        return (double) solved / repeats;
    }

    /** The 95 % Wilson score interval of the solve rate, as {low, high}. */
    public double[] interval95() {
        ConfidenceInterval ci = new WilsonScoreInterval().createInterval(repeats, solved, 0.95);
        return new double[]{ci.getLowerBound(), ci.getUpperBound()};
    }
}
