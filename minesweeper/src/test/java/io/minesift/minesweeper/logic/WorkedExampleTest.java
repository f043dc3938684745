package io.minesift.minesweeper.logic;

import org.apache.commons.math3.util.CombinatoricsUtils;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The worked example of the enumeration paper this project follows: 18 mines left, 21 cells off
 * the frontier, and frontier solutions {6 mines: 2 layouts, the cell a mine in 1; 7 mines: 7,
 * in 4; 8 mines: 14, in 9}. The cell's probability is
 * (1·C(21,12) + 4·C(21,11) + 9·C(21,10)) / (2·C(21,12) + 7·C(21,11) + 14·C(21,10)).
 */
class WorkedExampleTest {
    @Test
    void frontierCellProbabilityMatchesThePaper() {
        // One component whose only box is the cell itself; the other frontier cells do not
        // matter here, only the counts per mine number do.
        ComponentTally tally = new ComponentTally(new int[]{1}, 8, true, false);
        addLayouts(tally, 6, 1, 1); // 6 mines: 2 layouts, the cell a mine in 1
        addLayouts(tally, 7, 4, 3); // 7 mines: 7 layouts, a mine in 4
        addLayouts(tally, 8, 9, 5); // 8 mines: 14 layouts, a mine in 9
        Combination joined = Combination.of(List.of(tally), 21, 18);

        double c12 = CombinatoricsUtils.binomialCoefficientDouble(21, 12);
        double c11 = CombinatoricsUtils.binomialCoefficientDouble(21, 11);
        double c10 = CombinatoricsUtils.binomialCoefficientDouble(21, 10);
        double expected = (1 * c12 + 4 * c11 + 9 * c10) / (2 * c12 + 7 * c11 + 14 * c10);
        assertEquals(expected, joined.boxProbability[0][0], 1e-12);
        // 2·293930 + 7·352716 + 14·352716 = 7,995,896 layouts in all (binomials from Pascal's triangle)
        assertEquals(Math.log(2 * 293930.0 + 7 * 352716.0 + 14 * 352716.0), joined.logLayouts, 1e-9);
    }

    /** Frontier layouts with {@code m} mines: {@code withMine} with the cell a mine, {@code without} not. */
    private static void addLayouts(ComponentTally tally, int m, int withMine, int without) {
        tally.add(new int[]{1}, m, withMine);
        tally.add(new int[]{0}, m, without);
    }
}
