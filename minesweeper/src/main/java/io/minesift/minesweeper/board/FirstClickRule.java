package io.minesift.minesweeper.board;

import java.util.Locale;

/** What a generator promises about the first click, the cell every game of an instance opens first. */
public enum FirstClickRule {
    /** No promise: the start cell may hold a mine. */
    NONE,
    /** The start cell is mine-free. */
    SAFE,
    /** The start cell and its neighbours are mine-free, so the first click opens a region. */
    ZERO;

    /** Lower-case name as written on the command line and in files. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code none}, {@code safe} or {@code zero}. */
    public static FirstClickRule parse(String text) {
        for (FirstClickRule rule : values()) {
            if (rule.id().equalsIgnoreCase(text.trim())) {
                return rule;
            }
        }
        throw new IllegalArgumentException("unknown first-click rule '" + text + "': use safe, zero or none");
    }

    /** Whether this rule keeps a mine off {@code cell} when the first click is at {@code start}. */
    public boolean forbidsMine(Geometry geometry, int start, int cell) {
        return switch (this) {
            case NONE -> false;
            case SAFE -> cell == start;
            case ZERO -> cell == start || geometry.adjacent(cell, start);
        };
    }

    /** Whether {@code layout} keeps this rule for a first click at {@code start}. */
    public boolean allows(MineLayout layout, int start) {
        return switch (this) {
            case NONE -> true;
            case SAFE -> !layout.isMine(start);
            case ZERO -> !layout.isMine(start) && layout.clue(start) == 0;
        };
    }
}
