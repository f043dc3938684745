package io.minesift.minesweeper.game;

import java.util.Arrays;

/**
 * How one game went: won or lost, how many moves the player made (the start click not counted),
 * and the risk the player put on each guess.
 */
public record GameRecord(boolean won, int moves, double[] guessRisks) {
    public GameRecord {
        guessRisks = guessRisks.clone();
    }

    public int guesses() {
        return guessRisks.length;
    }

    /** The chance of surviving every guess, by the player's own estimates. */
    public double survival() {
        return survival(guessRisks);
    }

    /** The chance of surviving guesses with these mine probabilities, one after another. */
    public static double survival(double[] risks) {
        double s = 1;
        for (double r : risks) {
            s *= 1 - r;
        }
        return s;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord g && won == g.won && moves == g.moves && Arrays.equals(guessRisks, g.guessRisks);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Boolean.hashCode(won) + moves) + Arrays.hashCode(guessRisks);
    }

    @Override
    public String toString() {
        return "GameRecord[won=" + won + ", moves=" + moves + ", guessRisks=" + Arrays.toString(guessRisks) + "]";
    }
}
