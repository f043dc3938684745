package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * B: every row holds the same number of mines, and every column holds the same number. With
 * {@code M} mines on a {@code w × h} board that is {@code M / h} per row and {@code M / w} per
 * column, so no layout obeys it unless both divide.
 */
public record Balance() implements GlobalRule {
    public char letter() {
        return 'B';
    }

    public String name() {
        return "balance";
    }

    public boolean holds(Geometry g, long mines) {
        return partial(g, mines, Cells.all(g) & ~mines);
    }

    /** Some common row count lies between every row's known mines and its known mines plus unknowns; likewise for columns. */
    public boolean partial(Geometry g, long mines, long safes) {
        long open = Cells.all(g) & ~safes;
        return fits(g, mines, open, true) && fits(g, mines, open, false);
    }

    private static boolean fits(Geometry g, long mines, long open, boolean rows) {
        int lines = rows ? g.height() : g.width();
        int low = 0;
        int high = Integer.MAX_VALUE;
        for (int l = 0; l < lines; l++) {
            long line = line(g, l, rows);
            low = Math.max(low, Long.bitCount(mines & line));
            high = Math.min(high, Long.bitCount(open & line));
        }
        return low <= high;
    }

    private static long line(Geometry g, int l, boolean row) {
        long set = 0;
        int n = row ? g.width() : g.height();
        for (int k = 0; k < n; k++) {
            set |= 1L << (row ? l * g.width() + k : k * g.width() + l);
        }
        return set;
    }

    /**
     * State: the mines of each column so far (7 bits each, column x at bit 7x) and of the
     * current row (the 7 bits above them). Needs {@code 7 (w + 1) <= 63}: a width of at most 8.
     */
    public Tracker tracker(Geometry g, int totalMines) {
        int w = g.width();
        int h = g.height();
        if (w > 8) {
            throw new IllegalArgumentException("the balance rule's exact count needs a width of at most 8");
        }
        boolean even = totalMines % w == 0 && totalMines % h == 0;
        int perRow = totalMines / h;
        int perColumn = totalMines / w;
        return new Tracker() {
            public long initial() {
                return even ? 0 : REJECT;
            }

            public long next(long state, int cell, boolean mine) {
                int x = cell % w;
                int y = cell / w;
                int column = field(state, x) + (mine ? 1 : 0);
                int row = field(state, w) + (mine ? 1 : 0);
                boolean rowEnds = x == w - 1;
                if (column > perColumn || column + (h - 1 - y) < perColumn || row > perRow
                        || (rowEnds && row != perRow)) {
                    return REJECT;
                }
                return with(with(state, x, column), w, rowEnds ? 0 : row);
            }

            public boolean accepts(long state) {
                return true;
            }
        };
    }

    private static int field(long state, int k) {
        return (int) (state >>> (7 * k) & 0x7F);
    }

    private static long with(long state, int k, int value) {
        return state & ~(0x7FL << (7 * k)) | (long) value << (7 * k);
    }
}
