package io.minesift.core.classify;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Where a board falls on the map of the two players' solve rates. */
public enum Category {
    /** The weak player solves it about as well as the strong one: no skill is needed. */
    TOO_EASY("too-easy"),
    /** Even the strong player often fails: the outcome hangs on guesses. */
    LUCK_BOUND("luck-bound"),
    /** The strong player solves it and the weak one does not: reasoning is rewarded. */
    SKILL_REWARDING("skill-rewarding");

    private final String id;

    Category(String id) {
        this.id = id;
    }

    /** The name used in files and on the command line, e.g. {@code luck-bound}. */
    public String id() {
        return id;
    }

    /**
     * The category named {@code text} ({@code too-easy}, {@code luck-bound}, {@code skill-rewarding}).
     *
     * @throws IllegalArgumentException naming the known categories
     */
    public static Category parse(String text) {
        for (Category c : values()) {
            if (c.id.equals(text.toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown category '" + text + "' (known: "
                + Arrays.stream(values()).map(Category::id).collect(Collectors.joining(", ")) + ")");
    }

    @Override
    public String toString() {
        return id;
    }
}
