package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.List;

/**
 * A position seen as a choice of pairings: each kind's tiles left (2 or 4) are split into pairs
 * that will be taken together, one of at most 3 ways for four tiles. Under a fixed choice the order
 * no longer matters: removing tiles only frees others, so taking any pair whose two tiles are free,
 * again and again, clears the same tiles whatever the order ({@link #stuck}). A position is
 * clearable exactly when some choice clears every tile. {@link PairingWalk} searches the choices
 * for one that does, {@link PairingProof} proves that none does.
 *
 * <p>A split is left out when a tile of a pair is stacked over its partner, or when the two pairs
 * would each wait for the other ({@link KindPairs}' test), since no order takes such pairs.
 */
final class Pairings {
    /** The three ways to split tiles {@code t[0..3]} into two pairs, as index quadruples. */
    private static final int[][] SPLITS = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};

    private final TileMasks masks;
    private final long[] start;
    private final int[] kindOf;
    /** The tiles left of each kind (2 or 4; kinds with none left are dropped). */
    final int[][] tilesOf;
    /** The splits of each kind that some order could take. */
    final int[][] splits;
    /** The highest layer of each kind's tiles. */
    final int[] top;
    /** For each tile, the tiles some takeable split of its kind pairs it with. */
    private final int[][] mates;

    private Pairings(TileMasks masks, long[] start, int[] kindOf, int[][] tilesOf, KindPairs.Stacking stacking,
                     Partners partners) {
        this.masks = masks;
        this.start = start;
        this.kindOf = kindOf;
        this.tilesOf = tilesOf;
        this.splits = new int[tilesOf.length][];
        this.top = new int[tilesOf.length];
        for (int k = 0; k < tilesOf.length; k++) {
            splits[k] = takeable(tilesOf[k], stacking, partners);
        }
        this.mates = mates();
    }

    /** The pairings of {@code kind} (tile to kind index, −1 for tiles not in {@code start}) on {@code start}. */
    static Pairings of(Layout layout, long[] start, int[] kind, KindPairs.Stacking stacking) {
        return of(layout, start, kind, stacking, (x, y) -> true);
    }

    /** Whether two tiles of a kind may be partners: splits with a pair that may not are left out. */
    @FunctionalInterface
    interface Partners {
        boolean may(int x, int y);
    }

    /** As {@link #of(Layout, long[], int[], KindPairs.Stacking)}, leaving out splits with a pair {@code partners} forbids. */
    static Pairings of(Layout layout, long[] start, int[] kind, KindPairs.Stacking stacking, Partners partners) {
        TileMasks masks = TileMasks.of(layout);
        int kinds = layout.kinds();
        int[] count = new int[kinds];
        int[][] tiles = new int[kinds][4];
        int[] kindOf = new int[kind.length];
        java.util.Arrays.fill(kindOf, -1);
        for (int t = nextTile(start, 0); t >= 0; t = nextTile(start, t + 1)) {
            int k = kind[t];
            if (count[k] < 4) {
                tiles[k][count[k]] = t;
            }
            count[k]++;
        }
        List<int[]> kept = new ArrayList<>();
        for (int k = 0; k < kinds; k++) {
            if (count[k] > 0) {
                int[] t = java.util.Arrays.copyOf(tiles[k], Math.min(count[k], 4));
                for (int x : t) {
                    kindOf[x] = kept.size();
                }
                kept.add(t); // a deal holds at most 4 of a kind
            }
        }
        Pairings p = new Pairings(masks, start, kindOf, kept.toArray(new int[0][]), stacking, partners);
        for (int k = 0; k < p.kinds(); k++) {
            for (int t : p.tilesOf[k]) {
                p.top[k] = Math.max(p.top[k], layout.layer(t));
            }
        }
        return p;
    }

    /** The splits of tiles {@code t} that some order could take: none for an odd count. */
    private static int[] takeable(int[] t, KindPairs.Stacking s, Partners partners) {
        List<Integer> ok = new ArrayList<>();
        if (t.length == 2 && KindPairs.pairable(t, 2, s) && partners.may(t[0], t[1])) {
            ok.add(0);
        }
        for (int i = 0; t.length == 4 && i < SPLITS.length; i++) {
            int[] q = SPLITS[i];
            if (KindPairs.pairing(s, t[q[0]], t[q[1]], t[q[2]], t[q[3]]) && partners.may(t[q[0]], t[q[1]])
                    && partners.may(t[q[2]], t[q[3]])) {
                ok.add(i);
            }
        }
        return ok.stream().mapToInt(Integer::intValue).toArray();
    }

    int kinds() {
        return tilesOf.length;
    }

    /** Whether some kind has no takeable split: then no choice clears the position. */
    boolean hopeless() {
        for (int[] s : splits) {
            if (s.length == 0) {
                return true;
            }
        }
        return false;
    }

    /** The partner of each tile under {@code choice} (split index per kind; −1 leaves the kind open). */
    private int[] partners(int[] choice) {
        int[] partner = new int[kindOf.length];
        java.util.Arrays.fill(partner, -1);
        for (int k = 0; k < tilesOf.length; k++) {
            if (choice[k] >= 0) {
                int[] t = tilesOf[k];
                int[] q = t.length == 2 ? SPLITS[0] : SPLITS[choice[k]];
                for (int i = 0; i < t.length; i += 2) {
                    partner[t[q[i]]] = t[q[i + 1]];
                    partner[t[q[i + 1]]] = t[q[i]];
                }
            }
        }
        return partner;
    }

    /**
     * The tiles no order can take under a partial {@code choice} (−1: kind still open), an
     * optimistic bound: a tile of a chosen kind goes with its partner when both are free; a tile of
     * an open kind goes when it is free and a tile that a takeable split pairs it with is free or
     * gone (its partner, whichever it is, must be one of those when the two are taken). Every real
     * order under a completion of the choice removes no tile this bound keeps, so tiles left mean no
     * completion clears the position. With every kind chosen it is exact: the tiles the choice
     * leaves whatever the order (empty when it clears the position).
     */
    long[] stuck(int[] choice) {
        return sweep(choice, null, null);
    }

    /**
     * As {@link #stuck(int[])}, tighter with the facts of every winning order that takes the pairs
     * chosen ({@code facts}): a tile goes only once every tile that must go before it is gone, and
     * with a tile the facts still allow as its partner. Still a bound: the sweep takes each tile no
     * later than a real order does, so when the real order takes it, those tiles are gone in the
     * sweep too.
     */
    long[] stuck(int[] choice, Precedence facts) {
        return sweep(choice, null, facts);
    }

    /** The order in which {@code choice} (every kind chosen) takes its pairs: a winning order when {@link #stuck} is empty. */
    List<Move> order(int[] choice) {
        List<Move> order = new ArrayList<>();
        sweep(choice, order, null);
        return order;
    }

    /** Takes tiles as {@link #stuck} says, adding each pair taken to {@code order} unless it is null. */
    private long[] sweep(int[] choice, List<Move> order, Precedence facts) {
        int[] partner = partners(choice);
        long[] left = start.clone();
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int t = nextTile(left, 0); t >= 0; t = nextTile(left, t + 1)) {
                if (masks.free(left, t) && goes(left, t, partner[t], facts)) {
                    remove(left, t);
                    if (partner[t] >= 0) {
                        remove(left, partner[t]);
                        if (order != null) {
                            order.add(new Move(t, partner[t]));
                        }
                    }
                    changed = true;
                }
            }
        }
        return left;
    }

    private boolean goes(long[] left, int t, int partner, Precedence facts) {
        if (facts != null && TileMasks.meets(left, facts.before[t])) {
            return false;
        }
        if (partner >= 0) {
            return TileMasks.has(left, partner) && masks.free(left, partner);
        }
        for (int u : mates[t]) {
            if ((facts == null || facts.mates(t, u)) && (!TileMasks.has(left, u) || masks.free(left, u))) {
                return true;
            }
        }
        return false;
    }

    /** For each tile, the tiles some takeable split of its kind pairs it with. */
    private int[][] mates() {
        int[][] m = new int[kindOf.length][0];
        for (int k = 0; k < tilesOf.length; k++) {
            int[] t = tilesOf[k];
            for (int split : splits[k]) {
                int[] q = t.length == 2 ? SPLITS[0] : SPLITS[split];
                for (int i = 0; i < t.length; i += 2) {
                    m[t[q[i]]] = append(m[t[q[i]]], t[q[i + 1]]);
                    m[t[q[i + 1]]] = append(m[t[q[i + 1]]], t[q[i]]);
                }
            }
        }
        return m;
    }

    private static int[] append(int[] a, int x) {
        int[] b = java.util.Arrays.copyOf(a, a.length + 1);
        b[a.length] = x;
        return b;
    }

    /** The pairs of kind index {@code k} under split {@code split}: one or two tile pairs. */
    int[][] pairs(int k, int split) {
        int[] t = tilesOf[k];
        int[] q = t.length == 2 ? SPLITS[0] : SPLITS[split];
        return t.length == 2 ? new int[][]{{t[0], t[1]}} : new int[][]{{t[q[0]], t[q[1]]}, {t[q[2]], t[q[3]]}};
    }

    /** The index in {@link #tilesOf} of tile {@code t}'s kind. */
    int kindIndex(int t) {
        return kindOf[t];
    }

    private static void remove(long[] set, int t) {
        set[t >>> 6] &= ~(1L << t);
    }

    static int nextTile(long[] set, int from) {
        for (int w = from >>> 6; w < set.length; w++) {
            long bits = w == from >>> 6 ? set[w] & (-1L << (from & 63)) : set[w];
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }
}
