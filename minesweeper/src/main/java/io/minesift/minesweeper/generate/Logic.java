package io.minesift.minesweeper.generate;

import java.util.Locale;

/** How much reasoning a no-guess board may ask of the player who finishes it. */
public enum Logic {
    /**
     * Single clues and pairs of clues, without the total mine count: exactly what the weak
     * player does ({@link io.minesift.minesweeper.logic.TwoBody} with {@code useMineCount = false}).
     */
    TWO_BODY("two-body"),
    /** Exact logic with the total mine count: every cell the strong player's engine calls certain. */
    FULL("full");

    private final String id;

    Logic(String id) {
        this.id = id;
    }

    /** The name written on the command line and in provenance ({@code two-body}, {@code full}). */
    public String id() {
        return id;
    }

    /** Reads {@code two-body} or {@code full}. */
    public static Logic parse(String text) {
        for (Logic logic : values()) {
            if (logic.id.equals(text.trim().toLowerCase(Locale.ROOT))) {
                return logic;
            }
        }
        throw new IllegalArgumentException("unknown logic '" + text + "': use two-body or full");
    }
}
