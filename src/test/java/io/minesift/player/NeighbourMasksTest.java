package io.minesift.player;

import io.minesift.board.Geometry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NeighbourMasksTest {
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"5,4", "1,6", "6,1", "1,1", "30,16"})
    void walkingAMaskVisitsTheGeometrysNeighboursInOrder(int width, int height) {
        Geometry g = Geometry.of(width, height);
        NeighbourMasks tables = NeighbourMasks.of(g);
        for (int c = 0; c < g.size(); c++) {
            int[] walked = new int[Integer.bitCount(tables.around()[c])];
            int k = 0;
            for (int m = tables.around()[c]; m != 0; m &= m - 1) {
                int b = Integer.numberOfTrailingZeros(m);
                int nb = c + tables.offset()[b];
                walked[k++] = nb;
                assertEquals(NeighbourMasks.bitOf(width, nb, c), NeighbourMasks.opposite(b), "cell " + c + " bit " + b);
                assertTrue((tables.around()[nb] & NeighbourMasks.opposite(b)) != 0);
            }
            assertArrayEquals(g.neighbours(c), walked, "cell " + c);
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"5,4", "1,6", "30,16"})
    void windowsHoldEveryCellUpToTwoAwayInSlotOrder(int width, int height) {
        Geometry g = Geometry.of(width, height);
        NeighbourMasks tables = NeighbourMasks.of(g);
        for (int c = 0; c < g.size(); c++) {
            int from = tables.windowStart()[c];
            int to = tables.windowStart()[c + 1];
            int[] slots = Arrays.copyOfRange(tables.windowSlot(), from, to);
            int[] sorted = slots.clone();
            Arrays.sort(sorted);
            assertArrayEquals(sorted, slots, "cell " + c);
            int expected = 0;
            for (int d = 0; d < g.size(); d++) {
                boolean near = Math.abs(g.x(c) - g.x(d)) <= 2 && Math.abs(g.y(c) - g.y(d)) <= 2;
                expected += near && d != c ? 1 : 0;
            }
            assertEquals(expected, to - from, "cell " + c);
            for (int j = from; j < to; j++) {
                int d = tables.windowCell()[j];
                assertEquals((g.y(d) - g.y(c) + 2) * 5 + g.x(d) - g.x(c) + 2, tables.windowSlot()[j]);
            }
        }
    }
}
