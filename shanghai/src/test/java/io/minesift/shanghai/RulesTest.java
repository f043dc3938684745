package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static io.minesift.shanghai.Drawn.A;
import static io.minesift.shanghai.Drawn.B;
import static io.minesift.shanghai.Drawn.C;
import static io.minesift.shanghai.Drawn.D;
import static io.minesift.shanghai.Drawn.E;
import static io.minesift.shanghai.Drawn.F;
import static io.minesift.shanghai.Drawn.G;
import static io.minesift.shanghai.Drawn.H;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Free, hidden, dominates, floating and moves on the hand-drawn eight tiles of {@link Drawn#EIGHT}. */
class RulesTest {
    // kind 0 on C E G H, kind 1 on A B D F
    private final Position full = Drawn.eight(1, 1, 0, 1, 0, 1, 0, 0);

    @Test
    void relationsOfTheDrawing() {
        Layout l = full.layout();
        assertArrayEquals(new int[]{D}, l.above(A));
        assertArrayEquals(new int[]{D}, l.above(B));
        assertArrayEquals(new int[]{}, l.above(C));
        assertArrayEquals(new int[]{A, B}, l.below(D));
        assertArrayEquals(new int[]{A}, l.left(B));
        assertArrayEquals(new int[]{C}, l.right(B));
        assertArrayEquals(new int[]{}, l.left(A));
        assertArrayEquals(new int[]{}, l.right(G), "H is a half tile away from G: not touching");
        assertArrayEquals(new int[]{}, l.left(H));
        assertEquals(2, l.layers());
        assertEquals(2, l.kinds());
    }

    @Test
    void freeTiles() {
        // A and B are under D; F is touched by E and G; the rest are free.
        assertArrayEquals(new int[]{C, D, E, G, H}, full.freeTiles());
        Position noD = full.withTiles(Drawn.without(full, D));
        assertTrue(noD.free(A), "A has nothing on its left");
        assertFalse(noD.free(B), "B is touched by A and C");
        assertTrue(full.withTiles(Drawn.without(full, D, C)).free(B), "with C gone B is open on its right");
        assertTrue(full.withTiles(Drawn.without(full, E)).free(F));
        assertFalse(full.withTiles(Drawn.without(full, E)).free(E), "a removed tile is not free");
    }

    @Test
    void hiddenTilesAreTheCoveredOnes() {
        List<Integer> hidden = new ArrayList<>();
        IntStream.range(0, 8).filter(full::hidden).forEach(hidden::add);
        assertEquals(List.of(A, B), hidden, "F is blocked but seen");
        assertFalse(full.withTiles(Drawn.without(full, D)).hidden(A));
    }

    @Test
    void dominance() {
        List<String> pairs = new ArrayList<>();
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                if (full.dominates(x, y)) {
                    pairs.add("ABCDEFGH".charAt(x) + ">" + "ABCDEFGH".charAt(y));
                }
            }
        }
        // D lies on A and B; A and C block B; E and G block F. B does not dominate A or C: A and C
        // are each open on one side.
        assertEquals(List.of("A>B", "C>B", "D>A", "D>B", "E>F", "G>F"), pairs);
        Position noC = full.withTiles(Drawn.without(full, C));
        assertFalse(noC.dominates(A, B), "with C gone A blocks B alone, which does not block it");
        assertTrue(noC.dominates(D, B));
    }

    @Test
    void floatingTiles() {
        List<Integer> floating = new ArrayList<>();
        IntStream.range(0, 8).filter(full::floating).forEach(floating::add);
        assertEquals(List.of(H), floating);
        Position noDE = full.withTiles(Drawn.without(full, D, E));
        // Left: A B C on row 0 (A and C block B), F G on row 4 (open on the left) and H.
        floating.clear();
        IntStream.range(0, 8).filter(noDE::floating).forEach(floating::add);
        assertEquals(List.of(F, G, H), floating);
    }

    @Test
    void movesAndApplying() {
        // Free: C(0) D(1) E(0) G(0) H(0): kind 0 pairs among C E G H.
        assertEquals(List.of(new Move(C, E), new Move(C, G), new Move(C, H), new Move(E, G), new Move(E, H),
                new Move(G, H)), full.legalMoves());
        Position next = full.apply(new Move(E, G));
        assertEquals(6, next.remaining());
        assertTrue(next.free(F));
        assertThrows(IllegalArgumentException.class, () -> full.apply(new Move(A, B)), "covered tiles");
        assertThrows(IllegalArgumentException.class, () -> full.apply(new Move(C, D)), "different kinds");
        assertEquals(new Move(1, 4), new Move(4, 1));
    }

    @Test
    void turtleRelations() {
        Layout turtle = Layouts.named("turtle");
        assertEquals(144, turtle.size());
        assertEquals(36, turtle.kinds());
        int[] perLayer = new int[turtle.layers()];
        for (int t = 0; t < turtle.size(); t++) {
            perLayer[turtle.layer(t)]++;
        }
        assertArrayEquals(new int[]{87, 36, 16, 4, 1}, perLayer);
        int top = IntStream.range(0, 144).filter(t -> turtle.layer(t) == 4).findFirst().orElseThrow();
        assertEquals(4, turtle.below(top).length, "the top tile sits on the four tiles of layer 3");
        int leftEnd = IntStream.range(0, 144).filter(t -> turtle.layer(t) == 0 && turtle.col(t) == 0).findFirst().orElseThrow();
        assertEquals(7, turtle.row(leftEnd));
        assertEquals(2, turtle.right(leftEnd).length, "the half-offset end tile touches two rows");
        Position p = Position.deal(turtle, IntStream.range(0, 144).map(t -> t / 4).toArray());
        assertTrue(p.free(top));
        assertTrue(p.free(leftEnd));
        assertFalse(p.free(turtle.right(leftEnd)[0]), "blocked by the end tile and its right neighbour");
    }
}
