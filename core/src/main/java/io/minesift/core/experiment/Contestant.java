package io.minesift.core.experiment;

import java.util.SplittableRandom;

/**
 * A virtual player as the experiment sees it: something that plays a board of type {@code B}
 * once, drawing every random choice from the stream it is given.
 *
 * @param <B> the puzzle's board type
 */
public interface Contestant<B> {
    /** A short name for reports, e.g. {@code strong}. */
    String name();

    /**
     * A stable description of the player and all its parameters, best a JSON object as text
     * (journals and summaries then store it as JSON): runs are resumed only with the same
     * contestants.
     */
    String fingerprint();

    /** Plays the board once. Must be thread-safe: many boards are played at once. */
    Attempt attempt(B board, SplittableRandom random);
}
