package io.minesift.shanghai.play;

import io.minesift.shanghai.KindPairs;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.TileMasks;

import java.util.ArrayList;
import java.util.List;

/**
 * The weak player's judgement (n = 1, d = 1, the shipped weights) made deterministic, from the view
 * alone: each legal move gets the weak player's value with its one random arrangement of the hidden
 * tiles replaced by what every arrangement agrees on and, where they differ, by their mean.
 * <ul>
 *   <li>With no tile hidden the view is the whole table, every arrangement is the truth, and the
 *       value is the weak player's own ({@link TreeSearch} at depth 1).</li>
 *   <li>Otherwise four features of the action value are geometry (tiles dominated, tiles high,
 *       floating and hidden tiles), the same on every arrangement; the change in legal moves counts
 *       the pairs among tiles in sight exactly and, for the tiles the move would uncover and free,
 *       the expected new pairs when their kinds are drawn from the kinds not in sight, as an
 *       arrangement draws them (a sum of whole numbers over one common denominator, so moves with
 *       the same features get the same bits). A move is worth 0, as the weak player's search makes
 *       it on every arrangement, when it frees no tile of unknown kind and leaves no legal move, or
 *       when it leaves a kind none of whose tiles is hidden unable to be paired ({@link KindPairs}).</li>
 * </ul>
 * What it leaves out: the certain moves an arrangement's kinds would allow after the move, and the
 * dead tests that depend on hidden kinds; so it is not the weak player, only its method without the
 * coin of its sample. {@link #best} gives every move of the best value: a chooser breaks the tie.
 */
public final class ViewJudgement {
    private ViewJudgement() {
    }

    /** The legal moves of {@code view} of the best value, in index order (all of them when several tie). */
    public static List<Move> best(ShanghaiView view) {
        List<Move> moves = view.legalMoves();
        return best(moves, values(view, moves, ShanghaiPlayers.WEIGHTS));
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

    /** The value of each of {@code moves} (legal moves of {@code view}) under the weights {@code w}. */
    static double[] values(ShanghaiView view, List<Move> moves, Weights w) {
        Layout layout = view.layout();
        TileMasks masks = TileMasks.of(layout);
        long[] present = masks.setOf(view.tiles());
        int kinds = layout.kinds();
        int[] kind = new int[layout.size()];
        int[] unseen = new int[kinds];
        int hidden = 0;
        for (int k = 0; k < kinds; k++) {
            unseen[k] = view.left(k);
        }
        for (int t = 0; t < kind.length; t++) {
            if (view.hidden(t)) {
                kind[t] = kinds + t; // a kind of its own: pairs with nothing in the scans
                hidden++;
            } else if (view.present(t)) {
                kind[t] = view.kind(t);
                unseen[kind[t]]--;
            }
        }
        double[] value = new double[moves.size()];
        if (hidden == 0) {
            Known table = new Known(masks, kind, kinds, present);
            Scan scan = table.scan();
            TreeSearch search = new TreeSearch(w);
            for (int i = 0; i < value.length; i++) {
                value[i] = search.value(table, scan, moves.get(i).a(), moves.get(i).b(), 1);
            }
            return value;
        }
        Sight sight = new Sight(masks, kind, kinds, unseen, hidden);
        Scan before = new Scan(masks, kind, kinds + kind.length, present);
        for (int i = 0; i < value.length; i++) {
            value[i] = sight.value(w, present, before, moves.get(i));
        }
        return value;
    }

    /** A view with hidden tiles: its tiles' kinds (a kind of its own for each hidden one) and the kinds not in sight. */
    private record Sight(TileMasks masks, int[] kind, int kinds, int[] unseen, int hidden) {
        double value(Weights w, long[] present, Scan before, Move m) {
            int a = m.a();
            int b = m.b();
            long[] seen = new long[masks.words];
            int dominated = masks.dominated(present, a, seen) + masks.dominated(present, b, seen);
            long[] after = present.clone();
            after[a >>> 6] &= ~(1L << a);
            after[b >>> 6] &= ~(1L << b);
            Scan s = new Scan(masks, kind, kinds + kind.length, after);
            int freed = 0; // tiles of unknown kind the move uncovers and frees
            for (int k = kinds; k < s.freeCount.length; k++) {
                freed += s.freeCount[k];
            }
            if (freed == 0 && s.legalMoves == 0 || unpairable(after)) {
                return TreeSearch.LOST;
            }
            double moves = s.legalMoves - before.legalMoves + expectedPairs(s, freed);
            return ActionValue.of(w, dominated, moves, ActionValue.high(masks, a, b), s.floating - before.floating,
                    s.hidden - before.hidden);
        }

        /**
         * The expected pairs the {@code freed} tiles of unknown kind add, their kinds drawn without
         * replacement from the {@link #hidden} tiles' kinds: with each of them of kind k with chance
         * u/H, a pair with each of the f free tiles of kind k in sight, and two of them of kind k
         * together with chance u(u - 1)/(H(H - 1)).
         */
        private double expectedPairs(Scan s, int freed) {
            if (freed == 0) {
                return 0;
            }
            long withSight = 0;
            long together = 0;
            for (int k = 0; k < kinds; k++) {
                withSight += (long) unseen[k] * s.freeCount[k];
                together += (long) unseen[k] * (unseen[k] - 1);
            }
            if (hidden == 1) {
                return withSight;
            }
            long pairsFreed = (long) freed * (freed - 1) / 2;
            return (double) (freed * (hidden - 1) * withSight + pairsFreed * together) / ((long) hidden * (hidden - 1));
        }

        /** Whether some kind none of whose tiles is hidden can no longer be paired on the table {@code after}. */
        private boolean unpairable(long[] after) {
            int[][] of = new int[kinds][4];
            int[] count = new int[kinds];
            for (int w = 0; w < after.length; w++) {
                for (long bits = after[w]; bits != 0; bits &= bits - 1) {
                    int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                    int k = kind[t];
                    if (k < kinds && count[k] < 4) {
                        of[k][count[k]++] = t;
                    }
                }
            }
            for (int k = 0; k < kinds; k++) {
                if (unseen[k] == 0 && !KindPairs.pairable(of[k], count[k], (x, y) -> TileMasks.has(masks.over[y], x))) {
                    return true;
                }
            }
            return false;
        }
    }
}
