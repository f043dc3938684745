package io.minesift.player;

import io.minesift.board.Geometry;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tables for working on 3×3 neighbourhoods as 9-bit masks: bit {@code 3(dy+1)+dx+1} stands for
 * the neighbour at offset (dx, dy), so walking a mask's bits upwards visits the neighbours in the
 * geometry's order. Computed once per board size and shared; the arrays must not be changed.
 */
final class NeighbourMasks {
    /** For a partner at offset (dx, dy), indexed (dy+2)*5 + dx+2: the bits of my window that lie in its window. */
    static final int[] SHARED = shared();
    private static final Map<Geometry, NeighbourMasks> TABLES = new ConcurrentHashMap<>();

    private final int[] around;
    private final int[] offset;
    private final int[] windowStart;
    private final int[] windowCell;
    private final int[] windowSlot;

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
        windowStart = new int[n + 1];
        int[] cells = new int[n * 24];
        int[] slots = new int[n * 24];
        int m = 0;
        for (int c = 0; c < n; c++) {
            windowStart[c] = m;
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
        windowStart[n] = m;
        windowCell = Arrays.copyOf(cells, m);
        windowSlot = Arrays.copyOf(slots, m);
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

    /** Each cell's partners up to two cells away run from {@code windowStart[c]} to {@code windowStart[c+1]}. */
    int[] windowStart() {
        return windowStart;
    }

    /** The partners, by cell index, in increasing slot order. */
    int[] windowCell() {
        return windowCell;
    }

    /** The partners' offset slots, (dy+2)*5 + dx+2, for {@link #SHARED}. */
    int[] windowSlot() {
        return windowSlot;
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
                table[(dy + 2) * 5 + dx + 2] = bits;
            }
        }
        return table;
    }
}
