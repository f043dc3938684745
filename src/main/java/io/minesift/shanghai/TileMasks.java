package io.minesift.shanghai;

/**
 * A layout's relations as bit masks over its tiles ({@code words()} longs a set, tile {@code t} is
 * bit {@code t % 64} of word {@code t / 64}), so the solver tests freeness with a few AND
 * operations on its state instead of walking lists: a tile is free when it is present, no tile of
 * its {@code above} mask is present, and not both its {@code left} and its {@code right} masks meet
 * the state. Built once per solver; the layout's lists stay the single source of the relations.
 */
final class TileMasks {
    final int words;
    final long[][] above;
    final long[][] left;
    final long[][] right;

    TileMasks(Layout layout) {
        int n = layout.size();
        words = (n + 63) / 64;
        above = new long[n][];
        left = new long[n][];
        right = new long[n][];
        for (int t = 0; t < n; t++) {
            above[t] = mask(layout.aboveShared(t));
            left[t] = mask(layout.leftShared(t));
            right[t] = mask(layout.rightShared(t));
        }
    }

    /** The set holding exactly {@code tiles}. */
    long[] mask(int[] tiles) {
        long[] m = new long[words];
        for (int t : tiles) {
            m[t >>> 6] |= 1L << t;
        }
        return m;
    }

    static boolean has(long[] set, int t) {
        return (set[t >>> 6] & (1L << t)) != 0;
    }

    static boolean meets(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    static boolean empty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code t} can be taken from the tiles {@code state}: the rule of {@link Table#free}. */
    boolean free(long[] state, int t) {
        return has(state, t) && !meets(state, above[t]) && !(meets(state, left[t]) && meets(state, right[t]));
    }
}
