package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The end stall's repair layout under A, against layouts worked out by hand on a 4×4 board (cell
 * = x + 4y): mines 0, 1, 2 in the top row, the stall's pair the mine 2 and the safe cell 6 below
 * it. With 6 a mine the mines are the path 0-1-2-6; taking 1 away cuts 0 off, taking 0 away
 * leaves 1-2-6 joined, so the only repair is {1, 2, 6}, whatever the random draw.
 */
class EndRepairTest {
    private static final Geometry G = Geometry.of(4, 4);
    private static final RuleSet A = RuleSet.parse("A");

    @Test
    void theStuckCellsBecomeMinesAndALeafIsTakenAway() {
        for (long seed = 0; seed < 8; seed++) {
            Optional<BitSet> repaired = EndRepair.layout(G, A, CellSets.of(0, 1, 2), CellSets.of(2, 6), new BitSet(),
                    c -> 0, new SplittableRandom(seed));
            assertEquals(Optional.of(CellSets.of(1, 2, 6)), repaired);
            assertTrue(A.globals().get(0).holds(G, repaired.get()), "the repair's mines are joined");
        }
    }

    @Test
    void aMineThatMustStayIsNotTakenAway() {
        assertEquals(Optional.empty(), EndRepair.layout(G, A, CellSets.of(0, 1, 2), CellSets.of(2, 6), CellSets.of(0),
                c -> 0, new SplittableRandom(1)));
    }

    @Test
    void twoSafeCellsTakeTwoMinesAwayOneAtATime() {
        // mines: the top row 0-3; the stall's cells 3 (mine), 6 and 7 (safe, below 2 and 3). With 6 and 7 mines,
        // of 0, 1, 2 only 0 can go first (taking 1 or 2 away cuts 0 off); then only 1 (taking 2 away cuts 1 off)
        assertEquals(Optional.of(CellSets.of(2, 3, 6, 7)), EndRepair.layout(G, A, CellSets.of(0, 1, 2, 3),
                CellSets.of(3, 6, 7), new BitSet(), c -> 0, new SplittableRandom(1)));
    }

    @Test
    void aStallWithNoSafeCellOrTooManyCellsIsLeftAlone() {
        assertEquals(Optional.empty(), EndRepair.layout(G, A, CellSets.of(0, 1, 2), CellSets.of(1, 2), new BitSet(),
                c -> 0, new SplittableRandom(1)));
        BitSet many = CellSets.of(3, 4, 5, 6, 7, 8, 9, 10, 11, 12); // 9 safe cells, more than MAX_SAFE = 8
        assertEquals(Optional.empty(), EndRepair.layout(G, A, CellSets.of(0, 1, 2, 3), many, new BitSet(),
                c -> 0, new SplittableRandom(1)));
    }

    @Test
    void manyMinesLeftUndecidedDoNotStopTheRepairOfOneSafeCell() {
        // mines: the top two rows 0-7, then 8 and 9; stuck: the mines 0-8 and the safe cell 12 below 8, ten cells
        // with one safe. With 12 a mine, 9 is the only mine outside the stuck cells: taking it away leaves the
        // rows, 8 (below 4) and 12 (below 8) joined
        assertEquals(Optional.of(CellSets.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 12)), EndRepair.layout(G, A,
                CellSets.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), CellSets.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 12), new BitSet(),
                c -> 0, new SplittableRandom(1)));
    }

    @Test
    void theMineThatSendsTheGrowthBackLeastIsTaken() {
        // mines: the top row 0-3, 5 below 1, 7 below 3; the pair 7 (mine) and 11 (safe) below it. With 11 a mine
        // the mines are a tree whose leaves, other than 11, are 0 and 5 (taking 1, 2 or 3 away cuts it): the
        // depth decides between them
        BitSet mines = CellSets.of(0, 1, 2, 3, 5, 7);
        assertEquals(Optional.of(CellSets.of(0, 1, 2, 3, 7, 11)), EndRepair.layout(G, A, mines, CellSets.of(7, 11),
                new BitSet(), c -> c == 0 ? 5 : 1, new SplittableRandom(3)));
        assertEquals(Optional.of(CellSets.of(1, 2, 3, 5, 7, 11)), EndRepair.layout(G, A, mines, CellSets.of(7, 11),
                new BitSet(), c -> c == 5 ? 5 : 1, new SplittableRandom(3)));
    }
}
