package io.minesift.shanghai;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The truth of a game in progress: the layout, every tile's kind ({@code 0..kinds-1}, four tiles
 * each, or two for the last kind of a layout of 4n + 2 tiles) and which tiles are still on the table. Immutable: {@link #apply} gives a new position.
 * Players never get one; they get its {@link #view()}.
 */
public final class Position {
    private final Layout layout;
    private final int[] kind;
    private final BitSet present;

    private Position(Layout layout, int[] kind, BitSet present) {
        this.layout = layout;
        this.kind = kind;
        this.present = present;
    }

    /** The full table of {@code layout} with tile {@code t} of kind {@code kinds[t]}; each kind {@code k} exactly {@link Layout#tilesOf} times. */
    public static Position deal(Layout layout, int[] kinds) {
        if (kinds.length != layout.size()) {
            throw new IllegalArgumentException(kinds.length + " kinds for " + layout.size() + " tiles");
        }
        int[] count = new int[layout.kinds()];
        for (int k : kinds) {
            if (k < 0 || k >= count.length || ++count[k] > layout.tilesOf(k)) {
                throw new IllegalArgumentException("kind " + k + " is outside 0.." + (count.length - 1)
                        + " or on more than " + (k < 0 || k >= count.length ? 4 : layout.tilesOf(k)) + " tiles");
            }
        }
        BitSet all = new BitSet(layout.size());
        all.set(0, layout.size());
        return new Position(layout, kinds.clone(), all);
    }

    public Layout layout() {
        return layout;
    }

    public int kind(int t) {
        return kind[t];
    }

    public boolean present(int t) {
        return present.get(t);
    }

    /** The tiles still on the table (a copy). */
    public BitSet tiles() {
        return (BitSet) present.clone();
    }

    public int remaining() {
        return present.cardinality();
    }

    public boolean cleared() {
        return present.isEmpty();
    }

    /** Whether {@code t} can be taken: on the table, nothing on it, and not blocked on both sides. */
    public boolean free(int t) {
        return Table.free(layout, present, t);
    }

    /** Whether {@code t} is on the table with a tile lying on it: its kind is unknown to a player. */
    public boolean hidden(int t) {
        return present.get(t) && Table.covered(layout, present, t);
    }

    /** Whether {@code x} lies on {@code y}, or {@code x} and another tile block {@code y} from left and right. */
    public boolean dominates(int x, int y) {
        return Table.dominates(layout, present, x, y);
    }

    /** Whether {@code t} neither dominates nor is dominated by any tile on the table. */
    public boolean floating(int t) {
        return Table.floating(layout, present, t);
    }

    /** The free tiles, in index order. */
    public int[] freeTiles() {
        int[] free = new int[present.cardinality()];
        int n = 0;
        for (int t = present.nextSetBit(0); t >= 0; t = present.nextSetBit(t + 1)) {
            if (free(t)) {
                free[n++] = t;
            }
        }
        return Arrays.copyOf(free, n);
    }

    /** Every pair of free tiles of the same kind, in index order: what the view shows, since free tiles are seen. */
    public List<Move> legalMoves() {
        return view().legalMoves();
    }

    public boolean legal(Move move) {
        return kind[move.a()] == kind[move.b()] && free(move.a()) && free(move.b());
    }

    /** The position after {@code move}; an illegal move is a programming error. */
    public Position apply(Move move) {
        if (!legal(move)) {
            throw new IllegalArgumentException("illegal move " + move);
        }
        BitSet next = (BitSet) present.clone();
        next.clear(move.a());
        next.clear(move.b());
        return new Position(layout, kind, next);
    }

    /** The same deal with only {@code tiles} on the table (for tests and the solver's sub-positions). */
    public Position withTiles(BitSet tiles) {
        return new Position(layout, kind, (BitSet) tiles.clone());
    }

    /** What a player sees now. */
    public ShanghaiView view() {
        return ShanghaiView.of(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.layout == layout && Arrays.equals(p.kind, kind) && p.present.equals(present);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(kind) + present.hashCode();
    }
}
