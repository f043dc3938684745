package io.minesift.shanghai.play;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PlayerDecisions#strong}'s picks against the strong player's own decisions made by the plain search
 * ({@link MonteCarlo} with its reference search, {@link TreeSearch}, which the fast one must match
 * move for move): K picks from a stream are the moves of K plain decisions from a copy of that
 * stream, in turn.
 */
class StrongDecisionsTest {
    @Test
    void picksAreTheStrongPlayersOwnDecisionsByThePlainSearch() {
        ShanghaiPlayer strong = (ShanghaiPlayer) ShanghaiPlayers.strong();
        int compared = 0;
        int split = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 12; i++) {
                ShanghaiView view = decision(layout, i);
                if (view == null) {
                    continue;
                }
                List<Move> moves = view.legalMoves();
                int[] picks = PlayerDecisions.strong(3).picks(view, moves, new SplittableRandom(i));
                MonteCarlo plain = new MonteCarlo(strong.samples(), strong.depth(), strong.weights(), 0, true);
                SplittableRandom same = new SplittableRandom(i);
                int[] expected = new int[moves.size()];
                for (int d = 0; d < 3; d++) {
                    expected[moves.indexOf(plain.choose(view, same))]++;
                }
                assertArrayEquals(expected, picks, name + " " + i);
                compared++;
                split += java.util.Arrays.stream(picks).filter(c -> c > 0).count() > 1 ? 1 : 0;
            }
        }
        assertTrue(compared >= 10, compared + " views compared, " + split + " with picks split between moves");
    }

    @Test
    void oneDrawIsTheStrongPlayersDecision() {
        ShanghaiView view = decision(Layouts.named("mini-turtle"), 0);
        List<Move> moves = view.legalMoves();
        ShanghaiPlayer strong = (ShanghaiPlayer) ShanghaiPlayers.strong();
        for (long seed = 0; seed < 6; seed++) {
            int[] picks = PlayerDecisions.strong(1).picks(view, moves, new SplittableRandom(seed));
            Move own = new MonteCarlo(strong.samples(), strong.depth(), strong.weights(), 0).choose(view, new SplittableRandom(seed));
            assertEquals(1, picks[moves.indexOf(own)], "seed " + seed);
        }
    }

    /**
     * A view where a player weighs moves (no certain move, two legal moves or more) with some tiles
     * hidden, from a generated deal with random moves made; null when there is none.
     */
    private static ShanghaiView decision(Layout layout, int i) {
        SplittableRandom random = new SplittableRandom(i);
        Position p = DealGenerator.deal(layout, 5, i).position();
        while (!p.legalMoves().isEmpty()) {
            ShanghaiView v = p.view();
            if (WeakDecisionsTest.hiddenCount(v) >= 2 && CertainMoves.of(v).isEmpty() && v.legalMoves().size() >= 2) {
                return v;
            }
            List<Move> moves = p.legalMoves();
            p = p.apply(moves.get(random.nextInt(moves.size())));
        }
        return null;
    }
}
