package io.minesift.minesweeper.format;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The board file formats minesift reads and writes, told apart by file extension. */
public enum BoardFormat {
    /** A minesift board set: many boards with start cells and provenance. */
    JSON("json", "json"),
    /** The community's position text; one board per file. */
    MINE("mine", "mine"),
    /** Minesweeper X / Arbiter binary board; one board per file. */
    MBF("mbf", "mbf"),
    /**
     * Simon Tatham's Mines game IDs ({@link TathamId}), one a line: boards with their first clicks.
     * Text, but not any {@code .txt}: a folder of boards may hold a readme, and Shanghai layouts are
     * {@code .txt} too.
     */
    TATHAM("tatham", "tatham.txt");

    private final String formatName;
    private final String extension;

    BoardFormat(String formatName, String extension) {
        this.formatName = formatName;
        this.extension = extension;
    }

    /** The name {@code --to} takes. */
    public String formatName() {
        return formatName;
    }

    public String extension() {
        return extension;
    }

    /** Whether a file holds a single board (so a set must be written as a folder of them). */
    public boolean singleBoard() {
        return this == MINE || this == MBF;
    }

    /** The extensions of every format for messages: {@code .json, .mine, .mbf or .tatham.txt}. */
    public static String extensions() {
        return list(f -> "." + f.extension);
    }

    /** The names of every format for messages: {@code json, mine, mbf or tatham}. */
    public static String names() {
        return list(f -> f.formatName);
    }

    private static String list(java.util.function.Function<BoardFormat, String> each) {
        String all = Arrays.stream(values()).map(each).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
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

    /** Reads a format's name ({@code json}, {@code mine}, {@code mbf}, {@code tatham}) or extension. */
    public static BoardFormat parse(String text) {
        String name = text.trim().replaceFirst("^\\.", "");
        for (BoardFormat f : values()) {
            if (f.formatName.equalsIgnoreCase(name) || f.extension.equalsIgnoreCase(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + text + "': use " + names());
    }
}
