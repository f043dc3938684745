package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBoards;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bit-set deductions ({@link WideTwoBody}, used on boards over 64 cells) against the
 * {@code long} ones ({@link VariantTwoBody}, which VariantTwoBodyTest ties to a brute force): on
 * the engine's small test positions of every rule set but eyesight (whose own pattern list the
 * bit-set form does not use), one clue, pairs and the mine total must settle the same cells
 * through the same clues.
 */
class WideTwoBodyTest {
    @Test
    void sameFindingsAsTheLongForm() {
        int settled = 0;
        for (String text : VariantBoards.ruleSets()) {
            RuleSet rules = RuleSet.parse(text);
            if (rules.clue().letter() == 'E') {
                continue;
            }
            for (int k = 0; k < 6; k++) {
                VariantPosition p = VariantBoards.position(rules, 1000L * k + text.hashCode());
                VariantTwoBody.Shapes small = new VariantTwoBody.Shapes(p.geometry());
                WideTwoBody.Shapes wide = new WideTwoBody.Shapes(p.geometry());
                settled += same(VariantTwoBody.singles(p, small), WideTwoBody.singles(p, wide), text);
                settled += same(VariantTwoBody.pairs(p, small), WideTwoBody.pairs(p, wide), text);
                settled += same(VariantTwoBody.withTotal(p, small), WideTwoBody.withTotal(p, wide), text);
            }
        }
        assertTrue(settled > 200, "enough findings compared: " + settled);
    }

    private static int same(List<VariantTwoBody.Finding> expected, List<WideTwoBody.Finding> actual, String rules) {
        assertEquals(expected.size(), actual.size(), rules + ": number of findings");
        for (int i = 0; i < expected.size(); i++) {
            VariantTwoBody.Finding e = expected.get(i);
            WideTwoBody.Finding a = actual.get(i);
            assertEquals(java.util.Arrays.toString(e.clues()), java.util.Arrays.toString(a.clues()), rules);
            assertEquals(e.level(), a.level(), rules);
            assertEquals(CellSets.ofLong(e.safe()), a.safe(), rules + " safe, clues " + java.util.Arrays.toString(e.clues()));
            assertEquals(CellSets.ofLong(e.mines()), a.mines(), rules + " mines, clues " + java.util.Arrays.toString(e.clues()));
        }
        return expected.size();
    }
}
