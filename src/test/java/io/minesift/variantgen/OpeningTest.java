package io.minesift.variantgen;

import io.minesift.board.Geometry;
import io.minesift.variant.ClueRule;
import io.minesift.variant.ClueValue;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which clues open, worked out by hand from the rule definitions (README, Variant rules). */
class OpeningTest {
    private final Geometry g = Geometry.of(5, 5);

    @Test
    void aClueOpensWhenItSaysNoMineInItsScope() {
        assertTrue(Opening.opens(g, ClueRule.of('V'), 12, new ClueValue.Count(0)));
        assertFalse(Opening.opens(g, ClueRule.of('V'), 12, new ClueValue.Count(1)));
        assertTrue(Opening.opens(g, ClueRule.of('X'), 12, new ClueValue.Count(0)));
        assertTrue(Opening.opens(g, ClueRule.of('M'), 12, new ClueValue.Count(0)));
        assertTrue(Opening.opens(g, ClueRule.of('P'), 12, new ClueValue.Count(0)));
        assertTrue(Opening.opens(g, ClueRule.of('W'), 12, new ClueValue.Runs(new int[0])));
        // Eyesight: the centre of a 5x5 board sees itself and 8 cells when its row and column are clear.
        assertTrue(Opening.opens(g, ClueRule.of('E'), 12, new ClueValue.Count(9)));
        assertFalse(Opening.opens(g, ClueRule.of('E'), 12, new ClueValue.Count(8)));
        // A liar's 1 may be 0 or 2 mines; a negation 0 may be one mine of each colour.
        assertFalse(Opening.opens(g, ClueRule.of('L'), 12, new ClueValue.Count(1)));
        assertFalse(Opening.opens(g, ClueRule.of('N'), 12, new ClueValue.Count(0)));
        for (char rule : "VXEMNLWP".toCharArray()) {
            assertEquals("VXEMWP".indexOf(rule) >= 0, Opening.canOpen(ClueRule.of(rule)), "rule " + rule);
        }
    }

    @Test
    void openingsCascadeThroughTheRulesScope() {
        // 5x5, one mine at (4,4): under X a 0 at (0,0) opens (0..2,0) and (0,0..2); the cascade
        // stops at cells whose cross reaches the mine: (4,2), (2,4), (4,3), (3,4) and so on.
        long mine = 1L << 24;
        long open = Opening.reveal(g, ClueRule.of('X'), mine, 0, 1L, 0);
        assertEquals(0, open & mine);
        assertTrue((open & 1L << 12) != 0, "the centre is reached");
        long vanilla = Opening.reveal(g, ClueRule.of('V'), mine, 0, 1L, 0);
        assertEquals((1L << 25) - 1 & ~mine, vanilla, "under V every safe cell opens");
    }
}
