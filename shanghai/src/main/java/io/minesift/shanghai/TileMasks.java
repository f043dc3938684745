package io.minesift.shanghai;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A layout's relations as bit masks over its tiles ({@code words} longs a set; tile {@code t} is bit
 * {@code t % 64} of word {@code t / 64}), built once per layout from its lists, which stay the single
 * source of the relations: the tiles on each tile, under it, touching it on the left and on the
 * right, stacked over it, and the tiles on layer 2 and above. The exact solver and the players'
 * searches test freeness and dominance millions of times; with masks each test is a few word
 * operations instead of a walk over lists. The arrays are shared: read them, never write them.
 */
public final class TileMasks {
    private static final Map<Layout, TileMasks> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

    public final int tiles;
    public final int words;
    public final long[][] above;
    public final long[][] below;
    public final long[][] left;
    public final long[][] right;
    /**
     * {@code over[y]}: the tiles stacked over {@code y} through a chain of tiles each lying on the
     * next. In a position reached by moves, while such a tile is on the table the whole chain under
     * it is too (a tile cannot go while another lies on it), so among the tiles on the table the
     * relation never changes. (The solver, which also takes arbitrary sets of tiles, builds its own
     * from the chains on the table.)
     */
    public final long[][] over;
    /** The tiles on layer 2 and above (layer index 1 and up). */
    public final long[] high;

    private TileMasks(Layout layout) {
        tiles = layout.size();
        words = (tiles + 63) >>> 6;
        above = new long[tiles][];
        below = new long[tiles][];
        left = new long[tiles][];
        right = new long[tiles][];
        high = new long[words];
        over = new long[tiles][];
        for (int t = 0; t < tiles; t++) {
            above[t] = mask(layout.aboveShared(t));
            below[t] = mask(layout.belowShared(t));
            left[t] = mask(layout.leftShared(t));
            right[t] = mask(layout.rightShared(t));
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
    public static TileMasks of(Layout layout) {
        return CACHE.computeIfAbsent(layout, TileMasks::new);
    }

    /** The tiles of {@code tiles} (a position's or a view's) as a set of this layout's words. */
    public long[] setOf(java.util.BitSet tiles) {
        // bit by bit rather than toLongArray, which TeaVM's BitSet gets wrong past 64 bits (the page's engine)
        long[] set = new long[words];
        for (int t = tiles.nextSetBit(0); t >= 0; t = tiles.nextSetBit(t + 1)) {
            set[t >>> 6] |= 1L << t;
        }
        return set;
    }

    /** The set holding exactly {@code members}. */
    long[] mask(int[] members) {
        long[] m = new long[words];
        for (int t : members) {
            m[t >>> 6] |= 1L << t;
        }
        return m;
    }

    public static boolean has(long[] set, int t) {
        return (set[t >>> 6] & (1L << t)) != 0;
    }

    public static boolean meets(long[] set, long[] mask) {
        for (int w = 0; w < set.length; w++) {
            if ((set[w] & mask[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    public static boolean empty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code t}, on the table {@code present}, has a tile on it. */
    public boolean covered(long[] present, int t) {
        return meets(present, above[t]);
    }

    /** Whether {@code t} is on the table, uncovered, and not touched on both sides. */
    public boolean free(long[] present, int t) {
        return has(present, t) && !meets(present, above[t]) && !(meets(present, left[t]) && meets(present, right[t]));
    }

    /**
     * Whether {@code x} dominates {@code y} on the table {@code present}: it lies on it, or touches it
     * on one side while another tile touches its other side (the rule of {@link Table#dominates}).
     */
    public boolean dominates(long[] present, int x, int y) {
        return has(below[x], y) || has(left[y], x) && meets(present, right[y])
                || has(right[y], x) && meets(present, left[y]);
    }

    /**
     * How many tiles on the table {@code x} dominates: those it lies on, and the side neighbours it
     * blocks together with a tile on their other side.
     */
    public int dominated(long[] present, int x, long[] seen) {
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
    public boolean floating(long[] present, int t) {
        return !meets(present, above[t]) && !(meets(present, left[t]) && meets(present, right[t]))
                && !dominatesAny(present, t);
    }

    /**
     * Whether {@code x} dominates any tile on the table {@code present}: lies on one, or blocks a
     * side neighbour that another tile blocks from its far side.
     */
    public boolean dominatesAny(long[] present, int x) {
        return meets(present, below[x]) || sideBlocked(present, right[x], true) || sideBlocked(present, left[x], false);
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
