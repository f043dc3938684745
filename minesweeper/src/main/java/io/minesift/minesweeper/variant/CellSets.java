package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Cell sets of boards of any size as {@link BitSet}s (bit {@code i} is cell {@code i} in reading
 * order): the representation beside {@link Cells}' single {@code long}, which the exact engine
 * keeps on boards of at most 64 cells. The two agree bit for bit on such boards ({@link #ofLong},
 * {@link #toLong}), so a set may cross from one to the other.
 */
public final class CellSets {
    private CellSets() {
    }

    /** Every cell of the board. */
    public static BitSet all(Geometry g) {
        BitSet all = new BitSet(g.size());
        all.set(0, g.size());
        return all;
    }

    /** A {@code long} cell set as a bit set (a name of its own: an {@code int} cell would widen to it). */
    public static BitSet ofLong(long cells) {
        return BitSet.valueOf(new long[]{cells});
    }

    /** The cells as a set. */
    public static BitSet of(int... cells) {
        BitSet s = new BitSet();
        for (int c : cells) {
            s.set(c);
        }
        return s;
    }

    /** The mines of a layout. */
    public static BitSet of(MineLayout layout) {
        return of(layout.mineIndices());
    }

    /**
     * A set of a board of at most 64 cells as one {@code long}.
     *
     * @throws IllegalStateException when a cell beyond 63 is in the set
     */
    public static long toLong(BitSet cells) {
        if (cells.length() > Cells.MAX_CELLS) {
            throw new IllegalStateException("a cell set beyond 64 cells has no single-long form");
        }
        return word(cells);
    }

    /**
     * The cells below 64 as one {@code long}, bit by bit: the page's hint engine (TeaVM) has a
     * {@code BitSet.toLongArray} that loses bits.
     */
    static long word(BitSet cells) {
        long word = 0;
        for (int c = cells.nextSetBit(0); c >= 0 && c < Cells.MAX_CELLS; c = cells.nextSetBit(c + 1)) {
            word |= 1L << c;
        }
        return word;
    }

    /** {@code a} without {@code b}, a new set. */
    public static BitSet minus(BitSet a, BitSet b) {
        BitSet out = (BitSet) a.clone();
        out.andNot(b);
        return out;
    }

    /** {@code a} and {@code b}, a new set. */
    public static BitSet and(BitSet a, BitSet b) {
        BitSet out = (BitSet) a.clone();
        out.and(b);
        return out;
    }

    /** {@code a} or {@code b}, a new set. */
    public static BitSet or(BitSet a, BitSet b) {
        BitSet out = (BitSet) a.clone();
        out.or(b);
        return out;
    }

    /** The cells of {@code within} reachable from {@code from} (clipped to {@code within}) in steps of {@code steps}. */
    public static BitSet reach(Geometry g, BitSet within, BitSet from, int[][] steps) {
        BitSet seen = and(from, within);
        int[] stack = new int[g.size()];
        int n = 0;
        for (int c = seen.nextSetBit(0); c >= 0; c = seen.nextSetBit(c + 1)) {
            stack[n++] = c;
        }
        int w = g.width();
        while (n > 0) {
            int cell = stack[--n];
            int x = cell % w;
            int y = cell / w;
            // the steps' cells one at a time, not through Cells.around's arrays: under A and C
            // the layout chain asks this at every step, most of a fresh draw's time
            for (int[] step : steps) {
                int d = Cells.at(g, x + step[0], y + step[1]);
                if (d >= 0 && within.get(d) && !seen.get(d)) {
                    seen.set(d);
                    stack[n++] = d;
                }
            }
        }
        return seen;
    }

    /** The groups of {@code cells} through {@code steps}, lowest cell first, each as a set. */
    public static List<BitSet> groups(Geometry g, BitSet cells, int[][] steps) {
        List<BitSet> out = new ArrayList<>();
        BitSet left = (BitSet) cells.clone();
        for (int c = left.nextSetBit(0); c >= 0; c = left.nextSetBit(c + 1)) {
            BitSet group = reach(g, cells, of(c), steps);
            out.add(group);
            left.andNot(group);
        }
        return out;
    }

    /** The cells one step of {@code steps} from some cell of {@code set}, not in it. */
    public static BitSet boundary(Geometry g, BitSet set, int[][] steps) {
        BitSet out = new BitSet(g.size());
        for (int c = set.nextSetBit(0); c >= 0; c = set.nextSetBit(c + 1)) {
            for (int d : Cells.around(g, c, steps)) {
                out.set(d);
            }
        }
        out.andNot(set);
        return out;
    }

    /** Whether all of {@code cells} lie in one group of {@code within} (true when there are none). */
    public static boolean together(Geometry g, BitSet within, BitSet cells, int[][] steps) {
        int first = cells.nextSetBit(0);
        if (first < 0) {
            return true;
        }
        BitSet reached = reach(g, within, of(first), steps);
        return minus(cells, reached).isEmpty();
    }

    /** The cells on the border of the board. */
    public static BitSet edge(Geometry g) {
        return of(Regions.edgeCells(g));
    }

    /** How many orthogonal neighbours of {@code cell} are in {@code set}. */
    public static int orthogonal(Geometry g, int cell, BitSet set) {
        return Cells.count(set::get, Cells.around(g, cell, Cells.ORTHOGONAL));
    }

    /** The cells of a set in increasing order. */
    public static int[] cells(BitSet set) {
        return set.stream().toArray();
    }

    /** The orthogonal steps, for callers outside the package. */
    public static int[][] orthogonalSteps() {
        return Cells.ORTHOGONAL.clone();
    }

    /** The cell {@code step} (a column and a row offset) away from {@code cell}, or -1 when that is off the board. */
    public static int step(Geometry g, int cell, int[] step) {
        return Cells.at(g, g.x(cell) + step[0], g.y(cell) + step[1]);
    }

    /** The 8 neighbour steps, for callers outside the package. */
    public static int[][] kingSteps() {
        return Cells.RING.clone();
    }
}
