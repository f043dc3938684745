package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
    void windowsHoldEveryOtherCellUpToTwoAway(int width, int height) {
        Geometry g = Geometry.of(width, height);
        NeighbourMasks tables = NeighbourMasks.of(g);
        for (int c = 0; c < g.size(); c++) {
            int expected = 0;
            for (int d = 0; d < g.size(); d++) {
                int dx = g.x(d) - g.x(c);
                int dy = g.y(d) - g.y(c);
                if (d != c && Math.abs(dx) <= 2 && Math.abs(dy) <= 2) {
                    int slot = NeighbourMasks.slot(dx, dy);
                    expected |= 1 << slot;
                    assertEquals(d, c + tables.windowOffset()[slot]);
                }
            }
            assertEquals(expected, tables.window()[c], "cell " + c);
        }
    }

    @Test
    void partnersAreTheSlotsSharingAnUndecidedCell() {
        for (int m = 0; m < 512; m++) {
            for (int slot = 0; slot < 25; slot++) {
                boolean shares = slot != NeighbourMasks.slot(0, 0) && (NeighbourMasks.SHARED[slot] & m) != 0;
                assertEquals(shares, (NeighbourMasks.PARTNERS[m] & 1 << slot) != 0, "mask " + m + " slot " + slot);
            }
        }
        // A lone undecided neighbour straight above: the partners are the cells around it but me.
        int above = 1 << 1;
        assertEquals(8, Integer.bitCount(NeighbourMasks.PARTNERS[above]));
    }
}
