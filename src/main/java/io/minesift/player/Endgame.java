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
 *
 * <p>Values are counted in layouts won (an integer: the optimal strategy wins on a subset of the
 * layouts), so they are exact and the same whatever order the tree is searched in. That is what
 * lets a search share its memo with other searches ({@link EndgameMemo}): on a board of at most 64
 * cells a set of layouts is keyed by the layouts themselves (one word of mines each over the whole
 * board), which means the same in every position of every game on that board size. A search with
 * a shared memo runs to the end (no budget), so whether it succeeds, and what it finds, never
 * depends on what the memo already holds: the memo only saves time.
 */
final class Endgame {
    private final Geometry geometry;
    private final int[] cells;
    private final long[] neighbourMask;
    private final int[] fixedAround;
    private final long[] layouts;
    private final long all;
    private final Map<Key, Integer> memo = new HashMap<>();
    private final long budget;
    private long nodes;
    /** The memo shared across searches, or {@code null}: then sets are keyed by their bits in {@link #layouts}. */
    private final EndgameMemo shared;
    /** With {@link #shared}: each layout as its mines over the whole board, known mines included. */
    private final long[] onBoard;

    /**
     * A set of layouts as a memo key: its bits in the search's list of layouts, or (shared across
     * searches) the board size then the layouts' mines over the whole board, in increasing order.
     * The cells opened on the way are not part of it: each is
     * safe in every layout of the set and shows the same number in all of them (the set was split
     * by it), so opening it again tells nothing and the chance of winning depends on the set alone.
     */
    static final class Key {
        private final long[] set;
        private final int hash; // kept: a shared key can be thousands of words long

        Key(long[] set) {
            this.set = set;
            long h = 0x9E3779B97F4A7C15L;
            for (long w : set) {
                h = (h ^ w) * 0xBF58476D1CE4E5B9L;
                h ^= h >>> 31;
            }
            this.hash = (int) (h ^ (h >>> 32));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && java.util.Arrays.equals(set, k.set);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        /** How many words the key holds. */
        int words() {
            return set.length;
        }
    }

    private Endgame(Geometry geometry, int[] cells, long[] layouts, long budget, Position position, EndgameMemo shared) {
        this.geometry = geometry;
        this.cells = cells;
        this.layouts = layouts;
        this.budget = budget;
        this.shared = shared;
        this.onBoard = shared == null ? null : onBoard(position, cells, layouts);
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
        return solve(position, certainMines, maxLayouts, budget, null, random);
    }

    /**
     * Like {@link #solve(Position, java.util.BitSet, int, long, java.util.random.RandomGenerator)},
     * on a board of at most 64 cells, with no budget and the memo {@code shared} with other
     * searches: {@code null} only when the position has more than {@code maxLayouts} layouts.
     */
    static Choice solveExactly(Position position, java.util.BitSet certainMines, int maxLayouts, EndgameMemo shared,
                               java.util.random.RandomGenerator random) {
        if (position.geometry().size() > 64) {
            throw new IllegalArgumentException("a shared endgame memo needs a board of at most 64 cells");
        }
        return solve(position, certainMines, maxLayouts, Long.MAX_VALUE, shared, random);
    }

    private static Choice solve(Position position, java.util.BitSet certainMines, int maxLayouts, long budget,
                                EndgameMemo shared, java.util.random.RandomGenerator random) {
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
        if (shared != null) {
            // In increasing order, which is also the order of their mines over the whole board (the
            // cells are in board order, the flags common to all): a set's shared key comes out sorted.
            java.util.Arrays.sort(layouts);
        }
        Endgame e = new Endgame(g, cells, layouts, budget, position, shared);
        return e.best(random);
    }

    /** Each layout (bits over {@code cells}) as its mines over the whole board, flagged mines included. */
    private static long[] onBoard(Position position, int[] cells, long[] layouts) {
        long flags = 0;
        for (int c = 0; c < position.geometry().size(); c++) {
            if (position.state(c) == Position.FLAG || position.state(c) == Position.MINE) {
                flags |= 1L << c;
            }
        }
        long[] board = new long[layouts.length];
        for (int l = 0; l < layouts.length; l++) {
            board[l] = flags;
            for (long m = layouts[l]; m != 0; m &= m - 1) {
                board[l] |= 1L << cells[Long.numberOfTrailingZeros(m)];
            }
        }
        return board;
    }

    /**
     * A move, the layouts it wins with best play after it, and the layouts the position had.
     */
    record Choice(int cell, int wins, int layouts) {
        /** The chance of winning with best play after the move. */
        double winChance() {
            return (double) wins / layouts;
        }
    }

    private Choice best(java.util.random.RandomGenerator random) {
        long[] set = new long[(layouts.length + 63) / 64];
        for (int i = 0; i < layouts.length; i++) {
            set[i >>> 6] |= 1L << i;
        }
        int bestCell = -1;
        int bestWins = -1;
        int ties = 0;
        for (long cell : safestFirst(set, all)) {
            // Cells that can only tie are still searched (cutoff just below the best), so that
            // ties are seen and broken at random.
            if (layouts.length - (cell >>> 8) < bestWins) {
                break; // no cell from here on is safe often enough to match the best
            }
            int i = (int) (cell & 0xFF);
            int v = open(set, 0, i, bestWins - 1);
            if (v == OVER_BUDGET) {
                return null;
            }
            if (v > bestWins) {
                bestWins = v;
                bestCell = cells[i];
                ties = 1;
            } else if (v == bestWins && random.nextInt(++ties) == 0) {
                bestCell = cells[i]; // one of equal cells, each with the same chance
            }
        }
        return bestCell < 0 ? null : new Choice(bestCell, bestWins, layouts.length);
    }

    /** What {@link #win} and {@link #open} return once the node budget is spent. */
    private static final int OVER_BUDGET = -1;

    /**
     * The layouts of {@code set} won with best play, with cells in {@code opened} revealed;
     * {@link #OVER_BUDGET} once the node budget is spent.
     */
    private int win(long[] set, long opened) {
        int count = count(set);
        if (count <= 1) {
            return count;
        }
        Key key = key(set, count);
        Integer known = recall(key);
        if (known != null) {
            return known;
        }
        if (++nodes > budget) {
            return OVER_BUDGET;
        }
        long union = 0;
        long intersection = all;
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            union |= layouts[l];
            intersection &= layouts[l];
        }
        long undecided = all & ~opened & union & ~intersection;
        long safe = all & ~opened & ~union;
        int value;
        if (undecided == 0) {
            value = count; // every layout agrees on every cell left: nothing more to guess
        } else if (safe != 0) {
            value = open(set, opened, Long.numberOfTrailingZeros(safe), -1);
        } else {
            value = 0;
            for (long cell : safestFirst(set, undecided)) {
                // A cell wins at most when it is safe: past the first that cannot beat the best, none can.
                if (count - (cell >>> 8) <= value) {
                    break;
                }
                int v = open(set, opened, (int) (cell & 0xFF), value);
                if (v == OVER_BUDGET) {
                    return v;
                }
                value = Math.max(value, v);
            }
        }
        if (value != OVER_BUDGET && (shared == null || !shared.store(key, value))) {
            memo.put(key, value); // the shared memo is full: keep it for this search only
        }
        return value;
    }

    /** The memo key of {@code set}: see {@link Key}. */
    private Key key(long[] set, int count) {
        if (shared == null) {
            return new Key(set);
        }
        long[] board = new long[count + 1];
        board[0] = geometry.hashCode(); // the board size: the same mines mean other numbers on another board
        int k = 1;
        for (int l = next(set, 0); l >= 0; l = next(set, l + 1)) {
            board[k++] = onBoard[l];
        }
        return new Key(board);
    }

    private Integer recall(Key key) {
        Integer known = shared == null ? null : shared.recall(key);
        return known != null ? known : memo.get(key);
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
     * The layouts won when cell {@code i} is opened now: the layouts it survives, split by
     * its number. Branch and bound: once the parts searched so far plus every layout left to
     * search (each counted as a sure win) cannot exceed {@code cutoff}, it stops and returns that
     * bound, which is at most the cutoff, so the caller discards it. {@link #OVER_BUDGET} once the
     * budget is spent.
     */
    private int open(long[] set, long opened, int i, int cutoff) {
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
        int sum = 0;
        int left = survivors;
        for (long[] part : byValue) {
            if (sum + left <= cutoff) {
                return sum + left;
            }
            if (part == null) {
                continue;
            }
            int w = win(part, opened | 1L << i);
            if (w == OVER_BUDGET) {
                return w;
            }
            sum += w;
            left -= count(part);
        }
        return sum;
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
