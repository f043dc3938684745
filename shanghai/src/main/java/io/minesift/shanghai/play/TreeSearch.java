package io.minesift.shanghai.play;

/**
 * The research's tree search on a full-information table, to depth {@code d}: a move's value is its
 * action value averaged with the best value of the position after it, found the same way one level
 * shallower. After each move the certain moves are played at once, and they do not count as depth.
 * A position that the certain moves clear is worth 1, and one with no legal move, or whose tiles
 * left can surely no longer be paired ({@link Known#dead()}), 0; such a sure value passes up
 * unaveraged, since nothing after it is uncertain. This is the plain version, on tables copied and
 * rescanned at every move: the players use {@link BoardSearch}, which gives the same values several
 * times faster; this one is kept as its reference ({@code FastSearchTest}).
 */
final class TreeSearch {
    static final double WON = 1;
    static final double LOST = 0;

    private final Weights weights;

    TreeSearch(Weights weights) {
        this.weights = weights;
    }

    /** The value of taking {@code a} and {@code b} from {@code table} (scanned as {@code s}), searching {@code depth} levels. */
    double value(Known table, Scan s, int a, int b, int depth) {
        Known after = table.without(a, b);
        Scan afterScan = after.scan();
        double action = ActionValue.of(weights, table, s, a, b, afterScan);
        Known.Scanned closure = after.certainClosure(afterScan);
        Known settled = closure.table();
        Scan settledScan = closure.scan();
        if (settledScan.remaining == 0) {
            return WON;
        }
        if (settledScan.legalMoves == 0 || settled.dead()) {
            return LOST;
        }
        if (depth <= 1) {
            return action;
        }
        double child = best(settled, settledScan, depth - 1);
        return child == WON || child == LOST ? child : (action + child) / 2;
    }

    /** The best value of a move from {@code table}, which has a legal move. */
    double best(Known table, Scan s, int depth) {
        double best = LOST;
        for (int k = 0; k < s.freeCount.length; k++) {
            int[] f = s.free[k];
            for (int i = 0; i < s.freeCount[k]; i++) {
                for (int j = i + 1; j < s.freeCount[k]; j++) {
                    double v = value(table, s, f[i], f[j], depth);
                    if (v > best) {
                        best = v;
                        if (best == WON) {
                            return WON;
                        }
                    }
                }
            }
        }
        return best;
    }
}
