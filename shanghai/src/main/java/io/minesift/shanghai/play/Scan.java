package io.minesift.shanghai.play;

import io.minesift.shanghai.TileMasks;

/**
 * One pass over a full-information table (every kind known): its free tiles by kind, its legal
 * moves, and the counts the action value compares before and after a move (legal moves, floating
 * tiles, hidden tiles, tiles left). The relations are gathered as whole sets in one walk over the
 * tiles on the table, each tile adding its neighbours to them: what has a tile on it, what lies on
 * a tile, what has a left and what a right neighbour; freeness and floating are then a few word
 * operations. {@code MasksTest} checks every count against the rules core.
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

    Scan(TileMasks masks, int[] kind, int kinds, long[] present) {
        int words = present.length;
        long[] covered = new long[words];
        long[] liesOn = new long[words];
        long[] hasLeft = new long[words];
        long[] hasRight = new long[words];
        for (int w = 0; w < words; w++) {
            for (long bits = present[w]; bits != 0; bits &= bits - 1) {
                int u = (w << 6) + Long.numberOfTrailingZeros(bits);
                or(covered, masks.below[u]);
                or(liesOn, masks.above[u]);
                or(hasLeft, masks.right[u]);
                or(hasRight, masks.left[u]);
            }
        }
        // t dominates a side neighbour y when y has a tile on its far side too
        long[] sideDominates = new long[words];
        for (int w = 0; w < words; w++) {
            for (long bits = present[w] & hasRight[w]; bits != 0; bits &= bits - 1) {
                or(sideDominates, masks.left[(w << 6) + Long.numberOfTrailingZeros(bits)]);
            }
            for (long bits = present[w] & hasLeft[w]; bits != 0; bits &= bits - 1) {
                or(sideDominates, masks.right[(w << 6) + Long.numberOfTrailingZeros(bits)]);
            }
        }
        free = new int[kinds][4];
        freeCount = new int[kinds];
        left = new int[kinds];
        int floatingCount = 0;
        int hiddenCount = 0;
        int count = 0;
        for (int w = 0; w < words; w++) {
            long p = present[w];
            long blocked = hasLeft[w] & hasRight[w];
            long open = p & ~covered[w];
            hiddenCount += Long.bitCount(p & covered[w]);
            floatingCount += Long.bitCount(open & ~liesOn[w] & ~blocked & ~sideDominates[w]);
            count += Long.bitCount(p);
            for (long bits = p; bits != 0; bits &= bits - 1) {
                left[kind[(w << 6) + Long.numberOfTrailingZeros(bits)]]++;
            }
            for (long bits = open & ~blocked; bits != 0; bits &= bits - 1) {
                int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                free[kind[t]][freeCount[kind[t]]++] = t;
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

    private static void or(long[] into, long[] mask) {
        for (int w = 0; w < into.length; w++) {
            into[w] |= mask[w];
        }
    }
}
