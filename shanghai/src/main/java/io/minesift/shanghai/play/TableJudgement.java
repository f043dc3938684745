package io.minesift.shanghai.play;

import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.TileMasks;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The strong player's judgement on one full-information table: its tree search to depth
 * {@value ShanghaiPlayers#STRONG_DEPTH} with the shipped weights ({@link BoardSearch}), the same values
 * the strong player gives each move on one of its samples, here given a table whose every kind is
 * known. {@link #best} gives every move of the best value; a chooser breaks the tie. One instance
 * serves one layout, its search's board reused from table to table.
 */
public final class TableJudgement {
    private final Layout layout;
    private final TileMasks masks;
    private final BoardSearch search;

    public TableJudgement(Layout layout) {
        this.layout = layout;
        this.masks = TileMasks.of(layout);
        this.search = new BoardSearch(ShanghaiPlayers.WEIGHTS, new Board(masks, layout.kinds()));
    }

    /**
     * The legal moves {@code moves} (at least two) of the table {@code tiles} with tile t of kind
     * {@code kind[t]}, those of the best value, in the order given.
     */
    public List<Move> best(int[] kind, BitSet tiles, List<Move> moves) {
        if (kind.length != layout.size()) {
            throw new IllegalArgumentException(kind.length + " kinds for a layout of " + layout.size() + " tiles");
        }
        search.board().reset(kind, masks.setOf(tiles));
        double[] value = new double[moves.size()];
        for (int i = 0; i < value.length; i++) {
            value[i] = search.value(moves.get(i).a(), moves.get(i).b(), ShanghaiPlayers.STRONG_DEPTH);
        }
        return best(moves, value);
    }

    /** The moves whose value ({@code value[i]} for {@code moves.get(i)}) is the highest, in the order given. */
    static List<Move> best(List<Move> moves, double[] value) {
        double top = Double.NEGATIVE_INFINITY;
        for (double v : value) {
            top = Math.max(top, v);
        }
        List<Move> best = new ArrayList<>();
        for (int i = 0; i < value.length; i++) {
            if (value[i] == top) {
                best.add(moves.get(i));
            }
        }
        return best;
    }
}
