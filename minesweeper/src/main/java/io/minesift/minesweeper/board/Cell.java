package io.minesift.minesweeper.board;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cell by its 0-based column {@code x} and row {@code y}, counted from the top-left.
 *
 * <p>{@link #label()} names it the way people do, and the way every output names a cell:
 * spreadsheet style, columns A, B, …, Z, AA, … and rows 1, 2, … from the top-left.
 * {@link #parse} reads that name or the 0-based {@code x,y} that older commands were written with.
 */
public record Cell(int x, int y) {
    private static final Pattern XY = Pattern.compile("(\\d{1,3}),(\\d{1,3})");
    private static final Pattern LABEL = Pattern.compile("([A-Z]{1,3})(\\d{1,5})");

    public Cell {
        if (x < 0 || y < 0) {
            throw new IllegalArgumentException("cell coordinates must not be negative: (" + x + "," + y + ")");
        }
    }

    /** Spreadsheet-style name, e.g. {@code (0,0)} is {@code A1} and {@code (27,3)} is {@code AB4}. */
    public String label() {
        return columnLabel(x) + (y + 1);
    }

    /** Spreadsheet column letters for a 0-based column: 0 → A, 25 → Z, 26 → AA. */
    public static String columnLabel(int column) {
        StringBuilder letters = new StringBuilder();
        for (int c = column + 1; c > 0; c = (c - 1) / 26) {
            letters.append((char) ('A' + (c - 1) % 26));
        }
        return letters.reverse().toString();
    }

    /**
     * Reads a cell written {@code A1} (column letters in any case, rows from 1) or {@code x,y}
     * (0-based column and row).
     *
     * @throws IllegalArgumentException saying both ways to write one
     */
    public static Cell parse(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        Matcher xy = XY.matcher(t);
        if (xy.matches()) {
            return new Cell(Integer.parseInt(xy.group(1)), Integer.parseInt(xy.group(2)));
        }
        Matcher label = LABEL.matcher(t);
        if (label.matches() && Integer.parseInt(label.group(2)) >= 1) {
            return new Cell(column(label.group(1)), Integer.parseInt(label.group(2)) - 1);
        }
        throw new IllegalArgumentException("unknown cell '" + text + "': write it as A1 (column letters, rows from 1) "
                + "or x,y (0-based, e.g. 3,3)");
    }

    /** The 0-based column of spreadsheet letters: A → 0, Z → 25, AA → 26 (the inverse of {@link #columnLabel}). */
    private static int column(String letters) {
        int n = 0;
        for (int i = 0; i < letters.length(); i++) {
            n = n * 26 + (letters.charAt(i) - 'A' + 1);
        }
        return n - 1;
    }

    /** The {@code x,y} notation board files record a start cell in; people read {@link #label()}. */
    @Override
    public String toString() {
        return x + "," + y;
    }
}
