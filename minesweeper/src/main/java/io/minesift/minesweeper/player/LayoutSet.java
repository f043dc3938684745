package io.minesift.minesweeper.player;

/**
 * A set of an endgame search's layouts ({@link EndgameSearch}) as bits, layout {@code l} at bit
 * {@code l & 63} of word {@code l >>> 6}: how many it holds, and a walk through them in order.
 */
final class LayoutSet {
    private LayoutSet() {
    }

    /** How many layouts the set holds. */
    static int count(long[] set) {
        int n = 0;
        for (long w : set) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The first layout of the set at or after {@code from}, or -1 when there is none. */
    static int next(long[] set, int from) {
        int word = from >>> 6;
        if (word >= set.length) {
            return -1;
        }
        long w = set[word] & (-1L << (from & 63));
        while (true) {
            if (w != 0) {
                return (word << 6) + Long.numberOfTrailingZeros(w);
            }
            if (++word == set.length) {
                return -1;
            }
            w = set[word];
        }
    }
}
