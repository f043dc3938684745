package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.variant.certainty.SatCertainty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SAT certainty against {@link VariantBruteForce} for every clue rule alone and with every
 * global rule (72 rule sets), on the seeded positions of {@link VariantEngineBruteForceTest}
 * (boards from 2×2 to 5×5): whether any layout fits, and exactly which hidden cells are safe in
 * every layout (brute-force mine count 0) and which are mines in every layout (mine count equal
 * to the number of layouts).
 */
class SatCertaintyBruteForceTest {
    @ParameterizedTest
    @MethodSource("io.minesift.minesweeper.variant.VariantEngineBruteForceTest#ruleSets")
    void agreesWithBruteForce(String text) {
        RuleSet rules = RuleSet.parse(text);
        int certain = 0;
        int open = 0;
        for (int k = 0; k < VariantEngineBruteForceTest.POSITIONS; k++) {
            long seed = 1000L * text.hashCode() + k;
            VariantPosition p = VariantBoards.position(rules, seed);
            VariantProbabilities truth = VariantBruteForce.of(p);
            SatCertainty answer = new SatCertainty(p);
            String where = text + " seed " + seed + " on " + p.geometry();
            assertEquals(truth.consistent(), answer.consistent(), "consistent, " + where);
            long mines = 0;
            for (long h = p.hidden(); h != 0 && truth.consistent(); h &= h - 1) {
                int c = Long.numberOfTrailingZeros(h);
                mines |= truth.mineCount(c) == truth.layouts() ? 1L << c : 0;
            }
            assertEquals(truth.certainSafe(p), answer.certainSafe(), "certain safe cells, " + where);
            assertEquals(mines, answer.certainMines(), "certain mines, " + where);
            certain += Long.bitCount(mines | truth.certainSafe(p));
            open += truth.consistent() ? Long.bitCount(p.hidden() & ~mines & ~truth.certainSafe(p)) : 0;
        }
        assertTrue(certain > 0 && open > 0, text + ": the positions must have both certain and open cells");
    }
}
