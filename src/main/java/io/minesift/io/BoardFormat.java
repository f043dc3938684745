package io.minesift.io;

import java.nio.file.Path;
import java.util.Locale;

/** The board file formats minesift reads and writes, told apart by file extension. */
public enum BoardFormat {
    /** A minesift board set: many boards with start cells and provenance. */
    JSON("json"),
    /** The community's position text; one board per file. */
    MINE("mine"),
    /** Minesweeper X / Arbiter binary board; one board per file. */
    MBF("mbf");

    private final String extension;

    BoardFormat(String extension) {
        this.extension = extension;
    }

    public String extension() {
        return extension;
    }

    /** Whether a file holds a single board (so a set must be written as a folder of them). */
    public boolean singleBoard() {
        return this != JSON;
    }

    /** The format of a file by its extension, or {@code null} when it is none of ours. */
    public static BoardFormat ofFile(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (BoardFormat f : values()) {
            if (name.endsWith("." + f.extension)) {
                return f;
            }
        }
        return null;
    }

    /** Reads {@code json}, {@code mine} or {@code mbf}. */
    public static BoardFormat parse(String text) {
        for (BoardFormat f : values()) {
            if (f.extension.equalsIgnoreCase(text.trim().replaceFirst("^\\.", ""))) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + text + "': use json, mine or mbf");
    }
}
