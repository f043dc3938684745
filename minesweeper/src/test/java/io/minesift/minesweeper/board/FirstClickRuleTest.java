package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FirstClickRuleTest {

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {"none|NONE", "safe|SAFE", "zero|ZERO", "ZERO|ZERO", "' Safe '|SAFE"})
    void parse(String text, FirstClickRule expected) {
        assertEquals(expected, FirstClickRule.parse(text));
        assertEquals(expected, FirstClickRule.parse(expected.id()));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "zeroes", "open", "s"})
    void badRule(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FirstClickRule.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
    }

    // Counts of forbidden cells worked by hand: safe forbids only the start; zero forbids the start's
    // 3x3 block clipped to the board (4 in a corner, 6 on an edge, 9 inside).
    @ParameterizedTest(name = "{0} at {1},{2} on 9x9 forbids {3}")
    @CsvSource({"NONE,4,4,0", "SAFE,4,4,1", "SAFE,0,0,1", "ZERO,0,0,4", "ZERO,4,0,6", "ZERO,4,4,9", "ZERO,8,8,4"})
    void forbiddenCells(FirstClickRule rule, int x, int y, int expected) {
        Geometry g = Geometry.of(9, 9);
        int start = g.index(x, y);
        int n = 0;
        for (int c = 0; c < g.size(); c++) {
            n += rule.forbidsMine(g, start, c) ? 1 : 0;
        }
        assertEquals(expected, n);
    }

    // Property: on seeded random layouts and starts, a layout is allowed exactly when none of its
    // mines sits on a cell the rule forbids (the generator relies on this equivalence).
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void allowsAgreesWithForbidsMine(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 200; round++) {
            MineLayout l = Boards.random(rnd, 6, 0.3);
            Geometry g = l.geometry();
            int start = rnd.nextInt(g.size());
            for (FirstClickRule rule : FirstClickRule.values()) {
                boolean clean = true;
                for (int c = 0; c < g.size(); c++) {
                    clean &= !(l.isMine(c) && rule.forbidsMine(g, start, c));
                }
                assertEquals(clean, rule.allows(l, start), rule + " " + l + " start " + start);
            }
        }
    }

    @Test
    void ids() {
        assertEquals("none", FirstClickRule.NONE.id());
        assertEquals("safe", FirstClickRule.SAFE.id());
        assertEquals("zero", FirstClickRule.ZERO.id());
        assertTrue(FirstClickRule.NONE.allows(Boards.parse("*"), 0));
        assertFalse(FirstClickRule.SAFE.allows(Boards.parse("*"), 0));
    }
}
