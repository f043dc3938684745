package io.minesift.minesweeper.player;

import java.util.Arrays;

/**
 * A set of layouts as an endgame memo key ({@link SearchMemo}, {@link EndgameMemo}): its bits in
 * the search's list of layouts, or (shared across searches) the board size then the layouts'
 * mines over the whole board, in increasing order. The cells opened on the way are not part of
 * it: each is safe in every layout of the set and shows the same number in all of them (the set
 * was split by it), so opening it again tells nothing and the chance of winning depends on the
 * set alone.
 */
final class EndgameKey {
    private final long[] set;
    private final int hash; // kept: a shared key can be thousands of words long

    EndgameKey(long[] set) {
        this.set = set;
        long h = 0x9E3779B97F4A7C15L;
        for (long w : set) {
            h = (h ^ w) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        this.hash = (int) (h ^ (h >>> 32));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EndgameKey k && k.hash == hash && Arrays.equals(set, k.set);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** How many words the key holds. */
    int words() {
        return set.length;
    }
}
