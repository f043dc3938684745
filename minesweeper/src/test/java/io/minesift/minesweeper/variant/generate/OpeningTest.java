package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBruteForce;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which cells open, worked out from the rule definitions (README, Variant rules). */
class OpeningTest {
    private final Geometry g = Geometry.of(5, 5);

    @Test
    void aCellOpensWhenItsScopeHoldsNoMine() {
        long beside = 1L << 13; // (3,2): a neighbour of the centre, in every rule's scope
        for (char rule : "VXEMNLWP".toCharArray()) {
            assertTrue(Opening.opens(g, ClueRule.of(rule), 12, 0L), "rule " + rule);
            assertFalse(Opening.opens(g, ClueRule.of(rule), 12, beside), "rule " + rule);
            assertTrue(Opening.opens(g, ClueRule.of(rule), 12, 1L << 24), "rule " + rule + ": (4,4) is out of every scope but E's");
        }
        assertFalse(Opening.opens(g, ClueRule.of('E'), 12, 1L << 2), "E sees its whole column: (2,0) is in it");
    }

    /**
     * For V, X, E, M, W and P the truth-based rule is the older value-based one: over every layout
     * of the centre's scope, the cell opens exactly when its shown value has one fitting pattern,
     * the whole scope safe. The liar and negation clues show a value that allows mines (a liar's 1
     * is 0 or 2 mines, a negation 0 is equal colours), yet the cell opens on a clear scope.
     */
    @Test
    void truthBasedOpeningIsTheValueBasedOneWhereTheValueSaysSo() {
        for (char letter : "VXEMWPLN".toCharArray()) {
            ClueRule rule = ClueRule.of(letter);
            int[] scope = rule.scope(g, 12);
            for (int a = 0; a < 1 << scope.length; a++) {
                long mines = 0;
                for (int k = 0; k < scope.length; k++) {
                    mines |= (a >>> k & 1L) << scope[k];
                }
                boolean valueSaysClear = onlyAllSafe(rule, rule.show(g, 12, mines, 0L));
                boolean opens = Opening.opens(g, rule, 12, mines);
                if ("LN".indexOf(letter) < 0) {
                    assertEquals(valueSaysClear, opens, "rule " + letter + " layout " + a);
                } else {
                    assertFalse(valueSaysClear, "rule " + letter + ": a value never says clear");
                    assertEquals(a == 0, opens, "rule " + letter + " layout " + a);
                }
            }
        }
    }

    private boolean onlyAllSafe(ClueRule rule, ClueValue shown) {
        List<ClueRule.Pattern> patterns = rule.patterns(g, 12, shown);
        long scope = Opening.scope(g, rule, 12);
        return patterns.size() == 1 && patterns.get(0).mines() == 0 && (patterns.get(0).care() & scope) == scope;
    }

    /**
     * A revealed liar or negation cell that did not open holds a mine in its scope. On a 4x4 board
     * with 2 mines, (1,1) revealed alone, its 8 neighbours and 7 other cells hidden, counted by
     * hand: a liar's 1 is 0 mines (C(7,2) = 21 layouts, both mines outside) or 2 (C(8,2) = 28);
     * unopened, only the 28 remain, and every cell outside is safe. A negation 0 is no mine (21)
     * or one mine on each colour (4 x 4 = 16); unopened, the 16. The brute force and the exact
     * engine agree; with the whole scope revealed nothing is implied.
     */
    @Test
    void aRevealedCellThatDidNotOpenHoldsAMine() {
        Geometry small = Geometry.of(4, 4);
        assertClosed(small, "L", 1, 28);
        assertClosed(small, "N", 0, 16);
        VariantPosition open = position(small, "L", 1, 1L << 5 | Opening.scope(small, ClueRule.of('L'), 5));
        assertFalse(open.holdsAMine(5), "its scope is revealed: nothing is implied");
        VariantPosition vanilla = position(small, "V", 1, 1L << 5);
        assertFalse(vanilla.holdsAMine(5), "a vanilla value says it itself");
    }

    private void assertClosed(Geometry small, String rule, int shown, long layouts) {
        VariantPosition p = position(small, rule, shown, 1L << 5);
        assertTrue(p.holdsAMine(5));
        assertEquals(layouts, VariantBruteForce.of(p).layouts(), rule);
        VariantProbabilities exact = new VariantEngine().analyse(p);
        assertEquals(layouts, exact.layouts(), rule);
        assertEquals(0.0, exact.probability(15), 1e-12, rule + ": (3,3) is outside the scope");
    }

    private static VariantPosition position(Geometry g, String rule, int shown, long revealed) {
        ClueValue[] clues = new ClueValue[g.size()];
        for (long r = revealed; r != 0; r &= r - 1) {
            clues[Long.numberOfTrailingZeros(r)] = new ClueValue.Count(shown);
        }
        return VariantPosition.of(g, RuleSet.parse(rule), 2, revealed, 0, clues);
    }

    @Test
    void openingsCascadeThroughTheRulesScope() {
        // 5x5, one mine at (4,4): under X a clear (0,0) opens (0..2,0) and (0,0..2); the cascade
        // stops at cells whose cross reaches the mine: (4,2), (2,4), (4,3), (3,4) and so on.
        long mine = 1L << 24;
        long open = Opening.reveal(g, ClueRule.of('X'), mine, 0, 1L);
        assertEquals(0, open & mine);
        assertTrue((open & 1L << 12) != 0, "the centre is reached");
        long vanilla = Opening.reveal(g, ClueRule.of('V'), mine, 0, 1L);
        assertEquals((1L << 25) - 1 & ~mine, vanilla, "under V every safe cell opens");
        // The liar and negation rules open the same cells as V: the same scope, the same truth.
        assertEquals(vanilla, Opening.reveal(g, ClueRule.of('L'), mine, 0, 1L));
        assertEquals(vanilla, Opening.reveal(g, ClueRule.of('N'), mine, 0, 1L));
    }
}
