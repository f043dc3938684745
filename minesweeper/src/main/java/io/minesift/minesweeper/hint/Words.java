package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayList;
import java.util.List;

/** Small helpers that put cells and counts into words. */
final class Words {
    private Words() {
    }

    /** "B2", "B2 and C3", "B2, C3 and D4". */
    static String cells(Geometry g, int[] cells) {
        List<String> names = new ArrayList<>();
        for (int c : cells) {
            names.add(g.cell(c).label());
        }
        return list(names);
    }

    static String list(List<String> names) {
        if (names.size() <= 1) {
            return names.isEmpty() ? "" : names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /**
     * A number with one decimal, as {@code String.format(Locale.ROOT, "%.1f", x)} writes it on the JVM:
     * the double's decimal digits (those of {@link Double#toString}) rounded half up. Written out
     * because the page's hint engine (TeaVM) formats {@code %.1f} otherwise (6.25 as 6.2, not 6.3);
     * OneDecimalTest checks the two agree on the JVM.
     */
    static String oneDecimal(double x) {
        return new java.math.BigDecimal(Double.toString(x)).setScale(1, java.math.RoundingMode.HALF_UP).toPlainString();
    }

    /** "1 mine", "2 mines", "no mine". */
    static String mines(int n) {
        return n == 0 ? "no mine" : n == 1 ? "1 mine" : n + " mines";
    }

    /** "1 hidden neighbour", "3 hidden neighbours". */
    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** "is safe", "are safe", "is a mine", "are mines". */
    static String verdict(int cells, boolean mine) {
        if (mine) {
            return cells == 1 ? "is a mine" : "are mines";
        }
        return cells == 1 ? "is safe" : "are safe";
    }
}
