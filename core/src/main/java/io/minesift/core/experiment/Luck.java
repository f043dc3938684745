package io.minesift.core.experiment;

import java.util.Locale;

/**
 * How much of a board is left to luck when it is played well: whether the strong player ever had
 * to guess on it, and its chance of losing to those guesses. A category says where a board sits on
 * the map; this says whether skill alone wins it. Read off the strong player's plays, for a game
 * whose strong player guesses only when nothing it can see is certain and loses a play only at a
 * guess (see {@code Puzzle.measuresLuck}): its guesses are then forced, and every bit of the
 * chance it loses is lost at them.
 *
 * @param needsGuess whether the strong player guessed in at least one of its plays (its mean
 *                   number of guesses is above 0)
 * @param guessLoss  its chance of losing to those forced guesses: 1 − its mean chance, the mean
 *                   over its plays of the probability lost at its guesses (a play's chance is the
 *                   product of its guesses' exact survival chances). Luck-fair, as the rates are:
 *                   what a player who cannot see the hidden truth loses, not what one fixed board
 *                   happens to cost. 0 for a board that needs no guess
 */
public record Luck(boolean needsGuess, double guessLoss) {
    /** The definition in words, for {@code summary.json}, {@code pack-info.json}, help and pages. */
    public static final String RULE = "needsGuess: the strong player had to guess in at least one of its plays (it "
            + "guesses only when nothing it can see is certain, so its guesses are forced); guessLoss: its chance of "
            + "losing to those forced guesses, 1 - the mean over its plays of the product of its guesses' exact survival "
            + "chances (0 when it never guessed)";

    public Luck {
        if (!(guessLoss >= 0 && guessLoss <= 1)) {
            throw new IllegalArgumentException("a chance of losing to guesses must be in [0, 1], got " + guessLoss);
        }
    }

    /** The luck of a board from its result: the strong (last) player's guesses and mean chance. */
    public static Luck of(BoardResult result) {
        Rate strong = result.strong();
        return new Luck(strong.meanGuesses() > 0, 1 - strong.meanChance());
    }

    /** In a sentence, e.g. "needs a guess: even the strong player loses to forced guesses 10.4 % of the time". */
    public String words() {
        return needsGuess ? "needs a guess: even the strong player loses to forced guesses " + percent(guessLoss) + " of the time"
                : "needs no guess: the strong player wins every play by reasoning alone";
    }

    /**
     * A chance as a percentage with one decimal, e.g. "10.4 %"; a chance above 0 that would read
     * "0.0 %" reads "&lt; 0.1 %", so that a board that needs a guess never seems to cost nothing.
     */
    public static String percent(double chance) {
        return chance > 0 && chance < 0.0005 ? "< 0.1 %" : String.format(Locale.ROOT, "%.1f %%", 100 * chance);
    }
}
