package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;

/**
 * Cell sets of boards of at most 64 cells as one {@code long}: bit {@code i} is cell {@code i}
 * in reading order. Also the few neighbourhoods the variant rules share.
 */
public final class Cells {
    /** The most cells a variant board may have. */
    public static final int MAX_CELLS = 64;

    /** The four orthogonal steps: up, down, left, right. */
    static final int[][] ORTHOGONAL = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};

    /** The 8 cells around a clue, clockwise from the top-left: the ring of the wall and partition rules. */
    static final int[][] RING = {{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}};

    private Cells() {
    }

    /**
     * Checks that a board is small enough for a {@code long} per layout.
     *
     * @throws IllegalArgumentException on more than 64 cells
     */
    public static Geometry check(Geometry g) {
        if (g.size() > MAX_CELLS) {
            throw new IllegalArgumentException("this works on variant boards of at most " + MAX_CELLS
                    + " cells (the exact count); " + g + " has " + g.size());
        }
        return g;
    }

    /** Every cell of the board. */
    public static long all(Geometry g) {
        return g.size() == 64 ? -1L : (1L << g.size()) - 1;
    }

    /** A set of cells given as a bit set (a puzzle's given clues) as a cell set; null or empty is none. */
    public static long of(java.util.BitSet cells) {
        return cells == null ? 0 : CellSets.word(cells);
    }

    /** The mines of a layout as a cell set. */
    public static long of(MineLayout layout) {
        check(layout.geometry());
        long mines = 0;
        for (int m : layout.mineIndices()) {
            mines |= 1L << m;
        }
        return mines;
    }

    public static boolean has(long set, int cell) {
        return (set >>> cell & 1L) != 0;
    }

    /** The cell at column x, row y, or -1 when that is off the board. */
    static int at(Geometry g, int x, int y) {
        return g.contains(x, y) ? y * g.width() + x : -1;
    }

    /** The cells at the given offsets from a cell that lie on the board, in the offsets' order. */
    static int[] around(Geometry g, int cell, int[][] offsets) {
        int[] out = new int[offsets.length];
        int n = 0;
        for (int[] d : offsets) {
            int c = at(g, g.x(cell) + d[0], g.y(cell) + d[1]);
            if (c >= 0) {
                out[n++] = c;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** How many of the cells hold a mine. */
    static int count(long mines, int[] cells) {
        int n = 0;
        for (int c : cells) {
            n += (int) (mines >>> c & 1L);
        }
        return n;
    }

    /** How many of the cells hold a mine, the layout given as "is this cell a mine". */
    static int count(java.util.function.IntPredicate mines, int[] cells) {
        int n = 0;
        for (int c : cells) {
            n += mines.test(c) ? 1 : 0;
        }
        return n;
    }

    /** The cells as a set. */
    static long set(int[] cells) {
        long s = 0;
        for (int c : cells) {
            s |= 1L << c;
        }
        return s;
    }

    /**
     * The ring of 8 around a clue as 8 bits, clockwise from the top-left (bit 0); cells off the
     * board count as safe, so they break runs.
     */
    static int ring(Geometry g, int cell, java.util.function.IntPredicate mines) {
        int bits = 0;
        for (int k = 0; k < 8; k++) {
            int c = at(g, g.x(cell) + RING[k][0], g.y(cell) + RING[k][1]);
            if (c >= 0 && mines.test(c)) {
                bits |= 1 << k;
            }
        }
        return bits;
    }

    /** Lengths of the runs of set bits around the 8-bit ring, a run may wrap from bit 7 to bit 0; unsorted. */
    static int[] runs(int ring) {
        if (ring == 0xFF) {
            return new int[]{8};
        }
        int start = 0;
        while ((ring >>> start & 1) != 0) {
            start++;
        }
        int[] out = new int[4];
        int n = 0;
        int length = 0;
        for (int k = 1; k <= 8; k++) {
            if ((ring >>> ((start + k) & 7) & 1) != 0) {
                length++;
            } else if (length > 0) {
                out[n++] = length;
                length = 0;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** A position's cells as they are read: revealed, known mines, and clues. */
    static final class Grid {
        final java.util.BitSet revealed = new java.util.BitSet();
        final java.util.BitSet mines = new java.util.BitSet();
        final ClueValue[] clues;

        Grid(int size) {
            clues = new ClueValue[size];
        }
    }
}
