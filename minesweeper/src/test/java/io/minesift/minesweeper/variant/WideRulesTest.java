package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The global rules' bit-set checks (boards of any size) against their single-{@code long} checks,
 * which GlobalRuleDefinitionTest ties to hand-drawn layouts: on boards of at most 64 cells both
 * must say the same of every layout, on random layouts and on layouts that obey the rule.
 */
class WideRulesTest {
    @Test
    void bitSetChecksAgreeWithTheLongChecks() {
        SplittableRandom random = new SplittableRandom(34);
        Geometry[] boards = {Geometry.of(5, 5), Geometry.of(8, 8), Geometry.of(7, 4), Geometry.of(3, 6)};
        int obeyed = 0;
        for (char letter : "QCTODSBA".toCharArray()) {
            GlobalRule rule = GlobalRule.of(letter);
            RuleSet rules = new RuleSet(java.util.List.of(rule), new ClueRule.Vanilla());
            for (Geometry g : boards) {
                for (int k = 0; k < 300; k++) {
                    long mines = k % 2 == 0 ? VariantBoards.layout(g, rules, random)
                            : VariantBoards.randomSet(g.size(), random.nextInt(g.size() + 1), random);
                    boolean expected = rule.holds(g, mines);
                    obeyed += expected ? 1 : 0;
                    assertEquals(expected, rule.holds(g, CellSets.ofLong(mines)), letter + " on " + g + ": " + mines);
                }
            }
        }
        assertTrue(obeyed > 1000, "enough layouts that obey their rule to test both answers: " + obeyed);
    }

    /**
     * The partial checks: on parts of layouts (some cells of a layout that obeys the rule, or of a
     * random one, known as mines or safe, the rest unknown), the bit-set form says what the
     * {@code long} form says; both are tied to "some completion obeys" by GlobalRulePartialTest.
     */
    @Test
    void bitSetPartialChecksAgreeWithTheLongChecks() {
        SplittableRandom random = new SplittableRandom(35);
        Geometry[] boards = {Geometry.of(5, 5), Geometry.of(8, 8), Geometry.of(7, 4), Geometry.of(3, 6)};
        int admitted = 0;
        int total = 0;
        for (char letter : "QCTODSBA".toCharArray()) {
            GlobalRule rule = GlobalRule.of(letter);
            RuleSet rules = new RuleSet(java.util.List.of(rule), new ClueRule.Vanilla());
            for (Geometry g : boards) {
                for (int k = 0; k < 300; k++) {
                    long mines = k % 2 == 0 ? VariantBoards.layout(g, rules, random)
                            : VariantBoards.randomSet(g.size(), random.nextInt(g.size() + 1), random);
                    long known = k % 7 == 0 ? Cells.all(g) : random.nextLong() & Cells.all(g);
                    boolean expected = rule.admits(g, mines & known, known & ~mines);
                    admitted += expected ? 1 : 0;
                    total++;
                    assertEquals(expected, rule.admits(g, CellSets.ofLong(mines & known), CellSets.ofLong(known & ~mines)),
                            letter + " on " + g + ": " + mines + " known " + known);
                }
            }
        }
        assertTrue(admitted > total / 4 && admitted < total, "both answers tested: " + admitted + " of " + total);
    }

    @Test
    void cellSetsCrossToLongAndBack() {
        SplittableRandom random = new SplittableRandom(7);
        for (int k = 0; k < 100; k++) {
            long set = random.nextLong();
            assertEquals(set, CellSets.toLong(CellSets.ofLong(set)));
        }
    }
}
