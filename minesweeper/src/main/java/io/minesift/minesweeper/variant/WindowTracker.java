package io.minesift.minesweeper.variant;

/**
 * A tracker whose state is the mine bits of the last cells, the newest in bit 0 (cell
 * {@code i - k} in bit {@code k}); a rule says which windows it allows as each cell arrives.
 */
abstract class WindowTracker implements Tracker {
    private final int width;
    private final long mask;

    /** A window of the last {@code bits} cells (at most 63) on a board {@code width} wide. */
    WindowTracker(int width, int bits) {
        this.width = width;
        this.mask = (1L << bits) - 1;
    }

    public long initial() {
        return 0;
    }

    public long next(long state, int cell, boolean mine) {
        long window = (state << 1 | (mine ? 1 : 0)) & mask;
        return allowed(window, cell % width, cell / width) ? window : REJECT;
    }

    public boolean accepts(long state) {
        return true;
    }

    /** Whether the window is allowed just after the cell at column x, row y arrived (in bit 0). */
    abstract boolean allowed(long window, int x, int y);

    static boolean bit(long window, int k) {
        return (window >>> k & 1L) != 0;
    }
}
