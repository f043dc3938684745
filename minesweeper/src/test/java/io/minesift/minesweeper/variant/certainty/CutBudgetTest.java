package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cut budget of the lazily enforced rules: a solve that needs more cut clauses than its budget
 * stops with {@link CutBudget.Exhausted} (it never answers from half the cuts), and one that fits
 * answers as an unlimited one does. The counts come from the unlimited solver itself: the same
 * clauses in the same order make Sat4j add the same cuts.
 */
class CutBudgetTest {
    @Test
    void aSolveStopsPastItsBudgetAndAnswersAsUnlimitedWithin() {
        for (String rules : new String[] {"C", "A", "O"}) {
            Geometry g = Geometry.of(6, 6);
            long mines = (1L << 14) - 1; // rows 0 and 1 and two cells of row 2: connected, touching the edge
            VariantPosition p = VariantPosition.reveal(g, RuleSet.parse(rules), mines, 1L << 35, 0, 0);
            SatCertainty free = new SatCertainty(p);
            int cuts = free.cuts();
            assertTrue(cuts > 0, rules + ": the lazy rule needed no cut, so the test shows nothing");

            CutBudget tight = new CutBudget(cuts - 1);
            assertThrows(CutBudget.Exhausted.class, () -> new SatCertainty(p, tight), rules);

            CutBudget enough = new CutBudget(cuts);
            SatCertainty bounded = new SatCertainty(p, enough);
            assertEquals(cuts, enough.spent(), rules);
            assertEquals(free.certainSafe(), bounded.certainSafe(), rules);
            assertEquals(free.certainMines(), bounded.certainMines(), rules);
        }
    }
}
