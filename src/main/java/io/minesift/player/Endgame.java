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
 * opened for free along the way. Works on at most 64 undecided cells (one bit each) and gives up,
 * returning {@code null}, past a node budget.
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

    private record Key(long[] set, long opened) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && opened == k.opened && java.util.Arrays.equals(set, k.set);
        }

        @Override
        public int hashCode() {
            long h = opened * 0x9E3779B97F4A7C15L;
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
        for (int i = 0; i < cells.length; i++) {
            double v = open(set, 0, i);
            if (v < 0) {
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
        return new Choice(bestCell, bestValue);
    }

    /** The chance of winning from the layouts in {@code set}, with cells in {@code opened} revealed. */
    private double win(long[] set, long opened) {
        int count = count(set);
        if (count <= 1) {
            return 1;
        }
        Key key = new Key(set, opened);
        Double known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (++nodes > budget) {
            return -1;
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
            value = open(set, opened, Long.numberOfTrailingZeros(safe));
        } else {
            value = 0;
            for (long m = undecided; m != 0; m &= m - 1) {
                double v = open(set, opened, Long.numberOfTrailingZeros(m));
                if (v < 0) {
                    return -1;
                }
                value = Math.max(value, v);
            }
        }
        memo.put(key, value);
        return value;
    }

    /** The chance of winning when cell {@code i} is opened now: the layouts it survives, split by its number. */
    private double open(long[] set, long opened, int i) {
        int total = count(set);
        long[][] byValue = new long[9][];
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            if ((layouts[l] >>> i & 1) != 0) {
                continue;
            }
            int value = Long.bitCount(layouts[l] & neighbourMask[i]) + fixedAround[i];
            if (byValue[value] == null) {
                byValue[value] = new long[set.length];
            }
            byValue[value][l >>> 6] |= 1L << l;
        }
        double sum = 0;
        for (long[] part : byValue) {
            if (part == null) {
                continue;
            }
            double w = win(part, opened | 1L << i);
            if (w < 0) {
                return -1;
            }
            sum += w * count(part);
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
