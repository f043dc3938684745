package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Certainty with each test bounded (no-guess generation) answers a part of the exact answer:
 * on seeded 9×9 positions (a layout that obeys the rule, safe cells revealed with probability
 * 0.25, a third of the mines flagged), the safe and mine cells found with no test allowed to run
 * (bound 0) and with the generator's bound must lie among those of the exact solver (itself held
 * against a plain reference in WideCertaintyTest).
 */
class BoundedCertaintyTest {
    @ParameterizedTest
    @ValueSource(strings = {"A", "T"})
    void boundedTestsFindOnlyCertainCells(String text) {
        RuleSet rules = RuleSet.parse(text);
        int found = 0;
        for (SeededPositions.Drawn drawn : SeededPositions.sixOn9x9(rules, 43, 0.25, 0.3)) {
            BitSet mines = drawn.mines();
            VariantPosition p = VariantPosition.reveal(Geometry.of(9, 9), rules, mines, drawn.revealed(), drawn.flagged(), 0);
            SatCertainty exact = new SatCertainty(p);
            for (int limit : new int[]{0, Sat.FIRST_BOUND}) {
                SatCertainty bounded = new SatCertainty(p, CutBudget.unlimited(), mines, limit);
                String where = text + " layout " + mines + " bound " + limit;
                assertTrue(CellSets.minus(bounded.safeCells(), exact.safeCells()).isEmpty(), where + ": safe cells");
                assertTrue(CellSets.minus(bounded.mineCells(), exact.mineCells()).isEmpty(), where + ": mines");
                found += limit == 0 ? 0 : bounded.safeCells().cardinality() + bounded.mineCells().cardinality();
            }
        }
        assertTrue(found > 0, text + ": the bounded solver found nothing, so the test shows nothing");
    }
}
