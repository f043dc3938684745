package io.minesift.shanghai.play;

import io.minesift.shanghai.KindPairs;
import io.minesift.shanghai.TileMasks;

/**
 * A full-information table for the players' searches: the layout's masks, a kind for every tile
 * (the truth of a sample, never of the real deal) and the tiles still on the table. The search
 * copies only the few words of {@code present} a move; the kinds are shared.
 */
record Known(TileMasks masks, int[] kind, int kinds, long[] present) {
    Scan scan() {
        return new Scan(masks, kind, kinds, present);
    }

    Known without(int a, int b) {
        long[] next = present.clone();
        next[a >>> 6] &= ~(1L << a);
        next[b >>> 6] &= ~(1L << b);
        return new Known(masks, kind, kinds, next);
    }

    /**
     * The first certain move of issue #16's four rules with every kind known, as a pair of tiles,
     * or null: (1) a kind with 2 tiles left, both free; (2) all 4 free; (3) 3 free, one floating:
     * the other two; (4) 3 free, one dominating the fourth tile of its kind, which is in sight: it and
     * another.
     */
    int[] certainMove(Scan s) {
        for (int k = 0; k < kinds; k++) {
            int c = s.freeCount[k];
            int[] f = s.free[k];
            if (c >= 2 && c == s.left[k]) {
                return new int[] {f[0], f[1]};
            }
            if (c == 3) {
                int[] move = threeFree(k, f);
                if (move != null) {
                    return move;
                }
            }
        }
        return null;
    }

    private int[] threeFree(int k, int[] f) {
        for (int i = 0; i < 3; i++) {
            if (masks.floating(present, f[i])) {
                return new int[] {f[(i + 1) % 3], f[(i + 2) % 3]};
            }
        }
        int fourth = fourth(k, f);
        if (masks.covered(present, fourth)) {
            // Only for a fourth tile in sight, as from a view: with the fourth under a stack, the
            // tile left on the table may lie over it through the stack (TreeSearchTest found such
            // losses with full knowledge).
            return null;
        }
        int first = -1;
        for (int i = 0; i < 3; i++) {
            if (masks.dominates(present, f[i], fourth)) {
                if (first >= 0) {
                    // Two of them dominate the fourth (one may lie on it, which a view never shows):
                    // take those two. Taking one with the third could leave a tile lying on its partner.
                    return new int[] {f[first], f[i]};
                }
                first = i;
            }
        }
        return first < 0 ? null : new int[] {f[first], f[first == 0 ? 1 : 0]};
    }

    private int fourth(int k, int[] f) {
        for (int w = 0; w < present.length; w++) {
            long bits = present[w];
            while (bits != 0) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (kind[t] == k && t != f[0] && t != f[1] && t != f[2]) {
                    return t;
                }
            }
        }
        throw new IllegalStateException("three free tiles of kind " + k + " and no fourth on the table");
    }

    /** A table with its scan. */
    record Scanned(Known table, Scan scan) {
    }

    /** This table (scanned as {@code s}) after every certain move, taken one at a time until none is left. */
    Scanned certainClosure(Scan s) {
        Known k = this;
        for (int[] move = k.certainMove(s); move != null; move = k.certainMove(s)) {
            k = k.without(move[0], move[1]);
            s = k.scan();
        }
        return new Scanned(k, s);
    }

    /**
     * Whether this table can surely not be cleared because some kind's tiles left can no longer be
     * paired: a pair would hold a tile stacked over its partner, or, of four, every split into two
     * pairs has such a pair or two pairs each waiting for the other (a tile of each stacked over a
     * tile of the other), or the kinds with one pair left wait for each other in a cycle. Sound, not
     * complete: it never calls a clearable table dead.
     */
    boolean dead() {
        int[][] of = new int[kinds][4];
        int[] count = new int[kinds];
        for (int w = 0; w < present.length; w++) {
            long bits = present[w];
            while (bits != 0) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                of[kind[t]][count[kind[t]]++] = t;
            }
        }
        for (int k = 0; k < kinds; k++) {
            if (!KindPairs.pairable(of[k], count[k], this::over)) {
                return true;
            }
        }
        return waitCycle(of, count);
    }

    /**
     * Whether the kinds with one pair left wait for each other in a cycle: kind A waits for kind B
     * when a tile of B is stacked over a tile of A, so B's only pair must go first; a cycle can never
     * start. (Kinds with two pairs left may split either way, so they are left out: still sound.)
     */
    private boolean waitCycle(int[][] of, int[] count) {
        int[] pairKinds = new int[kinds];
        int n = 0;
        for (int k = 0; k < kinds; k++) {
            if (count[k] == 2) {
                pairKinds[n++] = k;
            }
        }
        long[] waitsFor = new long[n]; // bit j: pair kind i waits for pair kind j (n <= 64 is checked)
        if (n < 2 || n > 64) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            int[] a = of[pairKinds[i]];
            for (int j = 0; j < n; j++) {
                int[] b = of[pairKinds[j]];
                if (i != j && (over(b[0], a[0]) || over(b[0], a[1]) || over(b[1], a[0]) || over(b[1], a[1]))) {
                    waitsFor[i] |= 1L << j;
                }
            }
        }
        return cycle(waitsFor, n);
    }

    /**
     * Whether the first {@code n} kinds (at most 64) wait for each other in a cycle, kind {@code i}
     * waiting for those of the bits of {@code waitsFor[i]}: the kinds that wait for no remaining kind
     * are peeled, again and again; a cycle is what cannot be peeled.
     */
    static boolean cycle(long[] waitsFor, int n) {
        long remaining = n == 64 ? -1L : (1L << n) - 1;
        boolean peeled = true;
        while (peeled) {
            peeled = false;
            for (int i = 0; i < n; i++) {
                if ((remaining & (1L << i)) != 0 && (waitsFor[i] & remaining) == 0) {
                    remaining &= ~(1L << i);
                    peeled = true;
                }
            }
        }
        return remaining != 0;
    }

    private boolean over(int x, int y) {
        return TileMasks.has(masks.over[y], x);
    }
}
