package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The vanilla relaxation (counts, flags and the total, the global rule left out) settles only
 * cells that the rules settle: on seeded positions beyond 64 cells (a layout that obeys the rule,
 * each safe cell revealed with probability 0.4, the mines flagged with probability 0.3 or none),
 * every cell it calls safe is safe, and every cell it calls a mine is a mine, in the exact answer
 * of {@link SatCertainty} with unbounded tests (itself held against a plain solver in
 * {@link WideCertaintyTest}). The counts must settle some cells, or the test shows nothing; and
 * the global rule must settle some cell the relaxation leaves open, or the two could simply be
 * equal.
 */
class VanillaRelaxationTest {
    @ParameterizedTest
    @ValueSource(strings = {"A", "T", "D"})
    void theRelaxationSettlesOnlyWhatTheRulesSettle(String text) {
        RuleSet rules = RuleSet.parse(text);
        int relaxed = 0;
        int beyond = 0;
        for (int k = 0; k < 8; k++) {
            Geometry g = k % 2 == 0 ? Geometry.of(9, 9) : Geometry.of(12, 10);
            int total = k % 2 == 0 ? 10 : 24;
            SplittableRandom random = new SplittableRandom(17L * k + text.hashCode());
            SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, total, random, 0.4, k < 4 ? 0.3 : 0);
            VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            VanillaRelaxation vanilla = VanillaRelaxation.of(p);
            SatCertainty exact = new SatCertainty(p);
            assertTrue(CellSets.minus(vanilla.safeCells(), exact.safeCells()).isEmpty(), text + " #" + k + ": safe");
            assertTrue(CellSets.minus(vanilla.mineCells(), exact.mineCells()).isEmpty(), text + " #" + k + ": mines");
            relaxed += vanilla.safeCells().cardinality() + vanilla.mineCells().cardinality();
            beyond += exact.safeCells().cardinality() + exact.mineCells().cardinality()
                    - vanilla.safeCells().cardinality() - vanilla.mineCells().cardinality();
        }
        assertTrue(relaxed > 0, text + ": the relaxation settled nothing, so the test shows nothing");
        assertTrue(beyond > 0, text + ": the rule settled nothing beyond the relaxation");
    }

    @Test
    void otherClueRulesAreNotRelaxed() {
        RuleSet rules = RuleSet.parse("A,X");
        Geometry g = Geometry.of(9, 9);
        SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, 10, new SplittableRandom(3), 0.5, 0.3);
        VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
        assertTrue(!new SatCertainty(p).safeCells().isEmpty(), "the position must have safe cells to leave out");
        assertEquals(new BitSet(), VanillaRelaxation.of(p).safeCells());
        assertEquals(new BitSet(), VanillaRelaxation.of(p).mineCells());
    }

    /**
     * Under A the relaxation with the group's shape added ({@link VanillaRelaxation#withGroup})
     * settles only what the rules settle, against {@link SatCertainty}'s exact answer as above,
     * on seeded positions (each safe cell revealed with probability 0.6, which leaves corridors of
     * hidden cells between revealed ones for the shape to cut), and settles
     * more than the relaxation alone on some of them, or the test would show nothing new.
     */
    @Test
    void theGroupSettlesOnlyWhatTheRuleSettles() {
        RuleSet rules = RuleSet.parse("A");
        int more = 0;
        for (int k = 0; k < 10; k++) {
            Geometry g = k % 2 == 0 ? Geometry.of(9, 9) : Geometry.of(12, 10);
            int total = k % 2 == 0 ? 10 : 24;
            SplittableRandom random = new SplittableRandom(31L * k + 7);
            SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, total, random, 0.6, k < 5 ? 0.4 : 0);
            VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            VanillaRelaxation group = VanillaRelaxation.withGroup(p);
            VanillaRelaxation vanilla = VanillaRelaxation.of(p);
            SatCertainty exact = new SatCertainty(p);
            assertTrue(CellSets.minus(group.safeCells(), exact.safeCells()).isEmpty(), "#" + k + ": safe");
            assertTrue(CellSets.minus(group.mineCells(), exact.mineCells()).isEmpty(), "#" + k + ": mines");
            assertTrue(CellSets.minus(vanilla.safeCells(), group.safeCells()).isEmpty(), "#" + k + ": safe kept");
            more += group.safeCells().cardinality() + group.mineCells().cardinality()
                    - vanilla.safeCells().cardinality() - vanilla.mineCells().cardinality();
        }
        assertTrue(more > 0, "the group's shape settled nothing beyond the relaxation");
    }

    /**
     * A round's solver made for layouts only gives layouts that fit the position (the rule's
     * own check, every clue and flag) with the cells asked for, and answers no certainty.
     */
    @Test
    void aSolverForLayoutsOnlyGivesFittingLayouts() {
        RuleSet rules = RuleSet.parse("A");
        Geometry g = Geometry.of(12, 10);
        SplittableRandom random = new SplittableRandom(5);
        SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, 24, random, 0.4, 0.3);
        VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
        SatCertainty layouts = SatCertainty.forLayouts(p, CutBudget.unlimited(), drawn.mines(),
                SatCertainty.BOUNDED_TEST_CONFLICTS);
        SatCertainty exact = new SatCertainty(p);
        BitSet undecided = CellSets.minus(p.hiddenCells(), CellSets.or(exact.safeCells(), exact.mineCells()));
        int safe = CellSets.and(undecided, drawn.mines()).nextSetBit(0); // a mine of the layout that need not be one
        assertTrue(safe >= 0, "the position must have an undecided mine");
        BitSet other = layouts.layout(CellSets.of(safe), new BitSet(), drawn.mines(), random).orElseThrow();
        assertTrue(!other.get(safe) && LayoutChain.fits(p, new BitSet(), other), "a layout that fits, the cell safe");
        assertThrows(IllegalStateException.class, layouts::safeCells);
    }
}
