package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.ClueValue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * One clue's encoding against the rule's own definition ({@link ClueRule#measure}), over every
 * layout of a small board: for every clue cell and every value the clue could show (and one it
 * never can), the solver finds a model with all cells fixed to the layout exactly when the
 * layout shows that value. The boards put clues in corners, on edges and in the middle, so the
 * eyesight lines have lengths 0 to 3 and the partition rings lose 0, 3 or 5 places off the board,
 * and the 3×3 and 3×4 middles hold the full ring whose 8 mines are one run.
 */
class ClueEncodingTest {
    @ParameterizedTest
    @CsvSource({"E, 3, 3", "E, 4, 3", "E, 5, 1", "P, 3, 3", "P, 4, 3", "P, 2, 4", "W, 3, 3", "V, 3, 3"})
    void encodingAdmitsExactlyTheLayoutsThatShowTheValue(char letter, int width, int height) {
        ClueRule rule = ClueRule.of(letter);
        Geometry g = Geometry.of(width, height);
        int shownAndFitting = 0;
        for (int cell = 0; cell < g.size(); cell++) {
            for (int value = 0; value <= Math.max(9, width + height); value++) {
                ClueValue shown = rule.runs() ? null : new ClueValue.Count(value);
                if (shown == null) {
                    shownAndFitting += checkRuns(rule, g, cell);
                    break;
                }
                shownAndFitting += check(rule, g, cell, shown);
            }
        }
        assertEquals(g.size() << (g.size() - 1), shownAndFitting, "every layout shows one value at each cell");
    }

    /** For W, every multiset of runs that some layout shows. */
    private static int checkRuns(ClueRule rule, Geometry g, int cell) {
        java.util.Set<ClueValue> values = new java.util.HashSet<>();
        for (long layout = 0; layout < 1L << g.size(); layout++) {
            if ((layout >>> cell & 1L) == 0) {
                values.add(rule.measure(g, cell, layout));
            }
        }
        int fitting = 0;
        for (ClueValue v : values) {
            fitting += check(rule, g, cell, v);
        }
        return fitting;
    }

    /** Checks every layout with the clue cell safe; returns how many show {@code shown}. */
    private static int check(ClueRule rule, Geometry g, int cell, ClueValue shown) {
        Sat sat = new Sat(g.size());
        ClueEncoding.add(sat, g, rule, cell, shown);
        int fitting = 0;
        for (long layout = 0; layout < 1L << g.size(); layout++) {
            if ((layout >>> cell & 1L) != 0) {
                continue;
            }
            int[] fixed = new int[g.size()];
            for (int c = 0; c < g.size(); c++) {
                fixed[c] = (layout >>> c & 1L) != 0 ? Sat.var(c) : -Sat.var(c);
            }
            boolean shows = rule.measure(g, cell, layout).equals(shown);
            fitting += shows ? 1 : 0;
            assertEquals(shows, sat.solve(fixed), rule.name() + " " + shown + " at " + g.cell(cell) + " on " + g
                    + ", layout " + Long.toBinaryString(layout));
        }
        return fitting;
    }
}
