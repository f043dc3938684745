package io.minesift.shanghai.play;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.TileMasks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The players' bit-mask rules ({@link TileMasks}, {@link Scan}) against the rules core's own
 * ({@code Position}, which walks the layout's lists): free, hidden, floating, the tiles a tile
 * dominates, and the legal moves, on every position of random plays of 40 deals of each layout.
 */
class TileMasksTest {
    @ParameterizedTest
    @ValueSource(strings = {"mini-turtle", "mini-spider", "medium-72", "turtle"})
    void masksAgreeWithTheRulesCore(String name) {
        Layout layout = Layouts.named(name);
        TileMasks masks = TileMasks.of(layout);
        int positions = 0;
        for (int i = 0; i < 40; i++) {
            Position p = DealGenerator.deal(layout, 7, i).position();
            SplittableRandom random = new SplittableRandom(i);
            while (true) {
                check(masks, p);
                positions++;
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.apply(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals(true, positions > 400, "positions checked: " + positions);
    }

    private static void check(TileMasks masks, Position p) {
        Layout layout = p.layout();
        long[] present = TileMasks.of(p.layout()).setOf(p.tiles());
        int[] kind = new int[layout.size()];
        for (int t = 0; t < layout.size(); t++) {
            kind[t] = p.kind(t);
        }
        int hidden = 0;
        int floating = 0;
        for (int t = 0; t < layout.size(); t++) {
            assertEquals(p.free(t), masks.free(present, t), "free " + t);
            if (!p.present(t)) {
                continue;
            }
            assertEquals(p.hidden(t), masks.covered(present, t), "hidden " + t);
            assertEquals(p.floating(t), masks.floating(present, t), "floating " + t);
            hidden += p.hidden(t) ? 1 : 0;
            floating += p.floating(t) ? 1 : 0;
            int dominated = 0;
            for (int y = 0; y < layout.size(); y++) {
                dominated += p.dominates(t, y) ? 1 : 0;
            }
            assertEquals(dominated, masks.dominated(present, t, new long[masks.words]), "dominated by " + t);
        }
        Scan s = new Known(masks, kind, layout.kinds(), present).scan();
        assertEquals(p.legalMoves().size(), s.legalMoves);
        assertEquals(hidden, s.hidden);
        assertEquals(floating, s.floating);
        assertEquals(p.remaining(), s.remaining);
    }
}
