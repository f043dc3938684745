package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link SolveRate}: its counts and its times per deal. */
class SolveRateTest {
    @Test
    void theMedianIsTheMiddleValue() {
        // by hand: sorted 1 3 5 -> 3; sorted 1 2 3 4 -> (2 + 3) / 2 = 2 in whole nanoseconds
        assertEquals(3, SolveRate.median(new long[]{5, 1, 3}));
        assertEquals(2, SolveRate.median(new long[]{4, 1, 3, 2}));
        assertEquals(7, SolveRate.median(new long[]{7}));
    }

    @Test
    void countsAndTimesCoverEveryDeal() {
        Layout layout = Layouts.named("mini-turtle");
        SolveRate r = SolveRate.measure(layout, 40, 3, true, 2_000_000, i -> { });
        int solved = 0;
        for (int i = 0; i < 40; i++) {
            solved += CertainMovesTest.bruteForce(DealGenerator.uniform(layout, 3, i), new java.util.HashMap<>()) ? 1 : 0;
        }
        // the minis are always decided: the counts are the exhaustive search's
        assertEquals(solved, r.solved());
        assertEquals(40 - solved, r.unsolvable());
        assertEquals(0, r.undecided());
        // a median is at most the mean times the count (all the time in one deal at worst)
        assertTrue(r.medianMs() >= 0 && r.medianMs() <= r.msPerDeal() * 40, r.toString());
        assertTrue(r.medianCpuMs() >= 0 && r.medianCpuMs() <= r.cpuMsPerDeal() * 40, r.toString());
    }
}
