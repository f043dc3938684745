package io.minesift.minesweeper.logic;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * Certainty next to a sampled component. Component A (cells a, b, c; clues a+b = 1, b+c = 1) is
 * counted exactly: {b} (1 mine) or {a, c} (2 mines). Component B (two cells in one box) was
 * sampled and its probes only ever saw 1 mine, though 0 is possible too. With 2 mines left and
 * no cell off the frontier, "A holds 1" is all the samples show — but A holding 2 (and B 0) is a
 * real layout, so nothing in A may be called certain.
 */
class SampledCertaintyTest {
    @Test
    void exactComponentIsNotMadeCertainByWhatProbesMissed() {
        ComponentTally a = new ComponentTally(new int[]{1, 1, 1}, 2, true, false);
        a.add(new int[]{0, 1, 0}, 1, 1);
        a.add(new int[]{1, 0, 1}, 2, 1);
        ComponentTally b = new ComponentTally(new int[]{2}, 2, false, false);
        b.add(new int[]{1}, 1, 2);
        Combination joined = Combination.of(List.of(a, b), 0, 2);
        assertArrayEquals(new int[]{0, 0, 0}, joined.boxCertainty[0]);
    }

    @Test
    void withEveryComponentExactTheSameCaseIsCertain() {
        // The control: when B is known exactly to hold 1 mine only, A must hold 1: b is a mine.
        ComponentTally a = new ComponentTally(new int[]{1, 1, 1}, 2, true, false);
        a.add(new int[]{0, 1, 0}, 1, 1);
        a.add(new int[]{1, 0, 1}, 2, 1);
        ComponentTally b = new ComponentTally(new int[]{2}, 2, true, false);
        b.add(new int[]{1}, 1, 2);
        Combination joined = Combination.of(List.of(a, b), 0, 2);
        assertArrayEquals(new int[]{-1, 1, -1}, joined.boxCertainty[0]);
    }
}
