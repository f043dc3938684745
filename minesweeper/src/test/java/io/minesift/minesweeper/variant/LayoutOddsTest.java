package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;

import java.util.BitSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exact routes of {@link LayoutOdds} (by components with no global rule; by listing with one)
 * against the exact engine ({@link VariantEngine}, itself tied to a brute force) on the engine's
 * small test positions of every rule set, liar weights included; and the clues' law on a board far
 * too large for the exact engine, where every cell's chance is known by symmetry.
 */
class LayoutOddsTest {
    @Test
    void exactRoutesAgreeWithTheExactEngine() {
        int compared = 0;
        for (String text : VariantBoards.ruleSets()) {
            RuleSet rules = RuleSet.parse(text);
            for (int k = 0; k < 8; k++) {
                VariantPosition p = VariantBoards.position(rules, 7919L * k + text.hashCode());
                VariantProbabilities exact = new VariantEngine().analyse(p);
                LayoutOdds odds = LayoutOdds.of(p, new BitSet(), new BitSet(), null, 0, null, true);
                assertNotNull(odds, text + ": small positions are answered exactly");
                assertEquals(exact.consistent(), odds.consistent(), text);
                for (int c : CellSets.cells(p.hiddenCells())) {
                    if (exact.consistent()) {
                        assertEquals(exact.probability(c), odds.probability(c), 1e-9, text + " position " + k + " cell " + c);
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 1000, "cells compared: " + compared);
    }

    /** 40×40 with 400 mines and nothing shown: every cell 400/1600 (C(1600, 800) is past a double's range). */
    @Test
    void theCluesLawFitsAnyBoard() {
        Geometry g = Geometry.of(40, 40);
        VariantPosition p = VariantPosition.of(g, RuleSet.parse("V"), 400, new BitSet(), new BitSet(), new ClueValue[g.size()]);
        LayoutOdds odds = LayoutOdds.of(p, new BitSet(), new BitSet(), null, 0, null, true);
        for (int c = 0; c < g.size(); c++) {
            assertEquals(0.25, odds.probability(c), 1e-12);
        }
    }
}
