package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tables for working on 3×3 neighbourhoods as 9-bit masks: bit {@code 3(dy+1)+dx+1} stands for
 * the neighbour at offset (dx, dy), so walking a mask's bits upwards visits the neighbours in the
 * geometry's order. A cell's partners, the cells up to two away, are 25-bit masks over the 5×5
 * window in the same way: slot {@code 5(dy+2)+dx+2}. Computed once per board size and shared;
 * the arrays must not be changed.
 */
final class NeighbourMasks {
    /** For a partner at offset (dx, dy), indexed (dy+2)*5 + dx+2: the bits of my window that lie in its window. */
    static final int[] SHARED = shared();
    /** For each 9-bit mask of a cell's undecided neighbours: the window slots whose partner shares one of them. */
    static final int[] PARTNERS = partners();
    private static final Map<Geometry, NeighbourMasks> TABLES = new ConcurrentHashMap<>();

    private final int[] around;
    private final int[] offset;
    private final int[] window;
    private final int[] windowOffset;

    private NeighbourMasks(Geometry g) {
        int n = g.size();
        int width = g.width();
        around = new int[n];
        for (int c = 0; c < n; c++) {
            for (int k = 0; k < g.degree(c); k++) {
                around[c] |= bitOf(width, c, g.neighbour(c, k));
            }
        }
        offset = new int[9];
        for (int b = 0; b < 9; b++) {
            offset[b] = (b / 3 - 1) * width + b % 3 - 1;
        }
        window = new int[n];
        for (int c = 0; c < n; c++) {
            for (int dy = -2; dy <= 2; dy++) {
                for (int dx = -2; dx <= 2; dx++) {
                    if ((dx != 0 || dy != 0) && g.contains(g.x(c) + dx, g.y(c) + dy)) {
                        window[c] |= 1 << slot(dx, dy);
                    }
                }
            }
        }
        windowOffset = new int[25];
        for (int s = 0; s < 25; s++) {
            windowOffset[s] = (s / 5 - 2) * width + s % 5 - 2;
        }
    }

    static NeighbourMasks of(Geometry geometry) {
        return TABLES.computeIfAbsent(geometry, NeighbourMasks::new);
    }

    /** Each cell's full neighbour mask: the neighbours that are on the board. */
    int[] around() {
        return around;
    }

    /** The index step from a cell to its neighbour at each bit. */
    int[] offset() {
        return offset;
    }

    /** Each cell's partners on the board: the other cells up to two away, as window slots. */
    int[] window() {
        return window;
    }

    /** The index step from a cell to its partner at each window slot. */
    int[] windowOffset() {
        return windowOffset;
    }

    /** The window slot of the partner at offset (dx, dy). */
    static int slot(int dx, int dy) {
        return (dy + 2) * 5 + dx + 2;
    }

    /** The bit of {@code other} in the neighbour mask of {@code cell}. */
    static int bitOf(int width, int cell, int other) {
        int dx = other % width - cell % width;
        int dy = other / width - cell / width;
        return 1 << (3 * (dy + 1) + dx + 1);
    }

    /** The bit under which the neighbour at bit {@code b} sees this cell: the opposite offset. */
    static int opposite(int b) {
        return 1 << (8 - b);
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
                table[slot(dx, dy)] = bits;
            }
        }
        return table;
    }

    private static int[] partners() {
        int[] table = new int[512];
        for (int m = 0; m < 512; m++) {
            for (int s = 0; s < 25; s++) {
                if (s != slot(0, 0) && (SHARED[s] & m) != 0) {
                    table[m] |= 1 << s;
                }
            }
        }
        return table;
    }
}
