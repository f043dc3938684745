package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each clue rule on one hand-drawn board, the clue c at (2,2); every expected value was counted
 * by hand from the drawing (the README's worked examples use the same board):
 * <pre>
 *     x 0 1 2 3 4
 *   y0  * . * . .
 *   y1  . * . . *
 *   y2  * . c * .
 *   y3  . . . * .
 *   y4  . . * . .
 * </pre>
 * Coloured cells (for M and N) are those with x + y even.
 */
class ClueRuleDefinitionTest {
    private static final String[] BOARD = {"*.*..", ".*..*", "*..*.", "...*.", "..*.."};
    private static final Geometry G = VariantBoards.geometry(BOARD);
    private static final long MINES = VariantBoards.mines(BOARD);
    private static final int C = 12;

    private static ClueValue measure(char rule) {
        return ClueRule.of(rule).measure(G, C, MINES);
    }

    @Test
    void vanillaCountsTheEightNeighbours() {
        // (1,1), (3,2), (3,3) among the 8 around (2,2)
        assertEquals(new ClueValue.Count(3), measure('V'));
    }

    @Test
    void crossCountsTwoStepsInFourDirections() {
        // (2,0) up 2, (0,2) left 2, (3,2) right 1, (2,4) down 2; (2,1), (1,2), (4,2), (2,3) are safe
        assertEquals(new ClueValue.Count(4), measure('X'));
    }

    @Test
    void eyesightCountsSafeCellsSeenIncludingItself() {
        // itself 1; up sees (2,1) then the mine (2,0); down sees (2,3) then (2,4); left sees (1,2)
        // then (0,2); right is blocked at once by (3,2): 1 + 1 + 1 + 1 + 0
        assertEquals(new ClueValue.Count(4), measure('E'));
    }

    @Test
    void multipleCountsColouredMinesTwice() {
        // (1,1) and (3,3) are coloured (x + y even): 2 + 2; (3,2) is not: 1
        assertEquals(new ClueValue.Count(5), measure('M'));
    }

    @Test
    void negationIsTheDifferenceOfTheColours() {
        // coloured mines 2, others 1: |2 - 1|
        assertEquals(new ClueValue.Count(1), measure('N'));
    }

    @Test
    void liarShowsOneOffTheVanillaCount() {
        ClueRule liar = ClueRule.of('L');
        assertEquals(new ClueValue.Count(3), measure('L'));
        assertTrue(liar.fits(new ClueValue.Count(2), measure('L')));
        assertTrue(liar.fits(new ClueValue.Count(4), measure('L')));
        assertFalse(liar.fits(new ClueValue.Count(3), measure('L')));
        int shown = ((ClueValue.Count) liar.show(G, C, MINES, 7)).value();
        assertEquals(1, Math.abs(shown - 3));
        assertEquals(shown, ((ClueValue.Count) liar.show(G, C, MINES, 7)).value(), "the same seed shows the same lie");
        // a count of 0 can only show 1: (4,4) on a board with no mines
        assertEquals(new ClueValue.Count(1), liar.show(G, 24, 0L, 7));
    }

    @Test
    void liarDirectionsDependOnTheSeed() {
        ClueRule liar = ClueRule.of('L');
        long ups = java.util.stream.LongStream.range(0, 200)
                .filter(seed -> ((ClueValue.Count) liar.show(G, C, MINES, seed)).value() == 4).count();
        assertTrue(ups > 60 && ups < 140, "about half the seeds lie upwards, got " + ups + " of 200");
    }

    @Test
    void wallListsTheRunsAroundTheRing() {
        // clockwise from the top-left: (1,1)* (2,1) (3,1) (3,2)* (3,3)* (2,3) (1,3) (1,2): runs 1 and 2
        assertEquals("1 2", measure('W').text());
        // (4,4): only (3,3) of its on-board ring is a mine; the cells off the board break runs
        assertEquals("1", ClueRule.of('W').measure(G, 24, MINES).text());
        assertEquals("0", ClueRule.of('W').measure(G, 24, 0L).text());
    }

    @Test
    void partitionCountsTheRuns() {
        assertEquals(new ClueValue.Count(2), measure('P'));
    }

    @Test
    void runsWrapAroundTheRing() {
        assertArrayEquals(new int[]{2}, Cells.runs(0b1000_0001));
        assertArrayEquals(new int[]{8}, Cells.runs(0xFF));
        assertArrayEquals(new int[0], Cells.runs(0));
        assertArrayEquals(new int[]{1, 1, 1, 1}, Cells.runs(0b0101_0101));
        assertEquals("1 3", new ClueValue.Runs(Cells.runs(0b0100_0111)).text(), "bits 6 and 0-2: runs of 1 and 3");
    }

    @Test
    void clueValuesReadAndWrite() {
        assertEquals(new ClueValue.Runs(new int[]{3, 1}), ClueValue.parse("1 3", true));
        assertEquals("1 3", ClueValue.parse("3 1", true).text());
        assertEquals(new ClueValue.Runs(new int[0]), ClueValue.parse("0", true));
        assertEquals(new ClueValue.Count(12), ClueValue.parse("12", false));
        assertNotEquals(ClueValue.parse("1 2", true), ClueValue.parse("3", true));
        assertThrows(IllegalArgumentException.class, () -> ClueValue.parse("1 2", false));
        assertThrows(IllegalArgumentException.class, () -> ClueValue.parse("5 4", true));
        assertThrows(IllegalArgumentException.class, () -> ClueValue.parse("x", false));
    }

    @Test
    void scopesNeverHoldTheClue() {
        for (char r : "VXEMNLWP".toCharArray()) {
            for (int c = 0; c < G.size(); c++) {
                assertFalse(Cells.has(Cells.set(ClueRule.of(r).scope(G, c)), c), r + " at " + c);
            }
        }
        // E sees its row and column: 4 + 4 cells from the centre of 5×5
        assertEquals(8, ClueRule.of('E').scope(G, C).length);
        // X from a corner: two right, two down
        assertEquals(4, ClueRule.of('X').scope(G, 0).length);
    }
}
