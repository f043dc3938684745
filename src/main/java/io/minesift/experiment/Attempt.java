package io.minesift.experiment;

/**
 * How one play of one board went, as the experiment sees it: solved or not, how many guesses the
 * player took, and its own estimate of the chance of surviving them.
 */
public record Attempt(boolean solved, int guesses, double survival) {
    public Attempt {
        if (guesses < 0 || !(survival >= 0 && survival <= 1)) {
            throw new IllegalArgumentException("need guesses >= 0 and survival in [0, 1]");
        }
    }
}
