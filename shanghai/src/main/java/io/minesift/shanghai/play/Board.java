package io.minesift.shanghai.play;

import io.minesift.shanghai.KindPairs;
import io.minesift.shanghai.TileMasks;

/**
 * A full-information table (a sample's kinds, the tiles still on it) that the fast search changes in
 * place: {@link #take} removes a pair, {@link #undo} puts the last pair taken back. It keeps what a
 * {@link Scan} finds, updated move by move rather than rescanned: for each tile how many tiles on the
 * table cover it, it lies on, touch it on the left and on the right; from those its free, floating
 * and hidden state; and the totals the action value compares. A move changes only the state of the
 * few tiles {@link Relations#affected} names. It also keeps, per kind, whether its tiles left can
 * still be paired ({@link KindPairs}, which depends only on which of them are left), so the dead
 * test is a count and a cycle check. {@code BoardTest} checks every figure against {@link Scan} and
 * {@link Known} on every position of many plays.
 */
final class Board {
    private static final int FREE = 1;
    private static final int FLOATING = 2;
    private static final int HIDDEN = 4;

    final Relations rel;
    final TileMasks masks;
    final int kinds;
    final int words;
    /** The tiles on the table: read it, never write it. */
    final long[] present;
    int[] kind;
    /** {@code kindTiles[k]}: every tile of kind {@code k}, on the table or not. */
    final long[][] kindTiles;
    /** The free tiles. */
    final long[] free;
    final int[] freeCount;
    final int[] left;
    int legalMoves;
    int floating;
    int hidden;
    int remaining;
    /** How many kinds' tiles left can no longer be paired. */
    int unpairable;
    /** The kinds that may have a certain move (2 or more free and all left free, or 3 free), as bits. */
    final long[] maybeCertain;
    /** The tiles on the table of the kinds with one pair left. */
    final long[] pairTiles;

    private final int[] coveredBy;
    private final int[] liesOn;
    private final int[] leftCount;
    private final int[] rightCount;
    private final byte[] state;
    private final boolean[] pairable;
    /** The pairs taken, two tiles an entry, with the pairability of their kinds before. */
    private final int[] taken;
    private final boolean[] pairableBefore;
    private int moves;
    /**
     * The states each move changed, so {@link #undo} restores them without working them out again:
     * {@code changedTile[i]} had state {@code changedFrom[i]}; move {@code m}'s start at {@code changes[m]}.
     */
    private int[] changedTile;
    private byte[] changedFrom;
    private final int[] changes;
    private int changed;
    private final int[] scratch = new int[8];
    private final KindPairs.Stacking stacking = this::over;

    Board(TileMasks masks, int kinds) {
        this.masks = masks;
        this.rel = Relations.of(masks);
        this.kinds = kinds;
        this.words = masks.words;
        int n = masks.tiles;
        present = new long[words];
        kindTiles = new long[kinds][words];
        free = new long[words];
        freeCount = new int[kinds];
        left = new int[kinds];
        coveredBy = new int[n];
        liesOn = new int[n];
        leftCount = new int[n];
        rightCount = new int[n];
        state = new byte[n];
        pairable = new boolean[kinds];
        maybeCertain = new long[(kinds + 63) >>> 6];
        pairTiles = new long[words];
        taken = new int[n + 2];
        pairableBefore = new boolean[n + 2];
        changes = new int[n / 2 + 2];
        changedTile = new int[4 * n];
        changedFrom = new byte[4 * n];
    }

    /** Sets the table to {@code tiles} with tile {@code t} of kind {@code kind[t]} (kept, not copied). */
    void reset(int[] kind, long[] tiles) {
        this.kind = kind;
        System.arraycopy(tiles, 0, present, 0, words);
        java.util.Arrays.fill(free, 0);
        java.util.Arrays.fill(freeCount, 0);
        java.util.Arrays.fill(left, 0);
        java.util.Arrays.fill(coveredBy, 0);
        java.util.Arrays.fill(liesOn, 0);
        java.util.Arrays.fill(leftCount, 0);
        java.util.Arrays.fill(rightCount, 0);
        java.util.Arrays.fill(state, (byte) 0);
        for (long[] k : kindTiles) {
            java.util.Arrays.fill(k, 0);
        }
        for (int t = 0; t < kind.length; t++) {
            kindTiles[kind[t]][t >>> 6] |= 1L << t;
        }
        legalMoves = 0;
        floating = 0;
        hidden = 0;
        remaining = 0;
        moves = 0;
        changed = 0;
        for (int u = 0; u < kind.length; u++) {
            if (TileMasks.has(present, u)) {
                remaining++;
                left[kind[u]]++;
                count(u, 1);
            }
        }
        for (int t = 0; t < kind.length; t++) {
            apply(t, stateNow(t));
        }
        unpairable = 0;
        java.util.Arrays.fill(maybeCertain, 0);
        java.util.Arrays.fill(pairTiles, 0);
        for (int k = 0; k < kinds; k++) {
            pairable[k] = pairableNow(k);
            unpairable += pairable[k] ? 0 : 1;
            resync(k);
        }
    }

    /** Removes {@code a} and {@code b}, two tiles on the table. */
    void take(int a, int b) {
        taken[2 * moves] = a;
        taken[2 * moves + 1] = b;
        pairableBefore[2 * moves] = pairable[kind[a]];
        pairableBefore[2 * moves + 1] = pairable[kind[b]];
        changes[moves] = changed;
        moves++;
        flip(a, -1);
        flip(b, -1);
        refresh(rel.affected[a]);
        refresh(rel.affected[b]);
        repair(kind[a]);
        resync(kind[a]);
        if (kind[b] != kind[a]) {
            repair(kind[b]);
            resync(kind[b]);
        }
    }

    /** Puts back the last pair taken. */
    void undo() {
        moves--;
        int a = taken[2 * moves];
        int b = taken[2 * moves + 1];
        flip(b, 1);
        flip(a, 1);
        while (changed > changes[moves]) {
            changed--;
            apply(changedTile[changed], changedFrom[changed]);
        }
        setPairable(kind[b], pairableBefore[2 * moves + 1]);
        setPairable(kind[a], pairableBefore[2 * moves]);
        resync(kind[a]);
        resync(kind[b]);
    }

    /** Brings kind {@code k}'s bit of {@link #maybeCertain} and its tiles in {@link #pairTiles} up to date. */
    private void resync(int k) {
        recheck(k);
        long[] kt = kindTiles[k];
        for (int w = 0; w < words; w++) {
            pairTiles[w] = left[k] == 2 ? pairTiles[w] | (present[w] & kt[w]) : pairTiles[w] & ~kt[w];
        }
    }

    /** Brings kind {@code k}'s bit of {@link #maybeCertain} up to date. */
    private void recheck(int k) {
        int c = freeCount[k];
        long bit = 1L << k;
        if (c >= 2 && c == left[k] || c == 3) {
            maybeCertain[k >>> 6] |= bit;
        } else {
            maybeCertain[k >>> 6] &= ~bit;
        }
    }

    /** How many pairs are taken: {@link #undoTo} it to come back here. */
    int mark() {
        return moves;
    }

    void undoTo(int mark) {
        while (moves > mark) {
            undo();
        }
    }

    /** Whether {@code t} is on the table and floating, as {@link Scan} counts it. */
    boolean floating(int t) {
        return (state[t] & FLOATING) != 0;
    }

    /** Whether a tile on the table lies on {@code t}, as {@link Scan} gathers it (from the tiles under each). */
    boolean covered(int t) {
        return coveredBy[t] > 0;
    }

    /** The free tiles of kind {@code k} into {@code into}, in index order; their number. */
    int freeOf(int k, int[] into) {
        return members(free, kindTiles[k], into);
    }

    /** The tiles of kind {@code k} on the table into {@code into}, in index order; their number. */
    int leftOf(int k, int[] into) {
        return members(present, kindTiles[k], into);
    }

    private int members(long[] set, long[] of, int[] into) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            for (long bits = set[w] & of[w]; bits != 0; bits &= bits - 1) {
                into[n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return n;
    }

    private void flip(int u, int delta) {
        present[u >>> 6] ^= 1L << u;
        remaining += delta;
        left[kind[u]] += delta;
        count(u, delta);
    }

    /** Adds {@code delta} to the counts {@code u} contributes to, as {@link Scan} gathers them. */
    private void count(int u, int delta) {
        for (int t : rel.below[u]) {
            coveredBy[t] += delta;
        }
        for (int t : rel.above[u]) {
            liesOn[t] += delta;
        }
        for (int t : rel.right[u]) {
            leftCount[t] += delta;
        }
        for (int t : rel.left[u]) {
            rightCount[t] += delta;
        }
    }

    /** Brings the state of the tiles {@code ts} and the totals up to date, noting each change for {@link #undo}. */
    private void refresh(int[] ts) {
        for (int t : ts) {
            int now = stateNow(t);
            if (now != state[t]) {
                if (changed == changedTile.length) {
                    changedTile = java.util.Arrays.copyOf(changedTile, 2 * changed);
                    changedFrom = java.util.Arrays.copyOf(changedFrom, 2 * changed);
                }
                changedTile[changed] = t;
                changedFrom[changed++] = state[t];
                apply(t, now);
            }
        }
    }

    /** Gives {@code t} the state {@code now}, keeping the totals. */
    private void apply(int t, int now) {
        int was = state[t];
        state[t] = (byte) now;
        int diff = now ^ was;
        if ((diff & FREE) != 0) {
            int k = kind[t];
            int c = freeCount[k];
            legalMoves -= c * (c - 1) / 2;
            c += (now & FREE) != 0 ? 1 : -1;
            legalMoves += c * (c - 1) / 2;
            freeCount[k] = c;
            free[t >>> 6] ^= 1L << t;
            recheck(k);
        }
        if ((diff & FLOATING) != 0) {
            floating += (now & FLOATING) != 0 ? 1 : -1;
        }
        if ((diff & HIDDEN) != 0) {
            hidden += (now & HIDDEN) != 0 ? 1 : -1;
        }
    }

    private int stateNow(int t) {
        if (!TileMasks.has(present, t)) {
            return 0;
        }
        if (coveredBy[t] > 0) {
            return HIDDEN;
        }
        if (leftCount[t] > 0 && rightCount[t] > 0) {
            return 0;
        }
        return liesOn[t] == 0 && !sideDominates(t) ? FREE | FLOATING : FREE;
    }

    /** Whether {@code t} touches a tile on the table that has a tile on its far side too. */
    private boolean sideDominates(int t) {
        for (int y : rel.leftOf[t]) {
            if (rightCount[y] > 0 && TileMasks.has(present, y)) {
                return true;
            }
        }
        for (int y : rel.rightOf[t]) {
            if (leftCount[y] > 0 && TileMasks.has(present, y)) {
                return true;
            }
        }
        return false;
    }

    private void repair(int k) {
        setPairable(k, pairableNow(k));
    }

    private void setPairable(int k, boolean p) {
        if (pairable[k] != p) {
            pairable[k] = p;
            unpairable += p ? -1 : 1;
        }
    }

    /** {@link Known#dead}'s test of kind {@code k}, which depends only on its tiles left. */
    private boolean pairableNow(int k) {
        int n = left[k];
        if (n == 0) {
            return true;
        }
        if (n > scratch.length) {
            return false;
        }
        leftOf(k, scratch);
        return KindPairs.pairable(scratch, n, stacking);
    }

    boolean over(int x, int y) {
        return TileMasks.has(masks.over[y], x);
    }
}
