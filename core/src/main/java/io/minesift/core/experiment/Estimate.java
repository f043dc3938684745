package io.minesift.core.experiment;

import java.util.Locale;

/**
 * Which of a {@link Rate}'s two luck-fair estimates places a board on the map. Both have the same
 * mean: the chance that the player wins the board when it cannot see the hidden truth.
 */
public enum Estimate {
    /** The mean of each play's chance of winning given its choices (low variance; the default). */
    CHANCE,
    /** The share of plays that won their draws. */
    DRAWN;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Estimate parse(String text) {
        for (Estimate e : values()) {
            if (e.id().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown estimate '" + text + "': use chance or drawn");
    }
}
