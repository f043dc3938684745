package io.minesift.shanghai.play;

/**
 * One pass over a full-information table (every kind known): its free tiles by kind, its legal
 * moves, and the counts the action value compares before and after a move (legal moves, floating
 * tiles, hidden tiles, tiles left).
 */
final class Scan {
    /** {@code free[k][0..freeCount[k]-1]}: the free tiles of kind {@code k}, in index order. */
    final int[][] free;
    final int[] freeCount;
    /** Tiles of each kind still on the table. */
    final int[] left;
    final int legalMoves;
    final int floating;
    final int hidden;
    final int remaining;

    Scan(Masks masks, int[] kind, int kinds, long[] present) {
        free = new int[kinds][4];
        freeCount = new int[kinds];
        left = new int[kinds];
        int floatingCount = 0;
        int hiddenCount = 0;
        int count = 0;
        for (int w = 0; w < present.length; w++) {
            long bits = present[w];
            while (bits != 0) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                count++;
                int k = kind[t];
                left[k]++;
                if (masks.covered(present, t)) {
                    hiddenCount++;
                    continue;
                }
                if (!(Masks.meets(present, masks.left[t]) && Masks.meets(present, masks.right[t]))) {
                    free[k][freeCount[k]++] = t;
                }
                if (masks.floating(present, t)) {
                    floatingCount++;
                }
            }
        }
        int moves = 0;
        for (int c : freeCount) {
            moves += c * (c - 1) / 2;
        }
        legalMoves = moves;
        floating = floatingCount;
        hidden = hiddenCount;
        remaining = count;
    }
}
