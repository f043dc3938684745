package io.minesift.minesweeper.board;

/**
 * A cell by its 0-based column {@code x} and row {@code y}, counted from the top-left.
 *
 * <p>{@link #label()} names it the way people do in hints: spreadsheet style, columns A, B, …,
 * Z, AA, … and rows 1, 2, … from the top-left.
 */
public record Cell(int x, int y) {
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

    @Override
    public String toString() {
        return x + "," + y;
    }
}
