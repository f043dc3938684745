package io.minesift.core.experiment;

/**
 * How one play of one board went, as the experiment sees it. A player cannot see the hidden
 * truth, so when it takes a risk the play survives by a draw with the risk's exact chance, not by
 * what the one fixed board happens to hold there (the puzzle's referee decides how a play goes on
 * after such a draw; see its contestant).
 *
 * @param solved        whether the play won: every risk it took survived its draw
 * @param chance        the chance that a play making these choices wins: the product of the
 *                      exact survival chances of its risks (the Rao–Blackwell form of
 *                      {@code solved}: same mean, less spread)
 * @param guesses       how many risks (guesses) the player took
 * @param survival      the player's own estimate of the chance of surviving them
 * @param onLayout      whether the play would have won on the fixed board itself: every risk it
 *                      took was safe there, with no help from the referee
 * @param substitutions how often a risk that the fixed board answers badly survived its draw, so
 *                      that the referee went on as if the player had chosen a really safe choice
 *                      of the same chance
 */
public record Attempt(boolean solved, double chance, int guesses, double survival, boolean onLayout, int substitutions) {
    public Attempt {
        if (guesses < 0 || substitutions < 0 || !(survival >= 0 && survival <= 1) || !(chance >= 0 && chance <= 1)) {
            throw new IllegalArgumentException("need guesses, substitutions >= 0 and survival, chance in [0, 1]");
        }
    }
}
