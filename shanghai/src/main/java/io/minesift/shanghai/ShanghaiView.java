package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * What a player sees of a position, taken as a snapshot: the layout's places, which tiles are still
 * on the table, the kind of every uncovered tile, and how many tiles of each kind are left (the
 * removed pairs were seen). A covered tile's kind is not here at all, and the view keeps no
 * reference to the {@link Position} it came from, so a player holding it has no path to a hidden kind.
 */
public final class ShanghaiView {
    /** The kind shown for a tile that is covered or off the table. */
    public static final int UNKNOWN = -1;

    private final Layout layout;
    private final BitSet present;
    private final int[] shown;
    private final int[] left;

    private ShanghaiView(Layout layout, BitSet present, int[] shown, int[] left) {
        this.layout = layout;
        this.present = present;
        this.shown = shown;
        this.left = left;
    }

    static ShanghaiView of(Position position) {
        Layout layout = position.layout();
        BitSet present = position.tiles();
        int[] shown = new int[layout.size()];
        int[] left = new int[layout.kinds()];
        for (int k = 0; k < left.length; k++) {
            left[k] = layout.tilesOf(k);
        }
        for (int t = 0; t < layout.size(); t++) {
            // A removed tile's kind is public, but only its count matters to the rules; drop it.
            shown[t] = present.get(t) && !Table.covered(layout, present, t) ? position.kind(t) : UNKNOWN;
            if (!present.get(t)) {
                left[position.kind(t)]--;
            }
        }
        return new ShanghaiView(layout, present, shown, left);
    }

    public Layout layout() {
        return layout;
    }

    public boolean present(int t) {
        return present.get(t);
    }

    /** The tiles still on the table (a copy). */
    public BitSet tiles() {
        return (BitSet) present.clone();
    }

    /** The kind of {@code t} if it is on the table and uncovered, else {@link #UNKNOWN}. */
    public int kind(int t) {
        return shown[t];
    }

    /** Whether {@code t} is on the table with a tile on it, so that its kind is unknown. */
    public boolean hidden(int t) {
        return present.get(t) && Table.covered(layout, present, t);
    }

    /** How many tiles of kind {@code k} are still on the table (4, 2 or 0). */
    public int left(int k) {
        return left[k];
    }

    /**
     * Every pair of free tiles of the same kind, in index order: the legal moves, which a player
     * always knows in full, since a free tile is never covered.
     */
    public List<Move> legalMoves() {
        List<Integer> free = new ArrayList<>();
        for (int t = present.nextSetBit(0); t >= 0; t = present.nextSetBit(t + 1)) {
            if (free(t)) {
                free.add(t);
            }
        }
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < free.size(); i++) {
            for (int j = i + 1; j < free.size(); j++) {
                if (shown[free.get(i)] == shown[free.get(j)]) {
                    moves.add(new Move(free.get(i), free.get(j)));
                }
            }
        }
        return moves;
    }

    public boolean free(int t) {
        return Table.free(layout, present, t);
    }

    public boolean dominates(int x, int y) {
        return Table.dominates(layout, present, x, y);
    }

    public boolean floating(int t) {
        return Table.floating(layout, present, t);
    }
}
