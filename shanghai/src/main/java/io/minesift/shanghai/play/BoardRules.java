package io.minesift.shanghai.play;

import io.minesift.shanghai.TileMasks;

/**
 * {@link Known}'s certain moves and dead test on a {@link Board}, the same rules in the same order,
 * without allocating: the search calls them at every node. The per-tile tests ({@code floating},
 * {@code covered}) read the board's kept state when the layout's relations are symmetric (tile x on
 * y exactly when y under x, x left of y exactly when y right of x), where it equals the masks' own
 * test; otherwise they ask the masks, as {@link Known} does.
 */
final class BoardRules {
    private final Board board;
    private final TileMasks masks;
    private final boolean symmetric;
    private final int[] f = new int[4];
    private final int[] index;
    private final long[] waitsFor = new long[64];

    BoardRules(Board board) {
        this.board = board;
        this.masks = board.masks;
        this.symmetric = board.rel.symmetric;
        index = new int[board.kinds];
    }

    /** Plays every certain move, one at a time, until none is left ({@link Known#certainClosure}). */
    void closure() {
        while (certainMove()) {
            // each pass takes one pair
        }
    }

    /** Takes the first certain move, as {@link Known#certainMove} finds it; false when there is none. */
    boolean certainMove() {
        Board b = board;
        for (int w = 0; w < b.maybeCertain.length; w++) {
            for (long bits = b.maybeCertain[w]; bits != 0; bits &= bits - 1) {
                int k = (w << 6) + Long.numberOfTrailingZeros(bits);
                int c = b.freeCount[k];
                if (c >= 2 && c == b.left[k]) {
                    b.freeOf(k, f);
                    b.take(f[0], f[1]);
                    return true;
                }
                b.freeOf(k, f);
                if (threeFree(k)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean threeFree(int k) {
        for (int i = 0; i < 3; i++) {
            if (floating(f[i])) {
                board.take(f[(i + 1) % 3], f[(i + 2) % 3]);
                return true;
            }
        }
        int fourth = fourth(k);
        if (covered(fourth)) {
            return false; // only for a fourth tile in sight: see Known
        }
        int first = -1;
        for (int i = 0; i < 3; i++) {
            if (masks.dominates(board.present, f[i], fourth)) {
                if (first >= 0) {
                    board.take(f[first], f[i]);
                    return true;
                }
                first = i;
            }
        }
        if (first < 0) {
            return false;
        }
        board.take(f[first], f[first == 0 ? 1 : 0]);
        return true;
    }

    private boolean floating(int t) {
        return symmetric ? board.floating(t) : masks.floating(board.present, t);
    }

    private boolean covered(int t) {
        return symmetric ? board.covered(t) : masks.covered(board.present, t);
    }

    /**
     * The fourth tile of kind {@code k}, which has three free tiles ({@code f}) and one more on the
     * table: its one tile on the table that is not free, read from the sets without listing them.
     */
    private int fourth(int k) {
        Board b = board;
        long[] kt = b.kindTiles[k];
        for (int w = 0; w < b.words; w++) {
            long bits = b.present[w] & kt[w] & ~b.free[w];
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        throw new IllegalStateException("three free tiles of kind " + k + " and no fourth on the table");
    }

    /** {@link Known#dead()}: a kind that can no longer be paired, or pair kinds waiting in a cycle. */
    boolean dead() {
        return board.unpairable > 0 || waitCycle();
    }

    /**
     * {@link Known}'s wait cycle, its edges found with the stacking masks over the tiles of the
     * kinds with one pair left, instead of pair by pair. Whether a cycle exists does not depend on
     * how the kinds are numbered, so they are numbered as met.
     */
    private boolean waitCycle() {
        Board b = board;
        long[] pairs = b.pairTiles;
        int tiles = 0;
        boolean any = false;
        for (int w = 0; w < b.words; w++) {
            tiles += Long.bitCount(pairs[w]);
            for (long bits = pairs[w]; bits != 0 && !any; bits &= bits - 1) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                any = stackedOver(t);
            }
        }
        int n = tiles / 2;
        if (n < 2 || n > 64 || !any) {
            return false;
        }
        java.util.Arrays.fill(index, -1);
        int next = 0;
        for (int w = 0; w < b.words; w++) {
            for (long bits = pairs[w]; bits != 0; bits &= bits - 1) {
                int k = b.kind[(w << 6) + Long.numberOfTrailingZeros(bits)];
                if (index[k] < 0) {
                    waitsFor[next] = 0;
                    index[k] = next++;
                }
            }
        }
        for (int w = 0; w < b.words; w++) {
            for (long bits = pairs[w]; bits != 0; bits &= bits - 1) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                waitsFor[index[b.kind[t]]] |= waits(t);
            }
        }
        return Known.cycle(waitsFor, n);
    }

    /** Whether a tile of another kind with one pair left is stacked over {@code t}. */
    private boolean stackedOver(int t) {
        long[] over = masks.over[t];
        long[] own = board.kindTiles[board.kind[t]];
        for (int w = 0; w < board.words; w++) {
            if ((over[w] & board.pairTiles[w] & ~own[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The kinds (as bits of their number) with one pair left and a tile stacked over {@code t}, but {@code t}'s own. */
    private long waits(int t) {
        long[] over = masks.over[t];
        long[] own = board.kindTiles[board.kind[t]];
        long edges = 0;
        for (int w = 0; w < board.words; w++) {
            for (long bits = over[w] & board.pairTiles[w] & ~own[w]; bits != 0; bits &= bits - 1) {
                edges |= 1L << index[board.kind[(w << 6) + Long.numberOfTrailingZeros(bits)]];
            }
        }
        return edges;
    }
}
