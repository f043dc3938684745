package io.minesift.logic;

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
        tally.weight[6] = 2;
        tally.mineWeight[6][0] = 1;
        tally.weight[7] = 7;
        tally.mineWeight[7][0] = 4;
        tally.weight[8] = 14;
        tally.mineWeight[8][0] = 9;
        for (int m = 6; m <= 8; m++) {
            tally.canMine[m][0] = true;
            tally.canSafe[m][0] = true;
        }
        Combination joined = Combination.of(List.of(tally), 21, 18);

        double c12 = CombinatoricsUtils.binomialCoefficientDouble(21, 12);
        double c11 = CombinatoricsUtils.binomialCoefficientDouble(21, 11);
        double c10 = CombinatoricsUtils.binomialCoefficientDouble(21, 10);
        double expected = (1 * c12 + 4 * c11 + 9 * c10) / (2 * c12 + 7 * c11 + 14 * c10);
        assertEquals(expected, joined.boxProbability[0][0], 1e-12);
        // 2·293930 + 7·352716 + 14·352716 = 7,995,896 layouts in all (binomials from Pascal's triangle)
        assertEquals(Math.log(2 * 293930.0 + 7 * 352716.0 + 14 * 352716.0), joined.logLayouts, 1e-9);
    }
}
