package io.minesift.shanghai.play;

import io.minesift.shanghai.Layout;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A layout's relations as bit masks over its tiles ({@code words} longs a mask), built once per
 * layout: the tiles on each tile, under it, and touching it on the left and on the right, and the
 * tiles on layer 2 and above. The players' searches test freeness and dominance millions of times a
 * game; with masks each test is a few word operations instead of a walk over lists.
 */
final class Masks {
    private static final Map<Layout, Masks> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

    final int tiles;
    final int words;
    final long[][] above;
    final long[][] below;
    final long[][] left;
    final long[][] right;
    /**
     * {@code over[y]}: the tiles stacked over {@code y} through a chain of tiles each lying on the
     * next. While such a tile is on the table the whole chain under it is too (a tile cannot go
     * while another lies on it), so among the tiles on the table the relation never changes.
     */
    final long[][] over;
    /** The tiles on layer 2 and above (layer index 1 and up). */
    final long[] high;

    private Masks(Layout layout) {
        tiles = layout.size();
        words = (tiles + 63) >>> 6;
        above = new long[tiles][];
        below = new long[tiles][];
        left = new long[tiles][];
        right = new long[tiles][];
        high = new long[words];
        over = new long[tiles][];
        for (int t = 0; t < tiles; t++) {
            above[t] = mask(layout.above(t));
            below[t] = mask(layout.below(t));
            left[t] = mask(layout.left(t));
            right[t] = mask(layout.right(t));
            if (layout.layer(t) >= 1) {
                high[t >>> 6] |= 1L << t;
            }
        }
        for (int t = 0; t < tiles; t++) {
            closeOver(t);
        }
    }

    private long[] closeOver(int t) {
        if (over[t] == null) {
            long[] m = above[t].clone();
            for (int w = 0; w < words; w++) {
                long bits = above[t][w];
                while (bits != 0) {
                    int u = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    long[] up = closeOver(u);
                    for (int v = 0; v < words; v++) {
                        m[v] |= up[v];
                    }
                }
            }
            over[t] = m;
        }
        return over[t];
    }

    /** The masks of {@code layout}, computed on first use. */
    static Masks of(Layout layout) {
        return CACHE.computeIfAbsent(layout, Masks::new);
    }

    private long[] mask(int[] members) {
        long[] m = new long[words];
        for (int t : members) {
            m[t >>> 6] |= 1L << t;
        }
        return m;
    }

    static boolean has(long[] set, int t) {
        return (set[t >>> 6] & (1L << t)) != 0;
    }

    static boolean meets(long[] set, long[] mask) {
        for (int w = 0; w < set.length; w++) {
            if ((set[w] & mask[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    static int count(long[] set, long[] mask) {
        int n = 0;
        for (int w = 0; w < set.length; w++) {
            n += Long.bitCount(set[w] & mask[w]);
        }
        return n;
    }

    /** Whether {@code t}, on the table {@code present}, has a tile on it. */
    boolean covered(long[] present, int t) {
        return meets(present, above[t]);
    }

    /** Whether {@code t} is on the table, uncovered, and not touched on both sides. */
    boolean free(long[] present, int t) {
        return has(present, t) && !meets(present, above[t]) && !(meets(present, left[t]) && meets(present, right[t]));
    }

    /**
     * How many tiles on the table {@code x} dominates: those it lies on, and the side neighbours it
     * blocks together with a tile on their other side.
     */
    int dominated(long[] present, int x, long[] seen) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            long on = present[w] & below[x][w] & ~seen[w];
            seen[w] |= on;
            n += Long.bitCount(on);
        }
        n += blocked(present, x, right[x], true, seen) + blocked(present, x, left[x], false, seen);
        return n;
    }

    private int blocked(long[] present, int x, long[] side, boolean rightOfX, long[] seen) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            long bits = side[w] & present[w] & ~seen[w];
            while (bits != 0) {
                int y = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (meets(present, rightOfX ? right[y] : left[y])) {
                    seen[y >>> 6] |= 1L << y;
                    n++;
                }
            }
        }
        return n;
    }

    /** Whether {@code t}, on the table, neither dominates nor is dominated by any tile on it. */
    boolean floating(long[] present, int t) {
        if (meets(present, above[t]) || meets(present, below[t])) {
            return false;
        }
        boolean l = meets(present, left[t]);
        boolean r = meets(present, right[t]);
        if (l && r) {
            return false;
        }
        // t dominates a side neighbour that another tile blocks from its far side
        return !(r && sideBlocked(present, right[t], true)) && !(l && sideBlocked(present, left[t], false));
    }

    private boolean sideBlocked(long[] present, long[] side, boolean farRight) {
        for (int w = 0; w < words; w++) {
            long bits = side[w] & present[w];
            while (bits != 0) {
                int y = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (meets(present, farRight ? right[y] : left[y])) {
                    return true;
                }
            }
        }
        return false;
    }
}
