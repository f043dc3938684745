package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.game.GameRecord;

import java.util.Arrays;

/**
 * How a board plays under exact logic, easiest reasoning first: how many cells each level of
 * reasoning settled (single clue, two clues, enumeration of several clues, the total mine count),
 * and the guesses that no reasoning could avoid, with the mine probability of each.
 */
public record DeductionProfile(int singleClue, int twoClues, int enumeration, int mineCount, double[] guessRisks) {
    public DeductionProfile {
        guessRisks = guessRisks.clone();
    }

    @Override
    public double[] guessRisks() {
        return guessRisks.clone();
    }

    /** The guesses exact logic could not avoid. */
    public int guesses() {
        return guessRisks.length;
    }

    /** The chance of surviving every forced guess. */
    public double survival() {
        return GameRecord.survival(guessRisks);
    }

    /**
     * How many forced guesses were exact 50/50s (mine probability 1/2): the luck a random
     * tie-break between two equal cells already splits.
     */
    public int fiftyFifties() {
        int n = 0;
        for (double r : guessRisks) {
            if (Math.abs(r - 0.5) <= 1e-9) {
                n++;
            }
        }
        return n;
    }

    /** Whether single clues and pairs of clues alone finish the board, with no guess. */
    public boolean twoBodySolvable() {
        return enumeration == 0 && mineCount == 0 && guessRisks.length == 0;
    }

    /** Whether exact logic finishes the board with no guess. */
    public boolean noGuess() {
        return guessRisks.length == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DeductionProfile p && singleClue == p.singleClue && twoClues == p.twoClues
                && enumeration == p.enumeration && mineCount == p.mineCount && Arrays.equals(guessRisks, p.guessRisks);
    }

    @Override
    public int hashCode() {
        return ((singleClue * 31 + twoClues) * 31 + enumeration) * 31 + mineCount + Arrays.hashCode(guessRisks);
    }

    @Override
    public String toString() {
        return "DeductionProfile[single=" + singleClue + ", two=" + twoClues + ", enumeration=" + enumeration
                + ", mineCount=" + mineCount + ", guesses=" + Arrays.toString(guessRisks) + "]";
    }
}
