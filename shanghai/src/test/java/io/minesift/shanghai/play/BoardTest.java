package io.minesift.shanghai.play;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.TileMasks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fast search's table ({@link Board}, {@link BoardRules}), changed move by move, against the
 * plain one ({@link Known}, {@link Scan}), rescanned for every position: the free tiles of each kind,
 * the tiles left of each kind, the legal moves, floating and hidden tiles, tiles left, the first
 * certain move and the dead test. On uniform deals (some dead, so the dead test is met both ways),
 * played at random to the end, each move taken on the board and then undone and taken again, and
 * the whole play undone back to the start.
 */
class BoardTest {
    @ParameterizedTest
    @ValueSource(strings = {"mini-turtle", "mini-spider", "medium-72", "flat-72", "half-turtle", "turtle"})
    void theBoardAgreesWithAScanAfterEveryMoveAndUndo(String name) {
        Layout layout = Layouts.named(name);
        TileMasks masks = TileMasks.of(layout);
        Board board = new Board(masks, layout.kinds());
        BoardRules rules = new BoardRules(board);
        int positions = 0;
        int dead = 0;
        int certain = 0;
        for (int i = 0; i < 40; i++) {
            Position p = DealGenerator.uniform(layout, 11, i);
            int[] kind = kinds(p);
            Known k = new Known(masks, kind, layout.kinds(), masks.setOf(p.tiles()));
            board.reset(kind, k.present());
            SplittableRandom random = new SplittableRandom(i);
            List<Known> path = new ArrayList<>();
            while (true) {
                assertSame(k, board, rules, name + " deal " + i);
                positions++;
                dead += k.dead() ? 1 : 0;
                certain += k.certainMove(k.scan()) != null ? 1 : 0;
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                Move m = moves.get(random.nextInt(moves.size()));
                board.take(m.a(), m.b());
                board.undo();
                assertSame(k, board, rules, name + " deal " + i + " undone");
                path.add(k);
                board.take(m.a(), m.b());
                p = p.apply(m);
                k = k.without(m.a(), m.b());
            }
            for (int s = path.size() - 1; s >= 0; s--) {
                board.undo();
                assertSame(path.get(s), board, rules, name + " deal " + i + " back to move " + s);
            }
        }
        assertTrue(positions > 400 && dead > 10 && certain > 10, positions + " positions, " + dead + " dead, " + certain + " with a certain move");
    }

    private static void assertSame(Known k, Board board, BoardRules rules, String where) {
        Scan s = k.scan();
        assertArrayEquals(k.present(), board.present, where);
        assertEquals(s.legalMoves, board.legalMoves, where + ": legal moves");
        assertEquals(s.floating, board.floating, where + ": floating");
        assertEquals(s.hidden, board.hidden, where + ": hidden");
        assertEquals(s.remaining, board.remaining, where + ": remaining");
        assertArrayEquals(s.left, board.left, where + ": left");
        int[] f = new int[4];
        for (int kind = 0; kind < s.freeCount.length; kind++) {
            int c = board.freeOf(kind, f);
            assertEquals(s.freeCount[kind], c, where + ": free of kind " + kind);
            assertArrayEquals(Arrays.copyOf(s.free[kind], c), Arrays.copyOf(f, c), where + ": free of kind " + kind);
        }
        TileMasks masks = k.masks();
        for (int t = 0; t < masks.tiles; t++) {
            if (TileMasks.has(k.present(), t) && masks.free(k.present(), t)) {
                assertEquals(masks.floating(k.present(), t), board.floating(t), where + ": floating " + t);
            }
            assertEquals(masks.covered(k.present(), t), board.covered(t), where + ": covered " + t);
        }
        assertEquals(k.dead(), rules.dead(), where + ": dead");
        int[] move = k.certainMove(s);
        int mark = board.mark();
        boolean found = rules.certainMove();
        assertEquals(move != null, found, where + ": a certain move");
        if (found) {
            Known after = k.without(move[0], move[1]);
            assertArrayEquals(after.present(), board.present, where + ": the certain move " + Arrays.toString(move));
            board.undoTo(mark);
        }
    }

    static int[] kinds(Position p) {
        int[] kind = new int[p.layout().size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = p.kind(t);
        }
        return kind;
    }
}
