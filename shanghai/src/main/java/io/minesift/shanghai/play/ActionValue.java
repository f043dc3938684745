package io.minesift.shanghai.play;

import io.minesift.shanghai.TileMasks;

/**
 * The research's action value of a move on a full-information table: a weighted sum of five
 * features, put into (0, 1) by the logistic function. The features, each a whole number:
 * <ol>
 *   <li>{@code dominated}: the tiles the move's two tiles dominated (lay on, or blocked from one
 *       side with a tile on the other), counted once;</li>
 *   <li>{@code moves}: the change in the number of legal moves;</li>
 *   <li>{@code high}: the change in the number of tiles on layer 2 and above (0, -1 or -2);</li>
 *   <li>{@code floating}: the change in the number of floating tiles;</li>
 *   <li>{@code hidden}: the change in the number of hidden tiles (0 or less: tiles uncovered).</li>
 * </ol>
 * The weights are a player's parameters ({@link Weights}), declared once there.
 */
final class ActionValue {
    private ActionValue() {
    }

    /** The value of taking {@code a} and {@code b} from {@code before} (scanned as {@code s}), giving {@code after}. */
    static double of(Weights w, Known before, Scan s, int a, int b, Scan after) {
        TileMasks m = before.masks();
        long[] seen = new long[m.words];
        int dominated = m.dominated(before.present(), a, seen) + m.dominated(before.present(), b, seen);
        return of(w, dominated, after.legalMoves - s.legalMoves, high(m, a, b), after.floating - s.floating,
                after.hidden - s.hidden);
    }

    /** The high feature of taking {@code a} and {@code b}: minus the tiles of the two on layer 2 and above. */
    static int high(TileMasks m, int a, int b) {
        return -(TileMasks.has(m.high, a) ? 1 : 0) - (TileMasks.has(m.high, b) ? 1 : 0);
    }

    /** The value of a move with these five features (one expression, so both searches get the same bits). */
    static double of(Weights w, int dominated, int moves, int high, int floating, int hidden) {
        double sum = w.dominated() * dominated
                + w.moves() * moves
                + w.high() * high
                + w.floating() * floating
                + w.hidden() * hidden;
        return 1 / (1 + Math.exp(-sum));
    }
}
