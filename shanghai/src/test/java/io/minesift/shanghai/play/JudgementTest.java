package io.minesift.shanghai.play;

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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The two judgements the labels' choosers use, against plain computations: {@link TableJudgement}'s
 * best moves against the plain search ({@link TreeSearch}) at the strong player's depth; and
 * {@link ViewJudgement}'s values against the weak player's own value when nothing is hidden, and,
 * with tiles hidden, against the action value whose change in legal moves is averaged by brute force
 * over every way of drawing the kinds of the tiles a move uncovers and frees from the kinds not in
 * sight (each draw weighted by its chance).
 */
class JudgementTest {
    @Test
    void theCarefulJudgementIsThePlainSearchsBest() {
        int ties = 0;
        int compared = 0;
        for (String name : List.of("mini-turtle", "mini-spider", "flat-72")) {
            Layout layout = Layouts.named(name);
            TileMasks masks = TileMasks.of(layout);
            TableJudgement judgement = new TableJudgement(layout);
            TreeSearch plain = new TreeSearch(ShanghaiPlayers.WEIGHTS);
            for (int i = 0; i < 12; i++) {
                Position p = midway(layout, i);
                List<Move> moves = p.legalMoves();
                if (moves.size() < 2) {
                    continue;
                }
                int[] kind = BoardTest.kinds(p);
                Known k = new Known(masks, kind, layout.kinds(), masks.setOf(p.tiles()));
                double[] v = new double[moves.size()];
                double top = Double.NEGATIVE_INFINITY;
                for (int j = 0; j < v.length; j++) {
                    v[j] = plain.value(k, k.scan(), moves.get(j).a(), moves.get(j).b(), ShanghaiPlayers.STRONG_DEPTH);
                    top = Math.max(top, v[j]);
                }
                List<Move> best = new ArrayList<>();
                for (int j = 0; j < v.length; j++) {
                    if (v[j] == top) {
                        best.add(moves.get(j));
                    }
                }
                assertEquals(best, judgement.best(kind, p.tiles(), moves), name + " " + i);
                ties += best.size() > 1 ? 1 : 0;
                compared++;
            }
        }
        assertTrue(compared > 20, compared + " positions compared, " + ties + " with a tie");
    }

    @Test
    void withNothingHiddenTheViewJudgementIsTheWeakPlayers() {
        int compared = 0;
        for (int i = 0; i < 40; i++) {
            Layout layout = Layouts.named("mini-spider");
            Position p = DealGenerator.uniform(layout, 5, i);
            SplittableRandom random = new SplittableRandom(i);
            while (hiddenCount(p.view()) > 0 && !p.legalMoves().isEmpty()) {
                List<Move> moves = p.legalMoves();
                p = p.apply(moves.get(random.nextInt(moves.size())));
            }
            List<Move> moves = p.legalMoves();
            if (moves.size() < 2) {
                continue;
            }
            TileMasks masks = TileMasks.of(layout);
            Known k = new Known(masks, BoardTest.kinds(p), layout.kinds(), masks.setOf(p.tiles()));
            double[] got = ViewJudgement.values(p.view(), moves, ShanghaiPlayers.WEIGHTS);
            for (int j = 0; j < moves.size(); j++) {
                assertEquals(new TreeSearch(ShanghaiPlayers.WEIGHTS).value(k, k.scan(), moves.get(j).a(), moves.get(j).b(), 1),
                        got[j], "deal " + i + " " + moves.get(j));
                compared++;
            }
        }
        assertTrue(compared > 20, compared + " moves compared");
    }

    @Test
    void withTilesHiddenTheChangeInMovesIsTheMeanOverTheirKinds() {
        int uncovering = 0;
        int compared = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 15; i++) {
                Position p = midway(layout, i);
                ShanghaiView view = p.view();
                List<Move> moves = view.legalMoves();
                if (moves.size() < 2 || hiddenCount(view) == 0) {
                    continue;
                }
                double[] got = ViewJudgement.values(view, moves, ShanghaiPlayers.WEIGHTS);
                for (int j = 0; j < moves.size(); j++) {
                    Double expected = bruteForce(view, moves.get(j));
                    if (expected != null) {
                        assertEquals(expected, got[j], 1e-12, name + " " + i + " " + moves.get(j));
                        compared++;
                        uncovering += freedUnknown(view, moves.get(j)).size() > 0 ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(compared > 30 && uncovering > 5, compared + " moves compared, " + uncovering + " freeing hidden tiles");
    }

    /** A uniform deal with a random number of random moves made, up to a third of its tiles. */
    private static Position midway(Layout layout, int i) {
        SplittableRandom random = new SplittableRandom(i);
        Position p = DealGenerator.uniform(layout, 3, i);
        for (int s = random.nextInt(layout.size() / 6); s > 0 && !p.legalMoves().isEmpty(); s--) {
            List<Move> moves = p.legalMoves();
            p = p.apply(moves.get(random.nextInt(moves.size())));
        }
        return p;
    }

    /** How many tiles {@code v} hides. */
    static int hiddenCount(ShanghaiView v) {
        int n = 0;
        for (int t = 0; t < v.layout().size(); t++) {
            n += v.hidden(t) ? 1 : 0;
        }
        return n;
    }

    /** The hidden tiles of {@code v} that {@code m} uncovers and leaves free. */
    private static List<Integer> freedUnknown(ShanghaiView v, Move m) {
        Layout layout = v.layout();
        TileMasks masks = TileMasks.of(layout);
        long[] after = masks.setOf(v.tiles());
        after[m.a() >>> 6] &= ~(1L << m.a());
        after[m.b() >>> 6] &= ~(1L << m.b());
        List<Integer> freed = new ArrayList<>();
        for (int t = 0; t < layout.size(); t++) {
            if (v.hidden(t) && masks.free(after, t)) {
                freed.add(t);
            }
        }
        return freed;
    }

    /**
     * The weak player's action value of {@code m} with the change in legal moves averaged over every
     * draw of the freed hidden tiles' kinds; null when the move is worth 0 on the view's own rules
     * (left for the other tests), so only the averaged feature is checked here.
     */
    private static Double bruteForce(ShanghaiView v, Move m) {
        Layout layout = v.layout();
        TileMasks masks = TileMasks.of(layout);
        long[] present = masks.setOf(v.tiles());
        long[] after = present.clone();
        after[m.a() >>> 6] &= ~(1L << m.a());
        after[m.b() >>> 6] &= ~(1L << m.b());
        int[] unseen = new int[layout.kinds()];
        int hidden = 0;
        for (int k = 0; k < unseen.length; k++) {
            unseen[k] = v.left(k);
        }
        for (int t = 0; t < layout.size(); t++) {
            if (v.hidden(t)) {
                hidden++;
            } else if (v.present(t)) {
                unseen[v.kind(t)]--;
            }
        }
        List<Integer> freed = freedUnknown(v, m);
        int[] known = new int[layout.kinds()];
        for (int t = 0; t < layout.size(); t++) {
            if (!v.hidden(t) && v.present(t) && masks.free(after, t)) {
                known[v.kind(t)]++;
            }
        }
        int before = v.legalMoves().size();
        if (freed.isEmpty() && pairs(known) == 0) {
            return null;
        }
        double mean = meanPairs(known, unseen, hidden, freed.size(), 1.0);
        // the other four features from a scan in which the hidden tiles pair with nothing
        int[] kind = new int[layout.size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = v.hidden(t) ? layout.kinds() + t : Math.max(0, v.kind(t));
        }
        Scan s0 = new Scan(masks, kind, layout.kinds() + layout.size(), present);
        Scan s1 = new Scan(masks, kind, layout.kinds() + layout.size(), after);
        long[] seen = new long[masks.words];
        int dominated = masks.dominated(present, m.a(), seen) + masks.dominated(present, m.b(), seen);
        double sum = ShanghaiPlayers.WEIGHTS.dominated() * dominated
                + ShanghaiPlayers.WEIGHTS.moves() * (mean - before)
                + ShanghaiPlayers.WEIGHTS.high() * ActionValue.high(masks, m.a(), m.b())
                + ShanghaiPlayers.WEIGHTS.floating() * (s1.floating - s0.floating)
                + ShanghaiPlayers.WEIGHTS.hidden() * (s1.hidden - s0.hidden);
        double value = 1 / (1 + Math.exp(-sum));
        double got = ViewJudgement.values(v, List.of(m), ShanghaiPlayers.WEIGHTS)[0];
        return got == TreeSearch.LOST ? null : value;
    }

    /** The mean number of pairs among free tiles when {@code left} more free tiles draw kinds from the pool. */
    private static double meanPairs(int[] free, int[] pool, int poolSize, int left, double chance) {
        if (left == 0) {
            return chance * pairs(free);
        }
        double sum = 0;
        for (int k = 0; k < pool.length; k++) {
            if (pool[k] > 0) {
                double c = chance * pool[k] / poolSize;
                pool[k]--;
                free[k]++;
                sum += meanPairs(free, pool, poolSize - 1, left - 1, c);
                free[k]--;
                pool[k]++;
            }
        }
        return sum;
    }

    private static int pairs(int[] free) {
        int n = 0;
        for (int c : free) {
            n += c * (c - 1) / 2;
        }
        return n;
    }
}
