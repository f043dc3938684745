package io.minesift.player;

import io.minesift.board.Geometry;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tables for working on 3×3 neighbourhoods as 9-bit masks: bit {@code 3(dy+1)+dx+1} stands for
 * the neighbour at offset (dx, dy). Computed once per board size and shared.
 */
final class NeighbourMasks {
    /** For a partner at offset (dx, dy), indexed (dy+2)*5 + dx+2: the bits of my window that lie in its window. */
    static final int[] SHARED = shared();
    /**
     * Per board size: each cell's full neighbour mask; for neighbour k of cell c the bit of c in
     * its mask (at c*8+k); and each cell's partners up to two cells away (from [2][c] to
     * [2][c+1] in [3], their offset slots in [4]).
     */
    private static final Map<Geometry, int[][]> TABLES = new ConcurrentHashMap<>();

    private NeighbourMasks() {
    }

    static int[][] of(Geometry geometry) {
        return TABLES.computeIfAbsent(geometry, NeighbourMasks::tables);
    }

    private static int[][] tables(Geometry g) {
        int n = g.size();
        int[] full = new int[n];
        int[] back = new int[n * 8];
        for (int c = 0; c < n; c++) {
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                full[c] |= bitOf(g.width(), c, nb);
                back[c * 8 + k] = bitOf(g.width(), nb, c);
            }
        }
        int[] start = new int[n + 1];
        int[] cells = new int[n * 24];
        int[] slots = new int[n * 24];
        int m = 0;
        for (int c = 0; c < n; c++) {
            start[c] = m;
            int x = g.x(c);
            int y = g.y(c);
            for (int dy = -2; dy <= 2; dy++) {
                for (int dx = -2; dx <= 2; dx++) {
                    if ((dx != 0 || dy != 0) && g.contains(x + dx, y + dy)) {
                        cells[m] = g.index(x + dx, y + dy);
                        slots[m++] = (dy + 2) * 5 + dx + 2;
                    }
                }
            }
        }
        start[n] = m;
        return new int[][]{full, back, start, java.util.Arrays.copyOf(cells, m), java.util.Arrays.copyOf(slots, m)};
    }


    static int bitOf(int width, int cell, int other) {
        int dx = other % width - cell % width;
        int dy = other / width - cell / width;
        return 1 << (3 * (dy + 1) + dx + 1);
    }


    private static int[] shared() {
        int[] table = new int[25];
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int bits = 0;
                for (int oy = -1; oy <= 1; oy++) {
                    for (int ox = -1; ox <= 1; ox++) {
                        if (Math.abs(ox - dx) <= 1 && Math.abs(oy - dy) <= 1) {
                            bits |= 1 << (3 * (oy + 1) + ox + 1);
                        }
                    }
                }
                table[(dy + 2) * 5 + dx + 2] = bits;
            }
        }
        return table;
    }
}
