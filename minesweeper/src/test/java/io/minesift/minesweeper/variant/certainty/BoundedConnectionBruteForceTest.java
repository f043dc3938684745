package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bounded certainty for a round of no-guess generation under A beyond 64 cells
 * ({@link SatCertainty#forRound}: tests that run out at the bound wait for the round's end, the
 * far cells asked together within a test's bound, the searches for layouts bounded) against a
 * brute force. Positions on 9×9 with 10 mines under A: every cell outside a 4×4 window around a
 * mine shown, the window hidden, so that at most 16 cells are unknown. The reference enumerates
 * every way to place the mines left among the unknown cells and keeps the layouts that the
 * rules' own whole-board check accepts ({@link LayoutChain#fits}: every clue, the one orthogonal
 * group, the total), with no SAT solver; a cell safe, or a mine, in
 * every kept layout is certain. The exact solver must find exactly those cells; the bounded one
 * (bound 0, a dear test's bound, the generator's bound) only cells among them, also when every
 * cell is told that its test ran out in the round before, so that the tests wait for the round's
 * end; then it must still find a safe cell whenever there is one, since a round stalls without.
 */
class BoundedConnectionBruteForceTest {
    private static final RuleSet A = RuleSet.parse("A");
    private static final Geometry G = Geometry.of(9, 9);

    @Test
    void boundedAnswersLieWithinTheEnumeratedCertainCells() {
        int found = 0;
        int foundLate = 0;
        for (int k = 0; k < 8; k++) {
            SeededPositions.Drawn drawn = window(SeededPositions.draw(G, A, 10, new SplittableRandom(4100 + k), 0.8, 0.3), k);
            VariantPosition p = VariantPosition.reveal(G, A, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            BitSet unknown = CellSets.minus(p.hiddenCells(), p.flaggedCells());
            int left = p.totalMines() - p.flaggedCells().cardinality();
            BitSet[] reference = certain(p, CellSets.cells(unknown), left);
            SatCertainty exact = new SatCertainty(p);
            String where = "layout " + drawn.mines() + " revealed " + drawn.revealed() + " flagged " + drawn.flagged();
            assertEquals(reference[0], exact.safeCells(), where + ": exact safe cells");
            assertEquals(reference[1], exact.mineCells(), where + ": exact mines");
            for (int limit : new int[]{0, SatCertainty.DEAR_TEST_CONFLICTS, SatCertainty.BOUNDED_TEST_CONFLICTS}) {
                SatCertainty bounded = SatCertainty.forRound(p, CutBudget.unlimited(), drawn.mines(), limit);
                assertTrue(CellSets.minus(bounded.safeCells(), reference[0]).isEmpty(), where + " bound " + limit + ": safe");
                assertTrue(CellSets.minus(bounded.mineCells(), reference[1]).isEmpty(), where + " bound " + limit + ": mines");
                found += limit == 0 ? 0 : bounded.safeCells().cardinality() + bounded.mineCells().cardinality();
            }
            // every cell told slow in the round before: each test the narrow solver finds no layout
            // for waits for the round's end, where it is run only because no other cell was found
            SatCertainty late = SatCertainty.forRound(p, CutBudget.unlimited(), drawn.mines(),
                    SatCertainty.BOUNDED_TEST_CONFLICTS, p.hiddenCells());
            assertTrue(CellSets.minus(late.safeCells(), reference[0]).isEmpty(), where + " all slow: safe");
            assertTrue(CellSets.minus(late.mineCells(), reference[1]).isEmpty(), where + " all slow: mines");
            // a round needs one safe cell to go on: with a safe cell to find, it finds one
            assertEquals(reference[0].isEmpty(), late.safeCells().isEmpty(), where + " all slow: a safe cell found");
            foundLate += late.safeCells().cardinality();
        }
        assertTrue(found > 0, "the bounded solver found nothing, so the test shows nothing");
        assertTrue(foundLate > 0, "no safe cell found with every test waiting for the round's end");
    }

    /**
     * The drawn layout with every cell outside a 4×4 window shown (safe cells revealed, mines
     * flagged) and the window hidden; the window starts a step up and left of the layout's
     * {@code k}-th mine (counted round), kept on the board, so it holds a mine or more.
     */
    private static SeededPositions.Drawn window(SeededPositions.Drawn drawn, int k) {
        int[] mines = CellSets.cells(drawn.mines());
        int mine = mines[k % mines.length];
        int x0 = Math.max(0, Math.min(G.width() - 4, G.x(mine) - 1));
        int y0 = Math.max(0, Math.min(G.height() - 4, G.y(mine) - 1));
        BitSet revealed = new BitSet();
        BitSet flagged = new BitSet();
        for (int c = 0; c < G.size(); c++) {
            if (G.x(c) >= x0 && G.x(c) < x0 + 4 && G.y(c) >= y0 && G.y(c) < y0 + 4) {
                continue;
            }
            (drawn.mines().get(c) ? flagged : revealed).set(c);
        }
        return new SeededPositions.Drawn(drawn.mines(), revealed, flagged);
    }

    /** The cells safe in every fitting layout, and those that are mines in every one, by enumeration. */
    private static BitSet[] certain(VariantPosition p, int[] unknown, int left) {
        BitSet safe = CellSets.of(unknown);
        BitSet mines = CellSets.of(unknown);
        int n = unknown.length;
        int fitting = 0;
        for (long pick = (1L << left) - 1; pick < 1L << n; pick = next(pick)) {
            BitSet layout = (BitSet) p.flaggedCells().clone();
            for (int i = 0; i < n; i++) {
                if ((pick >>> i & 1) != 0) {
                    layout.set(unknown[i]);
                }
            }
            if (LayoutChain.fits(p, new BitSet(), layout)) {
                fitting++;
                safe.andNot(layout);
                mines.and(layout);
            }
            if (left == 0) {
                break;
            }
        }
        assertTrue(fitting > 0, "the drawn layout fits its own position");
        return new BitSet[]{safe, mines};
    }

    /** The next larger number with as many bits set (Gosper's hack). */
    private static long next(long x) {
        long c = x & -x;
        long r = x + c;
        return (((r ^ x) >>> 2) / c) | r;
    }
}
