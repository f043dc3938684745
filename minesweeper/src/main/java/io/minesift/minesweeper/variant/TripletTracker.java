package io.minesift.minesweeper.variant;

/**
 * The triplet rule (T) cell by cell, remembering only what later lines can use. A line of three
 * ending at a new mine needs its two earlier cells both mines, so the state keeps, besides the
 * mine bits of the last w + 1 cells, "pair" bits: for each such mine, whether the cell before
 * it across (H, newest cell only), above (V), up-left (D) or up-right (A) is a mine too. Cells
 * two rows up are then never needed, which merges many windows into one state.
 *
 * <p>Bits: mine of cell i - 1 - k at k, V at 16 + k, D at 32 + k, A at 48 + k, H at 63.
 */
final class TripletTracker implements Tracker {
    private static final int V = 16;
    private static final int D = 32;
    private static final int A = 48;
    private static final int H = 63;

    private final int w;

    TripletTracker(int w) {
        if (w > 15) {
            throw new IllegalArgumentException("the triplet rule's exact count needs a width of at most 15");
        }
        this.w = w;
    }

    public long initial() {
        return 0;
    }

    public long next(long state, int cell, boolean mine) {
        int x = cell % w;
        int y = cell / w;
        boolean left = x >= 1 && bit(state, 0);
        boolean up = y >= 1 && bit(state, w - 1);
        boolean upLeft = x >= 1 && y >= 1 && bit(state, w);
        boolean upRight = x + 1 < w && y >= 1 && bit(state, w - 2);
        if (mine && (x >= 2 && bit(state, H)
                || y >= 2 && bit(state, V + w - 1)
                || x >= 2 && y >= 2 && bit(state, D + w)
                || x + 2 < w && y >= 2 && bit(state, A + w - 2))) {
            return REJECT;
        }
        long mines = plane(state, 0, w + 1, mine);
        long vertical = plane(state, V, w, mine && up);
        long diagonal = plane(state, D, w + 1, mine && upLeft);
        long anti = plane(state, A, w - 1, mine && upRight);
        return mines | vertical << V | diagonal << D | anti << A | (mine && left ? 1L << H : 0);
    }

    public boolean accepts(long state) {
        return true;
    }

    /** The bits of one plane moved one cell on, the new cell's bit in front, kept to {@code bits} cells. */
    private static long plane(long state, int shift, int bits, boolean newest) {
        long mask = (1L << Math.max(bits, 0)) - 1;
        return ((state >>> shift & 0xFFFFL) << 1 | (newest ? 1 : 0)) & mask;
    }

    private static boolean bit(long state, int k) {
        return k >= 0 && (state >>> k & 1L) != 0;
    }
}
