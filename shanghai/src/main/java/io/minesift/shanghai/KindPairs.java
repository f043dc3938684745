package io.minesift.shanghai;

/**
 * Whether the tiles left of one kind can still be taken in pairs, given which tiles are stacked
 * over which: no pair may hold a tile stacked over its partner, and of two pairs neither may have to
 * wait for the other (a tile of each stacked over a tile of the other). A sound test: it never
 * rejects tiles that some order can clear. The exact solver and the players' searches both cut dead
 * tables with it, each with its own stacking relation.
 */
public final class KindPairs {
    /** The stacking relation: whether {@code x} is stacked over {@code y}, so it must go first. */
    @FunctionalInterface
    public interface Stacking {
        boolean over(int x, int y);
    }

    private KindPairs() {
    }

    /** Whether the first {@code count} tiles of {@code t} (one kind's tiles left: 0, 2 or 4) can still be paired. */
    public static boolean pairable(int[] t, int count, Stacking s) {
        if (count % 2 == 1) {
            return false;
        }
        if (count == 2) {
            return !s.over(t[0], t[1]) && !s.over(t[1], t[0]);
        }
        return count != 4 || pairing(s, t[0], t[1], t[2], t[3]) || pairing(s, t[0], t[2], t[1], t[3])
                || pairing(s, t[0], t[3], t[1], t[2]);
    }

    /** Whether the pairs (a, b) and (c, d) can both be taken, in some order. */
    static boolean pairing(Stacking s, int a, int b, int c, int d) {
        boolean inside = s.over(a, b) || s.over(b, a) || s.over(c, d) || s.over(d, c);
        boolean firstWaits = s.over(c, a) || s.over(c, b) || s.over(d, a) || s.over(d, b);
        boolean secondWaits = s.over(a, c) || s.over(a, d) || s.over(b, c) || s.over(b, d);
        return !inside && !(firstWaits && secondWaits);
    }
}
