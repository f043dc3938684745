package io.minesift.shanghai;

import java.util.Arrays;

/**
 * Facts that hold in <em>every winning order</em> from a set of tiles: "tile x is removed in an
 * earlier move than tile y" ({@link #before}), and which tiles can be partners ({@link #mates}).
 * Found without search, by propagating to a fixed point; a contradiction (a tile that would have to
 * go before itself, a kind whose tiles cannot be split into pairs) proves that no winning order
 * exists, so the position is dead. Each rule below derives only facts true of every winning order
 * (given the facts already derived), so everything it derives stays true, and a contradiction is a
 * proof:
 * <ol>
 *   <li><b>Stacks.</b> A tile lying on {@code t} goes before {@code t}: {@code t} is not free while
 *       one lies on it.</li>
 *   <li><b>Chains.</b> "Before" is transitive.</li>
 *   <li><b>Sides.</b> {@code t} is free only when all its left neighbours or all its right
 *       neighbours are gone. A left neighbour {@code l} goes while {@code t} is still there, so
 *       {@code t} blocks its right side and {@code l}'s own left neighbours must be gone first:
 *       clearing {@code t}'s left side needs the whole chain {@code L(t)} to its left, with what
 *       goes before each of those. A side is impossible when its chain holds {@code t}, its partner,
 *       or a tile that must go after them; when the partner lies in one side's chain, that side is
 *       still full when the pair goes (the partner leaves in the same move), so the other side is
 *       needed. A tile needs {@code L(t)}, {@code R(t)}, or, when both are possible, what they share.</li>
 *   <li><b>Pairs.</b> Tiles {@code t} and {@code p} of one kind can be partners only if neither must
 *       go before the other, neither needs a side the other blocks in both ways, and what the pair
 *       needs holds neither. Two pairs of a kind cannot both be taken when each needs a tile of the
 *       other first. A kind with an odd count, or with no split into two takeable pairs, is a
 *       contradiction.</li>
 *   <li><b>Partners.</b> Every tile leaves with one of its possible partners, so what it needs with
 *       every one of them (under each split still possible, with the other pair when that split
 *       makes it go first) goes before it.</li>
 * </ol>
 * A winning order from a position reached by moves extends the moves before it to a winning order
 * from here, so the facts also hold, among the tiles left, in every position the solver reaches
 * from here; the solver prunes with them ({@link Solver}).
 */
final class Precedence {
    private final Layout layout;
    private final TileMasks masks;
    private final long[] present;
    private final int[] kind;
    private final int n;
    private final int words;
    /** {@code before[t]}: tiles that go in an earlier move than {@code t} in every winning order. */
    final long[][] before;
    /** {@code mates[t]}: the tiles that can still be {@code t}'s partner. */
    final long[][] mates;
    /** {@code after[t]}: the tiles {@code t} goes before (the transpose of {@link #before}). */
    private final long[][] after;
    private final long[][] leftChain;
    private final long[][] rightChain;
    /** The present tiles by column, left to right, so a tile's left neighbours come first. */
    private final int[] byColumn;
    private final int[][] tilesOfKind;
    private boolean dead;

    private Precedence(Layout layout, long[] present, int[] kind) {
        this.layout = layout;
        this.masks = TileMasks.of(layout);
        this.present = present.clone();
        this.kind = kind;
        this.n = layout.size();
        this.words = masks.words;
        this.before = new long[n][words];
        this.mates = new long[n][words];
        this.after = new long[n][words];
        this.leftChain = new long[n][words];
        this.rightChain = new long[n][words];
        this.byColumn = presentByColumn();
        this.tilesOfKind = tilesOfKind();
    }

    /** A copy of {@code o}'s facts, to add to. */
    private Precedence(Precedence o) {
        this.layout = o.layout;
        this.masks = o.masks;
        this.present = o.present;
        this.kind = o.kind;
        this.n = o.n;
        this.words = o.words;
        this.before = deepCopy(o.before);
        this.mates = deepCopy(o.mates);
        this.after = deepCopy(o.after);
        this.leftChain = new long[n][words];
        this.rightChain = new long[n][words];
        this.byColumn = o.byColumn;
        this.tilesOfKind = o.tilesOfKind;
        this.dead = o.dead;
    }

    private static long[][] deepCopy(long[][] a) {
        long[][] c = new long[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    /** The facts of the tiles {@code present} of a deal whose tile {@code t} has kind {@code kind[t]}. */
    static Precedence of(Layout layout, long[] present, int[] kind) {
        Precedence p = new Precedence(layout, present, kind);
        p.propagate();
        return p;
    }

    /** Whether the facts contradict each other: then no winning order exists. */
    boolean dead() {
        return dead;
    }

    /** Whether {@code x} goes in an earlier move than {@code y} in every winning order. */
    boolean goesBefore(int x, int y) {
        return TileMasks.has(before[y], x);
    }

    /** The tiles that go after {@code t} in every winning order (shared: never write it). */
    long[] after(int t) {
        return after[t];
    }

    /** Whether {@code x} and {@code y} can still be partners. */
    boolean mates(int x, int y) {
        return TileMasks.has(mates[x], y);
    }

    /**
     * Whether taking {@code a} and {@code b} from {@code tiles} (a set reached from this one) breaks
     * no fact: they can be partners and no tile that must go before either is still there.
     */
    boolean allows(long[] tiles, int a, int b) {
        return mates(a, b) && !TileMasks.meets(tiles, before[a]) && !TileMasks.meets(tiles, before[b]);
    }

    private int[] presentByColumn() {
        int count = 0;
        int[] tiles = new int[n];
        for (int t = Pairings.nextTile(present, 0); t >= 0; t = Pairings.nextTile(present, t + 1)) {
            tiles[count++] = t;
        }
        Integer[] boxed = new Integer[count];
        for (int i = 0; i < count; i++) {
            boxed[i] = tiles[i];
        }
        Arrays.sort(boxed, (a, b) -> Integer.compare(layout.col(a), layout.col(b)));
        return Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
    }

    private int[][] tilesOfKind() {
        int kinds = 0;
        for (int t : byColumn) {
            kinds = Math.max(kinds, kind[t] + 1);
        }
        int[] count = new int[kinds];
        for (int t : byColumn) {
            count[kind[t]]++;
        }
        int[][] of = new int[kinds][];
        for (int k = 0; k < kinds; k++) {
            of[k] = new int[count[k]];
            count[k] = 0;
        }
        for (int t : byColumn) {
            of[kind[t]][count[kind[t]]++] = t;
        }
        return of;
    }

    private void propagate() {
        stacks();
        for (int t : byColumn) {
            for (int u : byColumn) {
                if (u != t && kind[u] == kind[t]) {
                    mates[t][u >>> 6] |= 1L << u;
                }
            }
        }
        for (int[] tiles : tilesOfKind) {
            if (tiles.length % 2 == 1) {
                dead = true;
                return;
            }
        }
        settle();
    }

    /**
     * The facts of every winning order that takes the pairs {@code pairs} (tile pairs, each of one
     * kind): these facts with each tile's partner fixed, propagated again. A contradiction proves
     * that no winning order takes those pairs.
     */
    Precedence withPairs(int[][] pairs) {
        Precedence p = new Precedence(this);
        for (int[] pair : pairs) {
            if (!p.dead && !(mates(pair[0], pair[1]))) {
                p.dead = true;
            }
            for (int i = 0; i < 2; i++) {
                Arrays.fill(p.mates[pair[i]], 0);
                p.mates[pair[i]][pair[1 - i] >>> 6] |= 1L << pair[1 - i];
            }
        }
        if (!p.dead) {
            p.settle();
        }
        return p;
    }

    /**
     * These facts, narrowed by probing: a split of a kind whose pairs, fixed, lead to a
     * contradiction is taken by no winning order, so its pairs stop being partners; again until
     * no probe fails or {@code maxProbes} propagations were spent. The propagations spent are
     * added to {@code spent[0]}.
     */
    Precedence probed(long maxProbes, long[] spent) {
        Precedence p = new Precedence(this);
        for (boolean narrowed = true; narrowed && !p.dead; ) {
            narrowed = false;
            for (int[] tiles : tilesOfKind) {
                if (tiles.length != 4) {
                    continue;
                }
                for (int[] split : FOUR) {
                    int a = tiles[split[0]];
                    int b = tiles[split[1]];
                    int c = tiles[split[2]];
                    int d = tiles[split[3]];
                    if (p.dead || !p.mates(a, b) || !p.mates(c, d) || p.onlySplit(a, b)) {
                        continue;
                    }
                    if (spent[0]++ >= maxProbes) {
                        return p;
                    }
                    if (p.withPairs(new int[][]{{a, b}, {c, d}}).dead()) {
                        p.forbid(a, b);
                        p.forbid(c, d);
                        p.settle();
                        narrowed = true;
                    }
                }
            }
        }
        return p;
    }

    /** Whether {@code a}'s only possible partner is {@code b} (its kind then has one split left). */
    private boolean onlySplit(int a, int b) {
        long[] only = new long[words];
        only[b >>> 6] |= 1L << b;
        return Arrays.equals(mates[a], only);
    }

    private void forbid(int a, int b) {
        mates[a][b >>> 6] &= ~(1L << b);
        mates[b][a >>> 6] &= ~(1L << a);
    }

    /** Rules 2 to 5 again and again until they add nothing or meet a contradiction. */
    private void settle() {
        boolean changed = true;
        while (changed && !dead) {
            close();
            if (dead) {
                return;
            }
            chains();
            changed = false;
            for (int[] tiles : tilesOfKind) {
                changed |= kindFacts(tiles);
                if (dead) {
                    return;
                }
            }
        }
    }

    /** Rule 1: the tiles lying on each tile, through the tiles present. */
    private void stacks() {
        for (int t : byColumn) {
            for (int w = 0; w < words; w++) {
                before[t][w] = masks.above[t][w] & present[w];
            }
        }
    }

    /** Rule 2: closes {@link #before} under transitivity, fills {@link #after}, and finds a tile before itself. */
    private void close() {
        for (boolean grew = true; grew; ) {
            grew = false;
            for (int y : byColumn) {
                long[] b = before[y];
                for (int w = 0; w < words; w++) {
                    for (long bits = b[w]; bits != 0; bits &= bits - 1) {
                        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
                        grew |= or(b, before[x]);
                    }
                }
            }
        }
        for (long[] a : after) {
            Arrays.fill(a, 0);
        }
        for (int y : byColumn) {
            if (TileMasks.has(before[y], y)) {
                dead = true;
            }
            for (int x = Pairings.nextTile(before[y], 0); x >= 0; x = Pairings.nextTile(before[y], x + 1)) {
                after[x][y >>> 6] |= 1L << y;
            }
        }
    }

    /** Rule 3's chains: {@code L(t)}, what must be gone before {@code t}'s left side is empty, and {@code R(t)}. */
    private void chains() {
        for (int i = 0; i < byColumn.length; i++) {
            chain(byColumn[i], layout.leftShared(byColumn[i]), leftChain);
        }
        for (int i = byColumn.length - 1; i >= 0; i--) {
            chain(byColumn[i], layout.rightShared(byColumn[i]), rightChain);
        }
    }

    private void chain(int t, int[] side, long[][] chains) {
        long[] c = chains[t];
        Arrays.fill(c, 0);
        for (int l : side) {
            if (TileMasks.has(present, l)) {
                c[l >>> 6] |= 1L << l;
                or(c, before[l]);
                or(c, chains[l]);
            }
        }
    }

    /**
     * Rules 3 to 5 for one kind's tiles: drops partners that cannot be, finds a kind without a
     * split, and adds what each tile needs under every split left. Whether a fact was added.
     */
    private boolean kindFacts(int[] tiles) {
        int m = tiles.length;
        if (m == 0) {
            return false;
        }
        long[][][] need = new long[m][m][];
        for (int i = 0; i < m; i++) {
            for (int j = i + 1; j < m; j++) {
                need[i][j] = TileMasks.has(mates[tiles[i]], tiles[j]) ? pairNeed(tiles[i], tiles[j]) : null;
                need[j][i] = need[i][j];
            }
        }
        long[][] common = new long[m][];
        boolean changed = false;
        boolean anySplit = false;
        for (int[] split : m == 2 ? TWO : FOUR) {
            long[][] facts = splitFacts(tiles, split, need);
            if (facts == null) {
                continue;
            }
            anySplit = true;
            for (int i = 0; i < m; i++) {
                common[i] = common[i] == null ? facts[i] : and(common[i], facts[i]);
            }
        }
        if (!anySplit) {
            dead = true;
            return false;
        }
        long[][] possible = new long[m][words];
        for (int[] split : m == 2 ? TWO : FOUR) {
            if (splitFacts(tiles, split, need) != null) {
                for (int i = 0; i < m; i += 2) {
                    possible[split[i]][tiles[split[i + 1]] >>> 6] |= 1L << tiles[split[i + 1]];
                    possible[split[i + 1]][tiles[split[i]] >>> 6] |= 1L << tiles[split[i]];
                }
            }
        }
        for (int i = 0; i < m; i++) {
            int t = tiles[i];
            changed |= !Arrays.equals(mates[t], possible[i]);
            System.arraycopy(possible[i], 0, mates[t], 0, words);
            changed |= or(before[t], common[i]);
        }
        return changed;
    }

    private static final int[][] TWO = {{0, 1}};
    private static final int[][] FOUR = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};

    /**
     * What each tile needs before it under {@code split} (index pairs into {@code tiles}), or null
     * when the split cannot be taken: a pair that cannot be, or two pairs each needing the other first.
     */
    private long[][] splitFacts(int[] tiles, int[] split, long[][][] need) {
        int pairs = split.length / 2;
        long[][] pairNeed = new long[pairs][];
        for (int q = 0; q < pairs; q++) {
            pairNeed[q] = need[split[2 * q]][split[2 * q + 1]];
            if (pairNeed[q] == null) {
                return null;
            }
        }
        long[][] facts = new long[tiles.length][];
        for (int q = 0; q < pairs; q++) {
            long[] f = pairNeed[q].clone();
            if (pairs == 2) {
                int o = 1 - q;
                int c = tiles[split[2 * o]];
                int d = tiles[split[2 * o + 1]];
                if (TileMasks.has(pairNeed[q], c) || TileMasks.has(pairNeed[q], d)) {
                    int a = tiles[split[2 * q]];
                    int b = tiles[split[2 * q + 1]];
                    if (TileMasks.has(pairNeed[o], a) || TileMasks.has(pairNeed[o], b)) {
                        return null; // each pair waits for the other
                    }
                    or(f, pairNeed[o]); // the other pair goes first, with all it needs
                    f[c >>> 6] |= 1L << c;
                    f[d >>> 6] |= 1L << d;
                }
            }
            facts[split[2 * q]] = f;
            facts[split[2 * q + 1]] = f;
        }
        return facts;
    }

    /**
     * What must go before the pair {@code a}, {@code b} (rules 3 and 4), or null when they cannot be
     * partners: one goes before the other, a tile needs both its sides impossible, or the need holds
     * either tile or a tile that goes after either.
     */
    private long[] pairNeed(int a, int b) {
        if (TileMasks.has(before[a], b) || TileMasks.has(before[b], a)) {
            return null;
        }
        long[] sideA = sideNeed(a, a, b);
        long[] sideB = sideA == null ? null : sideNeed(b, a, b);
        if (sideB == null) {
            return null;
        }
        long[] need = before[a].clone();
        or(need, before[b]);
        or(need, sideA);
        or(need, sideB);
        return blocked(need, a, b) ? null : need;
    }

    /** What tile {@code t} of the pair {@code a}, {@code b} needs gone for a free side, or null when neither side can be. */
    private long[] sideNeed(int t, int a, int b) {
        long[] l = leftChain[t];
        long[] r = rightChain[t];
        boolean leftOk = !blocked(l, a, b);
        boolean rightOk = !blocked(r, a, b);
        if (leftOk && rightOk) {
            return and(l, r);
        }
        return leftOk ? l : rightOk ? r : null;
    }

    /** Whether the tiles {@code set} to go first hold {@code a} or {@code b}, or a tile that goes after one of them. */
    private boolean blocked(long[] set, int a, int b) {
        return TileMasks.has(set, a) || TileMasks.has(set, b) || TileMasks.meets(set, after[a])
                || TileMasks.meets(set, after[b]);
    }

    private static boolean or(long[] into, long[] from) {
        boolean grew = false;
        for (int w = 0; w < into.length; w++) {
            long v = into[w] | from[w];
            grew |= v != into[w];
            into[w] = v;
        }
        return grew;
    }

    private static long[] and(long[] x, long[] y) {
        long[] r = new long[x.length];
        for (int w = 0; w < x.length; w++) {
            r[w] = x[w] & y[w];
        }
        return r;
    }
}
