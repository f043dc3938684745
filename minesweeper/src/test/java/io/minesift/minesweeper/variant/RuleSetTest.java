package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rule sets read from text, with one-line errors; variant positions check what they are given. */
class RuleSetTest {
    @Test
    void readsAGlobalAndAClueRule() {
        RuleSet rules = RuleSet.parse("T,X");
        assertEquals(1, rules.globals().size());
        assertEquals('T', rules.globals().get(0).letter());
        assertEquals('X', rules.clue().letter());
        assertEquals("T,X", rules.text());
        assertEquals("T,X", RuleSet.parse(" x , t ").text(), "order, case and spaces do not matter");
    }

    @Test
    void defaultsToVanillaClues() {
        assertEquals("Q,V", RuleSet.parse("Q").text());
        assertTrue(RuleSet.parse("V").vanilla());
        assertFalse(RuleSet.parse("Q").vanilla());
        assertFalse(RuleSet.parse("E").vanilla());
        assertEquals(RuleSet.VANILLA, RuleSet.parse("v"));
    }

    @Test
    void everyLetterReadsBackToItself() {
        for (char c : "QCTODSBA".toCharArray()) {
            assertEquals(c, GlobalRule.of(c).letter());
        }
        for (char c : "VXEMNLWP".toCharArray()) {
            assertEquals(c, ClueRule.of(c).letter());
        }
    }

    @Test
    void badTextGivesOneLineErrors() {
        for (String bad : new String[]{"", " ", "Z", "T,Q", "X,E", "TX", "T,,X", "T,X,", "Q C"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse(bad), bad);
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("T,Q")).getMessage()
                .contains("at most one global rule"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("X,E")).getMessage()
                .contains("one clue rule"));
    }

    @Test
    void positionsCheckTheirParts() {
        Geometry g = Geometry.of(3, 3);
        ClueValue[] clues = new ClueValue[9];
        assertThrows(IllegalArgumentException.class, () -> VariantPosition.of(Geometry.of(9, 9), RuleSet.VANILLA, 1, 0, 0, new ClueValue[81]));
        assertThrows(IllegalArgumentException.class, () -> VariantPosition.of(g, RuleSet.VANILLA, 10, 0, 0, clues));
        assertThrows(IllegalArgumentException.class, () -> VariantPosition.of(g, RuleSet.VANILLA, 1, 1, 0, clues), "no clue");
        clues[0] = new ClueValue.Count(1);
        assertThrows(IllegalArgumentException.class, () -> VariantPosition.of(g, RuleSet.parse("W"), 1, 1, 0, clues), "W needs runs");
        assertThrows(IllegalArgumentException.class, () -> VariantPosition.of(g, RuleSet.VANILLA, 1, 1, 1, clues), "revealed and flagged");
        assertEquals(1L << 0, VariantPosition.of(g, RuleSet.VANILLA, 1, 1, 0, clues).revealed());
    }

    @Test
    void theEngineRefusesMoreThanOneGlobalRule() {
        RuleSet two = new RuleSet(java.util.List.of(new Quad(), new Triplet()), new ClueRule.Vanilla());
        VariantPosition p = VariantPosition.of(Geometry.of(3, 3), two, 2, 0, 0, new ClueValue[9]);
        assertThrows(IllegalArgumentException.class, () -> new VariantEngine().analyse(p));
        // the brute force takes any number: 2 mines on 3×3 with every 2×2 covered and no line of three
        assertTrue(VariantBruteForce.of(p).consistent());
    }
}
