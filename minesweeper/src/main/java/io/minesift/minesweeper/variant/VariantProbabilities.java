package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * Exact mine probabilities of a variant position: how many layouts fit (every shown clue under
 * the clue rule, every global rule, the mine total), and in how many of them each cell holds a
 * mine. Counts are exact (a board has at most 64 cells, so every count fits a {@code long}).
 */
public final class VariantProbabilities {
    private final Geometry geometry;
    private final long layouts;
    private final long[] mineCounts;

    VariantProbabilities(Geometry geometry, long layouts, long[] mineCounts) {
        this.geometry = geometry;
        this.layouts = layouts;
        this.mineCounts = mineCounts.clone();
    }

    public Geometry geometry() {
        return geometry;
    }

    /** The number of layouts that fit. */
    public long layouts() {
        return layouts;
    }

    /** Whether any layout fits. */
    public boolean consistent() {
        return layouts > 0;
    }

    /** In how many fitting layouts the cell holds a mine (flagged cells: all; revealed cells: none). */
    public long mineCount(int cell) {
        return mineCounts[cell];
    }

    /** The cell's mine probability, {@code mineCount / layouts}; NaN when no layout fits. */
    public double probability(int cell) {
        return layouts == 0 ? Double.NaN : (double) mineCounts[cell] / layouts;
    }

    /** Hidden cells that are safe in every fitting layout (none when no layout fits). */
    public long certainSafe(VariantPosition position) {
        long out = 0;
        for (long h = position.hidden(); h != 0 && layouts > 0; h &= h - 1) {
            int c = Long.numberOfTrailingZeros(h);
            out |= mineCounts[c] == 0 ? 1L << c : 0;
        }
        return out;
    }
}
