package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.logic.ConstraintSystem;

import java.util.HashMap;
import java.util.Map;

/**
 * Exact play when few layouts remain: lists every layout that fits and searches the game tree
 * for the move that maximises the chance of <em>winning</em>, not just of surviving the next
 * click. A move partitions the layouts by the number it would show; certain safe cells are
 * opened for free along the way. Positions are memoised by their set of layouts, and cells are
 * tried safest first with a branch-and-bound cutoff (a cell can win at most its chance of being
 * safe). Works on at most 64 undecided cells (one bit each) and gives up, returning
 * {@code null}, past a node budget.
 */
final class Endgame {
    private final Geometry geometry;
    private final int[] cells;
    private final long[] neighbourMask;
    private final int[] fixedAround;
    private final long[] layouts;
    private final long all;
    private final Map<Key, Double> memo = new HashMap<>();
    private final long budget;
    private long nodes;

    /**
     * A set of layouts as a memo key. The cells opened on the way are not part of it: each is
     * safe in every layout of the set and shows the same number in all of them (the set was split
     * by it), so opening it again tells nothing and the chance of winning depends on the set alone.
     */
    private record Key(long[] set) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && java.util.Arrays.equals(set, k.set);
        }

        @Override
        public int hashCode() {
            long h = 0x9E3779B97F4A7C15L;
            for (long w : set) {
                h = (h ^ w) * 0xBF58476D1CE4E5B9L;
                h ^= h >>> 31;
            }
            return (int) (h ^ (h >>> 32));
        }
    }

    private Endgame(Geometry geometry, int[] cells, long[] layouts, long budget, Position position) {
        this.geometry = geometry;
        this.cells = cells;
        this.layouts = layouts;
        this.budget = budget;
        this.all = cells.length == 64 ? -1L : (1L << cells.length) - 1;
        int[] index = new int[geometry.size()];
        java.util.Arrays.fill(index, -1);
        for (int i = 0; i < cells.length; i++) {
            index[cells[i]] = i;
        }
        neighbourMask = new long[cells.length];
        fixedAround = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            for (int k = 0; k < geometry.degree(cells[i]); k++) {
                int nb = geometry.neighbour(cells[i], k);
                if (index[nb] >= 0) {
                    neighbourMask[i] |= 1L << index[nb];
                } else if (position.state(nb) == Position.FLAG || position.state(nb) == Position.MINE) {
                    fixedAround[i]++;
                }
            }
        }
    }

    /**
     * The best cell to open and its chance of winning, or {@code null} when the position has
     * more than 64 unknown cells or {@code maxLayouts} layouts, or the search passes its budget.
     * Cells with the same chance (within rounding) are ties, broken with {@code random}: on a
     * fixed board, a player that always took the first of two equal cells would turn a coin toss
     * into a sure win or a sure loss.
     */
    static Choice solve(Position position, java.util.BitSet certainMines, int maxLayouts, long budget,
                        java.util.random.RandomGenerator random) {
        // Certain mines are settled: flag them, so that only the undecided cells are enumerated.
        byte[] states = position.states();
        certainMines.stream().forEach(c -> states[c] = Position.FLAG);
        position = Position.of(position.geometry(), position.totalMines(), states);
        ConstraintSystem system = ConstraintSystem.of(position);
        if (system.unknownCount() > 64 || system.contradiction() != null) {
            return null;
        }
        Geometry g = position.geometry();
        int[] cells = new int[system.unknownCount()];
        int n = 0;
        for (int c = 0; c < g.size(); c++) {
            if (system.isUnknown(c)) {
                cells[n++] = c;
            }
        }
        long[] layouts = Layouts.list(system, cells, maxLayouts);
        if (layouts == null || layouts.length == 0) {
            return null;
        }
        Endgame e = new Endgame(g, cells, layouts, budget, position);
        return e.best(random);
    }

    /** Win chances closer than this are equal: they differ only by rounding. */
    private static final double TIE = 1e-9;

    /** A move and the chance of winning with best play after it. */
    record Choice(int cell, double winChance) {
    }

    private Choice best(java.util.random.RandomGenerator random) {
        long[] set = new long[(layouts.length + 63) / 64];
        for (int i = 0; i < layouts.length; i++) {
            set[i >>> 6] |= 1L << i;
        }
        int bestCell = -1;
        double bestValue = -1;
        int ties = 0;
        for (long cell : safestFirst(set, all)) {
            // Cells that can only tie are still searched (cutoff just below the best), so that
            // ties are seen and broken at random.
            if ((double) (layouts.length - (cell >>> 8)) / layouts.length < bestValue - TIE) {
                break; // no cell from here on is safe often enough to match the best
            }
            int i = (int) (cell & 0xFF);
            double v = open(set, 0, i, bestValue - TIE);
            if (Double.isNaN(v)) {
                return null;
            }
            if (v > bestValue + TIE) {
                bestValue = v;
                bestCell = cells[i];
                ties = 1;
            } else if (v >= bestValue - TIE && random.nextInt(++ties) == 0) {
                bestCell = cells[i]; // one of equal cells, each with the same chance
            }
        }
        return bestCell < 0 ? null : new Choice(bestCell, bestValue);
    }

    /**
     * The chance of winning from the layouts in {@code set}, with cells in {@code opened}
     * revealed; NaN once the node budget is spent.
     */
    private double win(long[] set, long opened) {
        int count = count(set);
        if (count <= 1) {
            return 1;
        }
        Key key = new Key(set);
        Double known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (++nodes > budget) {
            return Double.NaN;
        }
        long union = 0;
        long intersection = all;
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            union |= layouts[l];
            intersection &= layouts[l];
        }
        long undecided = all & ~opened & union & ~intersection;
        long safe = all & ~opened & ~union;
        double value;
        if (undecided == 0) {
            value = 1; // every layout agrees on every cell left: nothing more to guess
        } else if (safe != 0) {
            value = open(set, opened, Long.numberOfTrailingZeros(safe), -1);
        } else {
            value = 0;
            for (long cell : safestFirst(set, undecided)) {
                // A cell wins at most when it is safe: past the first that cannot beat the best, none can.
                if ((double) (count - (cell >>> 8)) / count <= value) {
                    break;
                }
                double v = open(set, opened, (int) (cell & 0xFF), value);
                if (Double.isNaN(v)) {
                    return v;
                }
                value = Math.max(value, v);
            }
        }
        memo.put(key, value);
        return value;
    }

    /**
     * The cells of {@code among}, safest first (fewest layouts of {@code set} with a mine there;
     * ties by index), each as {@code mines << 8 | index}.
     */
    private long[] safestFirst(long[] set, long among) {
        int[] mines = new int[cells.length];
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            for (long m = layouts[l] & among; m != 0; m &= m - 1) {
                mines[Long.numberOfTrailingZeros(m)]++;
            }
        }
        long[] keyed = new long[Long.bitCount(among)];
        int k = 0;
        for (long m = among; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            keyed[k++] = (long) mines[i] << 8 | i;
        }
        java.util.Arrays.sort(keyed);
        return keyed;
    }

    /**
     * The chance of winning when cell {@code i} is opened now: the layouts it survives, split by
     * its number. Branch and bound: once the parts searched so far plus every layout left to
     * search (each counted as a sure win) cannot exceed {@code cutoff}, it stops and returns that
     * bound, which is at most the cutoff, so the caller discards it. NaN once the budget is spent.
     */
    private double open(long[] set, long opened, int i, double cutoff) {
        int total = count(set);
        long[][] byValue = new long[9][];
        int survivors = 0;
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            if ((layouts[l] >>> i & 1) != 0) {
                continue;
            }
            int value = Long.bitCount(layouts[l] & neighbourMask[i]) + fixedAround[i];
            if (byValue[value] == null) {
                byValue[value] = new long[set.length];
            }
            byValue[value][l >>> 6] |= 1L << l;
            survivors++;
        }
        double sum = 0;
        int left = survivors;
        for (long[] part : byValue) {
            if ((sum + left) / total <= cutoff) {
                return (sum + left) / total;
            }
            if (part == null) {
                continue;
            }
            double w = win(part, opened | 1L << i);
            if (Double.isNaN(w)) {
                return w;
            }
            int size = count(part);
            sum += w * size;
            left -= size;
        }
        return sum / total;
    }

    private static int count(long[] set) {
        int n = 0;
        for (long w : set) {
            n += Long.bitCount(w);
        }
        return n;
    }

    private static int next(long[] set, int from) {
        int word = from >>> 6;
        if (word >= set.length) {
            return -1;
        }
        long w = set[word] & (-1L << (from & 63));
        while (true) {
            if (w != 0) {
                return (word << 6) + Long.numberOfTrailingZeros(w);
            }
            if (++word == set.length) {
                return -1;
            }
            w = set[word];
        }
    }
}
