package io.minesift.shanghai.play;

import io.minesift.shanghai.TileMasks;

/**
 * The research's tree search ({@link TreeSearch}, the plain version kept beside it) on a
 * {@link Board}: each move is taken in place and undone after, its features read from the board's
 * totals before and after instead of two scans, the certain moves and the dead test come from
 * {@link BoardRules}, and nothing is allocated. One cut, which changes no value the search returns:
 * among the moves at the last level, where a move's value is its action value unless the certain
 * moves after it clear the table (1) or leave it dead (0), a move whose action value is no better
 * than the best found so far cannot become the best, so its dead test is skipped. The values are the
 * same doubles, computed by the same expressions in the same order.
 */
final class BoardSearch {
    private final Weights weights;
    private final Board board;
    private final BoardRules rules;
    private final long[] seen;
    /** {@code free[d]}: the free tiles of one kind at a node searched {@code d} levels deep. */
    private final int[][] free = new int[ShanghaiPlayers.MAX_DEPTH + 1][4];

    BoardSearch(Weights weights, Board board) {
        this.weights = weights;
        this.board = board;
        this.rules = new BoardRules(board);
        this.seen = new long[board.words];
    }

    Board board() {
        return board;
    }

    /** The value of taking {@code a} and {@code b} from the board, searching {@code depth} levels; the board is left as it was. */
    double value(int a, int b, int depth) {
        return value(a, b, depth, Double.NEGATIVE_INFINITY);
    }

    /**
     * The value of taking {@code a} and {@code b}, or, at the last level, any value no higher than
     * {@code floor} when the true value is no higher than it either.
     */
    private double value(int a, int b, int depth, double floor) {
        int mark = board.mark();
        double action = take(a, b);
        rules.closure();
        double v = settle(action, depth, floor);
        board.undoTo(mark);
        return v;
    }

    /** Takes the move and gives its action value. */
    private double take(int a, int b) {
        Board s = board;
        TileMasks m = s.masks;
        java.util.Arrays.fill(seen, 0);
        int dominated = m.dominated(s.present, a, seen) + m.dominated(s.present, b, seen);
        int legal = s.legalMoves;
        int floating = s.floating;
        int hidden = s.hidden;
        s.take(a, b);
        return ActionValue.of(weights, dominated, s.legalMoves - legal, ActionValue.high(m, a, b), s.floating - floating,
                s.hidden - hidden);
    }

    private double settle(double action, int depth, double floor) {
        if (board.remaining == 0) {
            return TreeSearch.WON;
        }
        if (depth <= 1 && action <= floor) {
            return action; // lost or worth its action value: no better than the best so far either way
        }
        if (board.legalMoves == 0 || rules.dead()) {
            return TreeSearch.LOST;
        }
        if (depth <= 1) {
            return action;
        }
        double child = best(depth - 1);
        return child == TreeSearch.WON || child == TreeSearch.LOST ? child : (action + child) / 2;
    }

    /** The best value of a move from the board, which has a legal move. */
    private double best(int depth) {
        double best = TreeSearch.LOST;
        int[] f = free[depth];
        for (int k = 0; k < board.kinds; k++) {
            if (board.freeCount[k] < 2) {
                continue;
            }
            int c = board.freeOf(k, f);
            for (int i = 0; i < c; i++) {
                for (int j = i + 1; j < c; j++) {
                    double v = value(f[i], f[j], depth, best);
                    if (v > best) {
                        best = v;
                        if (best == TreeSearch.WON) {
                            return TreeSearch.WON;
                        }
                    }
                }
            }
        }
        return best;
    }
}
