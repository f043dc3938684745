package io.minesift.shanghai.play;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.TileMasks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fast search ({@link Board}, {@link BoardSearch}) computes what the plain one ({@link Known},
 * {@link Scan}, {@link TreeSearch}) does: the same value, to the bit, for every legal move of many
 * positions at depths 1 to 4; and players using each, given the same streams, make the same move at
 * every turn of whole games on six layouts. Its cases share nothing mutable (each makes its own
 * players, streams and deals), so they run at once on every core.
 */
@Execution(ExecutionMode.CONCURRENT)
class FastSearchTest {
    /** Every legal move of positions part way through uniform deals, both searches, depths 1 to 4 (3 on Turtle). */
    @Test
    void bothSearchesGiveTheSameValues() {
        int compared = 0;
        int sure = 0;
        for (String name : List.of("mini-turtle", "mini-spider", "medium-72", "flat-72", "half-turtle", "turtle")) {
            Layout layout = Layouts.named(name);
            TileMasks masks = TileMasks.of(layout);
            TreeSearch plain = new TreeSearch(ShanghaiPlayers.WEIGHTS);
            BoardSearch fast = new BoardSearch(ShanghaiPlayers.WEIGHTS, new Board(masks, layout.kinds()));
            int positions = name.equals("turtle") ? 4 : 20;
            int maxDepth = layout.size() > 72 ? 3 : 4;
            for (int i = 0; i < positions; i++) {
                SplittableRandom random = new SplittableRandom(i);
                Position p = DealGenerator.uniform(layout, 3, i);
                for (int s = random.nextInt(layout.size() / 3); s > 0 && !p.legalMoves().isEmpty(); s--) {
                    List<Move> moves = p.legalMoves();
                    p = p.apply(moves.get(random.nextInt(moves.size())));
                }
                int[] kind = BoardTest.kinds(p);
                Known k = new Known(masks, kind, layout.kinds(), masks.setOf(p.tiles()));
                fast.board().reset(kind, k.present());
                for (Move m : p.legalMoves()) {
                    for (int d = 1; d <= maxDepth; d++) {
                        double expected = plain.value(k, k.scan(), m.a(), m.b(), d);
                        assertEquals(expected, fast.value(m.a(), m.b(), d), name + " " + i + " " + m + " depth " + d);
                        assertArrayEquals(k.present(), fast.board().present, "the board is put back");
                        compared++;
                        sure += expected == TreeSearch.WON || expected == TreeSearch.LOST ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(compared > 1000 && sure > 50, compared + " values compared, " + sure + " of them sure");
    }

    /**
     * Whole games, move by move, a player with the plain search beside one with the fast search,
     * each with its own copy of the same stream: the moves must be the same at every turn. The
     * as-dealt deals of seed 5; on the minis also the dead check's player.
     */
    @ParameterizedTest
    @CsvSource({
            "mini-turtle, 1, 1, 0, 40", "mini-turtle, 4, 2, 0, 40", "mini-turtle, 16, 3, 0, 40", "mini-turtle, 16, 3, 200, 10",
            "mini-spider, 16, 3, 0, 40", "mini-spider, 8, 4, 200, 10",
            "medium-72, 1, 1, 0, 20", "medium-72, 16, 3, 0, 3",
            "flat-72, 16, 3, 0, 3", "half-turtle, 16, 3, 0, 2",
            "turtle, 1, 1, 0, 10", "turtle, 4, 3, 0, 1"})
    void bothPlayersMakeTheSameMoves(String name, int samples, int depth, long deadCheck, int deals) {
        Layout layout = Layouts.named(name);
        int decisions = 0;
        for (int i = 0; i < deals; i++) {
            MonteCarlo plain = new MonteCarlo(samples, depth, ShanghaiPlayers.WEIGHTS, deadCheck, true);
            MonteCarlo fast = new MonteCarlo(samples, depth, ShanghaiPlayers.WEIGHTS, deadCheck, false);
            SplittableRandom plainStream = new SplittableRandom(1000 + i);
            SplittableRandom fastStream = new SplittableRandom(1000 + i);
            Position p = DealGenerator.deal(layout, 5, i).position();
            while (!p.cleared()) {
                Move expected = plain.choose(p.view(), plainStream);
                assertEquals(expected, fast.choose(p.view(), fastStream), name + " deal " + i + " after "
                        + (layout.size() - p.remaining()) / 2 + " moves");
                if (expected == null) {
                    break;
                }
                p = p.apply(expected);
            }
            assertEquals(plain.weighed(), fast.weighed());
            decisions += plain.weighed();
        }
        assertTrue(decisions > deals, decisions + " decisions weighed");
    }
}
