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
        int high = -(TileMasks.has(m.high, a) ? 1 : 0) - (TileMasks.has(m.high, b) ? 1 : 0);
        double sum = w.dominated() * dominated
                + w.moves() * (after.legalMoves - s.legalMoves)
                + w.high() * high
                + w.floating() * (after.floating - s.floating)
                + w.hidden() * (after.hidden - s.hidden);
        return 1 / (1 + Math.exp(-sum));
    }
}
