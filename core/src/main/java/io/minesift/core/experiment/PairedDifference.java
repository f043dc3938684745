package io.minesift.core.experiment;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.inference.AlternativeHypothesis;
import org.apache.commons.math3.stat.inference.BinomialTest;

/**
 * The difference between two players' win rates measured on the same games (the same boards and
 * random streams): only the discordant games — won by one and lost by the other — carry it.
 * The 95 % interval is the normal approximation of McNemar's paired comparison,
 * {@code (b - c)/n ± 1.96 sqrt(b + c - (b - c)²/n)/n}; the p-value is McNemar's exact test, the
 * two-sided binomial test of {@code b} out of the {@code b + c} discordant games at one half
 * (commons-math3).
 *
 * @param games      games played by both players
 * @param onlyFirst  games the first player won and the second lost ({@code b})
 * @param onlySecond games the second player won and the first lost ({@code c})
 * @param difference the first player's win rate minus the second's, {@code (b - c)/n}
 * @param low95      the lower end of its 95 % interval
 * @param high95     the upper end of its 95 % interval
 * @param exactP     the two-sided exact p-value of "neither is better" (1 with no discordant game)
 */
public record PairedDifference(int games, int onlyFirst, int onlySecond, double difference, double low95,
                               double high95, double exactP) {
    /** The two-sided 95 % quantile of the standard normal, 1.959964. */
    private static final double Z95 = new NormalDistribution().inverseCumulativeProbability(0.975);

    /** The figures of {@code games} paired games of which {@code onlyFirst} and {@code onlySecond} were discordant. */
    public static PairedDifference of(int games, int onlyFirst, int onlySecond) {
        if (games < 1 || onlyFirst < 0 || onlySecond < 0 || onlyFirst + onlySecond > games) {
            throw new IllegalArgumentException("paired counts out of range: " + onlyFirst + " and " + onlySecond
                    + " discordant of " + games + " games");
        }
        double n = games;
        double gap = onlyFirst - onlySecond;
        double difference = gap / n;
        // The variance of the number b - c over n paired games: b + c - (b - c)²/n.
        double half = Z95 * Math.sqrt(Math.max(0, onlyFirst + onlySecond - gap * gap / n)) / n;
        int discordant = onlyFirst + onlySecond;
        double p = discordant == 0 ? 1
                : new BinomialTest().binomialTest(discordant, onlyFirst, 0.5, AlternativeHypothesis.TWO_SIDED);
        return new PairedDifference(games, onlyFirst, onlySecond, difference, difference - half, difference + half,
                Math.min(1, p));
    }

    /** The games the two players did not agree on. */
    public int discordant() {
        return onlyFirst + onlySecond;
    }

    /** The first player's wins minus the second's. */
    public int winsGap() {
        return onlyFirst - onlySecond;
    }
}
