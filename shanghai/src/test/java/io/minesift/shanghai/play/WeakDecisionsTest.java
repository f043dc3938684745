package io.minesift.shanghai.play;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.TileMasks;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PlayerDecisions#weak}'s picks against each move's exact chance of being the weak player's
 * one-sample choice, counted by brute force: every distinct arrangement of the kinds not in sight on
 * the hidden tiles (equally likely under a uniform shuffle), each valued by the plain search
 * ({@link TreeSearch}, depth 1) and won by its first best move. A move of chance 0 is never
 * picked; the others lie within five standard errors of their chance (a fixed seed: the same
 * counts every run).
 */
class WeakDecisionsTest {
    private static final int DRAWS = 4096;

    @Test
    void picksAreTheWeakPlayersOneSampleChoicesByBruteForce() {
        int compared = 0;
        int split = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 40 && compared < 60; i++) {
                ShanghaiView view = decision(layout, i);
                if (view == null) {
                    continue;
                }
                List<Move> moves = view.legalMoves();
                double[] exact = exactShares(view, moves);
                int[] picks = PlayerDecisions.weak(DRAWS).picks(view, moves, new SplittableRandom(i));
                for (int j = 0; j < moves.size(); j++) {
                    double p = exact[j];
                    double bound = p == 0 ? 0 : 5 * Math.sqrt(p * (1 - p) / DRAWS) + 1e-12;
                    assertEquals(p, (double) picks[j] / DRAWS, bound, name + " " + i + " " + moves.get(j));
                    compared++;
                    split += p > 0 && p < 1 ? 1 : 0;
                }
            }
        }
        assertTrue(compared >= 40 && split >= 10, compared + " moves compared, " + split + " with a chance strictly between");
    }

    @Test
    void theSameStreamGivesTheSamePicks() {
        ShanghaiView view = decision(Layouts.named("mini-turtle"), firstDecision(Layouts.named("mini-turtle")));
        List<Move> moves = view.legalMoves();
        assertArrayEquals(PlayerDecisions.weak(64).picks(view, moves, new SplittableRandom(7)),
                PlayerDecisions.weak(64).picks(view, moves, new SplittableRandom(7)));
    }

    private static int firstDecision(Layout layout) {
        int i = 0;
        while (decision(layout, i) == null) {
            i++;
        }
        return i;
    }

    /**
     * A view where the weak player weighs moves (no certain move, two legal moves or more) with 2 to
     * 7 tiles hidden, from a generated deal with random moves made; null when there is none.
     */
    private static ShanghaiView decision(Layout layout, int i) {
        SplittableRandom random = new SplittableRandom(i);
        Position p = DealGenerator.deal(layout, 11, i).position();
        while (!p.legalMoves().isEmpty()) {
            ShanghaiView v = p.view();
            int hidden = hiddenCount(v);
            if (hidden <= 7 && hidden >= 2 && CertainMoves.of(v).isEmpty() && v.legalMoves().size() >= 2) {
                return v;
            }
            List<Move> moves = p.legalMoves();
            p = p.apply(moves.get(random.nextInt(moves.size())));
        }
        return null;
    }

    /** How many tiles {@code v} hides. */
    static int hiddenCount(ShanghaiView v) {
        int n = 0;
        for (int t = 0; t < v.layout().size(); t++) {
            n += v.hidden(t) ? 1 : 0;
        }
        return n;
    }

    /** Each move's share of the distinct arrangements on which it is the first best by the plain depth-1 search. */
    private static double[] exactShares(ShanghaiView view, List<Move> moves) {
        Layout layout = view.layout();
        int[] kind = new int[layout.size()];
        int[] unseen = new int[layout.kinds()];
        List<Integer> hidden = new ArrayList<>();
        for (int k = 0; k < unseen.length; k++) {
            unseen[k] = view.left(k);
        }
        for (int t = 0; t < layout.size(); t++) {
            if (view.hidden(t)) {
                hidden.add(t);
            } else if (view.present(t)) {
                kind[t] = view.kind(t);
                unseen[kind[t]]--;
            }
        }
        double[] wins = new double[moves.size()];
        int total = fill(view, moves, kind, hidden, 0, unseen, wins);
        for (int j = 0; j < wins.length; j++) {
            wins[j] /= total;
        }
        return wins;
    }

    /** Every distinct way to give the hidden tiles from {@code at} on the kinds left in {@code unseen}; how many. */
    private static int fill(ShanghaiView view, List<Move> moves, int[] kind, List<Integer> hidden, int at, int[] unseen,
                            double[] wins) {
        if (at == hidden.size()) {
            wins[firstBest(view, moves, kind)]++;
            return 1;
        }
        int n = 0;
        for (int k = 0; k < unseen.length; k++) {
            if (unseen[k] > 0) {
                unseen[k]--;
                kind[hidden.get(at)] = k;
                n += fill(view, moves, kind, hidden, at + 1, unseen, wins);
                unseen[k]++;
            }
        }
        return n;
    }

    private static int firstBest(ShanghaiView view, List<Move> moves, int[] kind) {
        TileMasks masks = TileMasks.of(view.layout());
        Known table = new Known(masks, kind.clone(), view.layout().kinds(), masks.setOf(view.tiles()));
        TreeSearch search = new TreeSearch(ShanghaiPlayers.WEIGHTS);
        int best = 0;
        double top = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < moves.size(); j++) {
            double v = search.value(table, table.scan(), moves.get(j).a(), moves.get(j).b(), 1);
            if (v > top) {
                top = v;
                best = j;
            }
        }
        return best;
    }
}
