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
 * The careful chooser's judgement against a plain computation: {@link TableJudgement}'s best moves
 * against the plain search ({@link TreeSearch}) at the strong player's depth. (The weak chooser's,
 * {@link OneSampleJudgement}, has its own test.)
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
}
