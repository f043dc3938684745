package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a pair uncovers and frees, on a table drawn by hand ({@link Drawn#twoRowsUnderTwo}: six tiles
 * on layer 0 in two rows of three, covered by two on layer 1 that lie across them). The counts below
 * are worked out from the drawing: a tile is free when nothing lies on it and it is not touched on
 * both sides.
 */
class MoveEffectTest {
    private static final Position DEAL = Drawn.twoRowsUnderTwo();

    @Test
    void whatEachPairOpensUpIsCountedFromTheDrawing() {
        // the top pair uncovers all six; the row ends (0, 2, 3, 5) are free, the middles (1, 4) touched on both sides
        MoveEffect top = MoveEffect.of(DEAL, new Move(6, 7));
        assertEquals(new MoveEffect(6, 4), top);
        assertEquals("Taking them uncovers 6 tiles and frees 4.", top.words());
        // then the ends of the first row: tile 1 loses both neighbours and is freed, nothing was covered
        Position open = DEAL.apply(new Move(6, 7));
        MoveEffect ends = MoveEffect.of(open, new Move(0, 2));
        assertEquals(new MoveEffect(0, 1), ends);
        assertEquals("Taking them frees 1 tile.", ends.words());
        // and at the last, the two tiles left are free already: nothing else is opened
        Position last = open.apply(new Move(0, 2)).apply(new Move(3, 5));
        assertEquals("Taking them frees no other tile.", MoveEffect.of(last, new Move(1, 4)).words());
    }

    @Test
    void aTileStillUnderAnotherStaysCovered() {
        // 0 1 2 in a row on layer 0; on layer 1, 3 over 0 and 1, 4 over 1 and 2; 5 alone below them.
        // Taking 3 and 5 uncovers 0 (nothing else lay on it; free now, nothing on its left) but not 1,
        // which 4 still covers.
        Position deal = Position.deal(Drawn.layout("""
                0 0 0
                0 0 2
                0 0 4
                1 0 1
                1 0 3
                0 4 0
                """), new int[] {0, 1, 0, 0, 1, 0});
        assertEquals(new MoveEffect(1, 1), MoveEffect.of(deal, new Move(3, 5)));
    }

    @Test
    void theWordsSayEachCountInTheSingularOrPlural() {
        assertEquals("Taking them uncovers 1 tile.", new MoveEffect(1, 0).words());
        assertEquals("Taking them uncovers 1 tile and frees 1.", new MoveEffect(1, 1).words());
        assertEquals("Taking them frees 3 tiles.", new MoveEffect(0, 3).words());
    }
}
