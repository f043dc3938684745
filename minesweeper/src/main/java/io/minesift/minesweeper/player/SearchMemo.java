package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

import java.util.HashMap;
import java.util.Map;

/**
 * What one endgame search ({@link EndgameSearch}) remembers, and the nodes it may still spend:
 * the layouts won from each set of layouts it has searched, kept for itself, or in the memo
 * {@link EndgameMemo} shared with other searches when there is one (then for itself only once the
 * shared memo is full). Without a shared memo a set is keyed by its bits in the search's list of
 * layouts; with one, by the layouts' mines over the whole board ({@link EndgameKey}).
 */
final class SearchMemo {
    private final Map<EndgameKey, Integer> memo = new HashMap<>();
    private final long budget;
    private long nodes;
    /** The memo shared across searches, or {@code null}: then sets are keyed by their bits in the search's layouts. */
    private final EndgameMemo shared;
    /** With {@link #shared}: each layout as its mines over the whole board, known mines included. */
    private final long[] onBoard;
    private final Geometry geometry;

    /** The memo of a search over {@code layouts} (bits over {@code cells}) of {@code position}, with {@code budget} nodes. */
    SearchMemo(Position position, int[] cells, long[] layouts, long budget, EndgameMemo shared) {
        this.geometry = position.geometry();
        this.budget = budget;
        this.shared = shared;
        this.onBoard = shared == null ? null : onBoard(position, cells, layouts);
    }

    /** Each layout (bits over {@code cells}) as its mines over the whole board, flagged mines included. */
    private static long[] onBoard(Position position, int[] cells, long[] layouts) {
        long flags = 0;
        for (int c = 0; c < position.geometry().size(); c++) {
            if (position.state(c) == Position.FLAG || position.state(c) == Position.MINE) {
                flags |= 1L << c;
            }
        }
        long[] board = new long[layouts.length];
        for (int l = 0; l < layouts.length; l++) {
            board[l] = flags;
            for (long m = layouts[l]; m != 0; m &= m - 1) {
                board[l] |= 1L << cells[Long.numberOfTrailingZeros(m)];
            }
        }
        return board;
    }

    /** The memo key of {@code set}, which holds {@code count} layouts: see {@link EndgameKey}. */
    EndgameKey key(long[] set, int count) {
        if (shared == null) {
            return new EndgameKey(set);
        }
        long[] board = new long[count + 1];
        board[0] = geometry.hashCode(); // the board size: the same mines mean other numbers on another board
        int k = 1;
        for (int l = LayoutSet.next(set, 0); l >= 0; l = LayoutSet.next(set, l + 1)) {
            board[k++] = onBoard[l];
        }
        return new EndgameKey(board);
    }

    /** The layouts won from the set {@code key}, or {@code null} when not known yet. */
    Integer recall(EndgameKey key) {
        Integer known = shared == null ? null : shared.recall(key);
        return known != null ? known : memo.get(key);
    }

    /** Keeps the layouts won from the set {@code key}. */
    void remember(EndgameKey key, int value) {
        if (shared == null || !shared.store(key, value)) {
            memo.put(key, value); // the shared memo is full: keep it for this search only
        }
    }

    /** Spends a node; false once the budget is spent. */
    boolean spend() {
        return ++nodes <= budget;
    }
}
