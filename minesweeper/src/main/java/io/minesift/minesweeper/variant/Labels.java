package io.minesift.minesweeper.variant;

/**
 * Group labels of a window of cells, packed 4 bits a cell (0: no group), as the connectivity
 * trackers (C, O, S) keep them. Labels are renumbered 1, 2, … in order of first appearance so
 * that equal situations get equal states.
 */
final class Labels {
    /** The label a new group gets before renumbering. */
    static final int FRESH = 15;

    private Labels() {
    }

    /** The {@code n} fields of {@code bits} bits each, starting at bit {@code shift}. */
    static int[] unpack(long state, int n, int bits, int shift) {
        int[] out = new int[n];
        long mask = (1L << bits) - 1;
        for (int k = 0; k < n; k++) {
            out[k] = (int) (state >>> (shift + bits * k) & mask);
        }
        return out;
    }

    /** The fields packed back, starting at bit {@code shift}. */
    static long pack(int[] values, int bits, int shift) {
        long state = 0;
        for (int k = 0; k < values.length; k++) {
            state |= (long) values[k] << (shift + bits * k);
        }
        return state;
    }

    /** Replaces label {@code from} by {@code to} everywhere. */
    static void replace(int[] labels, int from, int to) {
        for (int k = 0; k < labels.length; k++) {
            if (labels[k] == from) {
                labels[k] = to;
            }
        }
    }

    /** Renumbers the labels 1, 2, … in order of first appearance, in place. */
    static void canonical(int[] labels) {
        int[] map = new int[16];
        int next = 0;
        for (int k = 0; k < labels.length; k++) {
            int l = labels[k];
            if (l != 0) {
                if (map[l] == 0) {
                    map[l] = ++next;
                }
                labels[k] = map[l];
            }
        }
    }

    /** Whether the label appears. */
    static boolean contains(int[] labels, int label) {
        for (int l : labels) {
            if (l == label) {
                return true;
            }
        }
        return false;
    }

    /** How many different labels other than 0 appear. */
    static int distinct(int[] labels) {
        int seen = 0;
        for (int l : labels) {
            if (l != 0) {
                seen |= 1 << l;
            }
        }
        return Integer.bitCount(seen);
    }

    /** The window after a new cell: the new label first, the others moved one place on, the oldest dropped. */
    static int[] shift(int[] window, int newest) {
        int[] out = new int[window.length];
        out[0] = newest;
        System.arraycopy(window, 0, out, 1, window.length - 1);
        return out;
    }

    /**
     * Joins a new cell of label {@code label} ({@link #FRESH} when new) to the groups of the
     * window fields {@code fields} (-1: none), renaming them to one label; returns the label.
     */
    static int join(int[] window, int[] fields, int label) {
        for (int k : fields) {
            if (k < 0 || window[k] == 0 || window[k] == label) {
                continue;
            }
            if (label == FRESH) {
                label = window[k];
            } else {
                replace(window, window[k], label);
            }
        }
        return label;
    }
}
