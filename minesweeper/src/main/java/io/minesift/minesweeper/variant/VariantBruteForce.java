package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/**
 * The reference: tries every placement of the remaining mines on the hidden cells and keeps
 * those in which every shown clue fits its rule ({@link ClueRule#measure}, {@link ClueRule#fits})
 * and every global rule holds ({@link GlobalRule#holds}), each counted with its weight, the
 * product of its clues' {@link ClueRule#weight}s (1 except under the liar rule). It shares no
 * code with {@link VariantEngine} (no patterns, no trackers); it is meant for small boards.
 */
public final class VariantBruteForce {
    /** The most placements it will try. */
    public static final long MAX_PLACEMENTS = 20_000_000;

    private VariantBruteForce() {
    }

    /**
     * @throws IllegalArgumentException when there are more than {@link #MAX_PLACEMENTS} placements
     */
    public static VariantProbabilities of(VariantPosition p) {
        Geometry g = p.geometry();
        int[] hidden = bits(p.hidden());
        int left = p.totalMines() - Long.bitCount(p.flagged());
        long[] counts = new long[g.size()];
        if (left < 0 || left > hidden.length) {
            return new VariantProbabilities(g, 0, counts);
        }
        if (binomial(hidden.length, left) > MAX_PLACEMENTS) {
            throw new IllegalArgumentException("too many placements for a brute force: C(" + hidden.length + ", " + left + ")");
        }
        long layouts = 0;
        int[] pick = new int[left];
        for (int k = 0; k < left; k++) {
            pick[k] = k;
        }
        do {
            long mines = p.flagged();
            for (int k : pick) {
                mines |= 1L << hidden[k];
            }
            if (fits(p, mines)) {
                long w = weight(p, mines);
                layouts += w;
                for (long m = mines; m != 0; m &= m - 1) {
                    counts[Long.numberOfTrailingZeros(m)] += w;
                }
            }
        } while (advance(pick, hidden.length));
        return new VariantProbabilities(g, layouts, counts);
    }

    /** Whether a complete layout agrees with every shown clue and every global rule. */
    static boolean fits(VariantPosition p, long mines) {
        Geometry g = p.geometry();
        ClueRule rule = p.rules().clue();
        for (long r = p.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            if (!rule.fits(p.clue(c), rule.measure(g, c, mines))) {
                return false;
            }
            if (p.holdsAMine(c) && (Cells.set(rule.scope(g, c)) & mines) == 0) {
                return false; // its scope clear, it would have opened
            }
        }
        return p.rules().holds(g, mines);
    }

    /** The product of the shown clues' weights on a fitting layout. */
    private static long weight(VariantPosition p, long mines) {
        Geometry g = p.geometry();
        ClueRule rule = p.rules().clue();
        long w = 1;
        for (long r = p.revealed(); r != 0 && rule.weighs(); r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            w = Math.multiplyExact(w, rule.weight(p.clue(c), rule.measure(g, c, mines), rule.scope(g, c).length));
        }
        return w;
    }

    /** The next combination in lexicographic order; false after the last. */
    private static boolean advance(int[] pick, int n) {
        int k = pick.length - 1;
        while (k >= 0 && pick[k] == n - pick.length + k) {
            k--;
        }
        if (k < 0) {
            return false;
        }
        pick[k]++;
        for (int j = k + 1; j < pick.length; j++) {
            pick[j] = pick[j - 1] + 1;
        }
        return true;
    }

    private static int[] bits(long set) {
        int[] out = new int[Long.bitCount(set)];
        int n = 0;
        for (long s = set; s != 0; s &= s - 1) {
            out[n++] = Long.numberOfTrailingZeros(s);
        }
        return out;
    }

    static long binomial(int n, int k) {
        long b = 1;
        for (int j = 1; j <= k; j++) {
            b = b * (n - k + j) / j;
        }
        return b;
    }
}
