package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;

import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The text grid both probability reports draw (vanilla and variant): spreadsheet-style column
 * letters and row numbers, one symbol a cell, and the chance and cell-list wording they share.
 */
final class ChanceGrid {
    /** The narrowest column: a clue, or a chance of at most 3 characters ({@code 99%}), and a space before it. */
    private static final int MIN_WIDTH = 4;

    private ChanceGrid() {
    }

    /** The board as rows of {@code symbol(cell)}, columns as wide as the longest symbol needs (at least 4). */
    static String draw(Geometry g, IntFunction<String> symbol) {
        String[] symbols = new String[g.size()];
        int width = MIN_WIDTH;
        for (int c = 0; c < g.size(); c++) {
            symbols[c] = symbol.apply(c);
            width = Math.max(width, symbols[c].length() + 1);
        }
        String column = "%" + width + "s";
        StringBuilder out = new StringBuilder("    ");
        for (int x = 0; x < g.width(); x++) {
            out.append(String.format(Locale.ROOT, column, Cell.columnLabel(x)));
        }
        out.append('\n');
        for (int y = 0; y < g.height(); y++) {
            out.append(String.format(Locale.ROOT, "%4d", y + 1));
            for (int x = 0; x < g.width(); x++) {
                out.append(String.format(Locale.ROOT, column, symbols[g.index(x, y)]));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The legend's words for the hidden cells, which both reports share. */
    static final String HIDDEN_LEGEND = "legend: a hidden cell shows its mine chance with a % sign (8% = 8 in 100), "
            + "S certainly safe,\n        M certainly a mine; ";

    /**
     * A chance that is neither 0 nor 1, in whole percent kept within 1..99 so it never reads as
     * certain, with its {@code %} sign so that it never reads as a clue ({@code 8%}, not {@code 8}).
     */
    static String percent(double probability) {
        return Math.max(1, Math.min(99, Math.round(100 * probability))) + "%";
    }

    /** The cells' labels (A1, B3, ...) separated by spaces, or {@code none}. */
    static String labels(IntStream cells, Geometry g) {
        String s = cells.mapToObj(c -> g.cell(c).label()).collect(Collectors.joining(" "));
        return s.isEmpty() ? "none" : s;
    }
}
