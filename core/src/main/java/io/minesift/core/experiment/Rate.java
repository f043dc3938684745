package io.minesift.core.experiment;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * One player's results on one board over repeated plays, under the luck-fair rule of
 * {@link Attempt}: how many plays won their draws ({@code solved}), the mean and spread of each
 * play's chance of winning given its choices, how many plays would have won on the fixed board
 * itself ({@code layoutSolved}), the mean number of guesses and of referee substitutions, and the
 * mean of the player's own survival estimates.
 *
 * @param chanceSpread the sample standard deviation of the plays' chances (0 for one play)
 */
public record Rate(int repeats, int solved, double meanChance, double chanceSpread, int layoutSolved,
                   double meanGuesses, double meanSurvival, double meanSubstitutions) {
    private static final double LEVEL = 0.95;

    public Rate {
        if (repeats < 1 || solved < 0 || solved > repeats || layoutSolved < 0 || layoutSolved > repeats) {
            throw new IllegalArgumentException("need 1 <= repeats and 0 <= solved, layoutSolved <= repeats, got "
                    + solved + " and " + layoutSolved + " of " + repeats);
        }
        if (!(meanChance >= 0 && meanChance <= 1) || !(chanceSpread >= 0)) {
            throw new IllegalArgumentException("need a mean chance in [0, 1] and a spread >= 0");
        }
    }

    /** The summary of a list of attempts. */
    public static Rate of(Iterable<Attempt> attempts) {
        int n = 0;
        int solved = 0;
        int onLayout = 0;
        long guesses = 0;
        long substitutions = 0;
        double survival = 0;
        double chance = 0;
        double chanceSquares = 0;
        for (Attempt a : attempts) {
            n++;
            solved += a.solved() ? 1 : 0;
            onLayout += a.onLayout() ? 1 : 0;
            guesses += a.guesses();
            substitutions += a.substitutions();
            survival += a.survival();
            chance += a.chance();
            chanceSquares += a.chance() * a.chance();
        }
        double mean = Math.min(1, chance / n);
        double spread = n < 2 ? 0 : Math.sqrt(Math.max(0, (chanceSquares - n * mean * mean) / (n - 1)));
        return new Rate(n, solved, mean, spread, onLayout, (double) guesses / n, survival / n,
                (double) substitutions / n);
    }

    /**
     * Whether every play gave the same result under the estimate: the same chance (zero spread),
     * or, for the drawn share, all plays won or all lost.
     */
    public boolean allAlike(Estimate estimate) {
        return estimate == Estimate.DRAWN ? solved == 0 || solved == repeats : chanceSpread == 0;
    }

    /** The share of plays that won their draws. */
    public double drawn() {
        return (double) solved / repeats;
    }

    /** The share of plays that would have won on the fixed board itself (the old, luck-hiding rate). */
    public double layoutRate() {
        return (double) layoutSolved / repeats;
    }

    /** The board's luck-fair solve rate by the given estimate. */
    public double value(Estimate estimate) {
        return estimate == Estimate.CHANCE ? meanChance : drawn();
    }

    /**
     * The 95 % interval of the estimate: Wilson's score interval for the drawn share; for the mean
     * chance, Student's t interval from the plays' spread, clipped to [0, 1] (zero width when
     * every play had the same chance).
     */
    public double[] interval95(Estimate estimate) {
        return interval(estimate, LEVEL);
    }

    /** The interval of the estimate at confidence {@code level}, as {@link #interval95} is at 95 %. */
    public double[] interval(Estimate estimate, double level) {
        if (estimate == Estimate.DRAWN) {
            return Wilson.interval(repeats, solved, level);
        }
        if (repeats < 2) {
            return new double[]{0, 1};
        }
        double t = new TDistribution(repeats - 1).inverseCumulativeProbability(0.5 + level / 2);
        double half = t * chanceSpread / Math.sqrt(repeats);
        return new double[]{Math.max(0, meanChance - half), Math.min(1, meanChance + half)};
    }
}
