package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The game-tree search of an endgame ({@link Endgame}) over a list of layouts, each one bit per
 * undecided cell: a move partitions the layouts by the number it would show; certain safe cells
 * are opened for free along the way. Sets of layouts are memoised ({@link SearchMemo}), and
 * cells are tried safest first with a branch-and-bound cutoff (a cell can win at most its chance
 * of being safe).
 */
final class EndgameSearch {
    /** What {@link #win} and {@link #open} return once the node budget is spent. */
    private static final int OVER_BUDGET = -1;

    private final int[] cells;
    private final long[] neighbourMask;
    private final int[] fixedAround;
    private final long[] layouts;
    private final long all;
    private final SearchMemo memo;

    /** A search over {@code layouts} (bits over {@code cells}, at most 64) of {@code position}. */
    EndgameSearch(Position position, int[] cells, long[] layouts, SearchMemo memo) {
        Geometry geometry = position.geometry();
        this.cells = cells;
        this.layouts = layouts;
        this.memo = memo;
        this.all = cells.length == 64 ? -1L : (1L << cells.length) - 1;
        int[] index = new int[geometry.size()];
        Arrays.fill(index, -1);
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
     * The best cell to open and the layouts it wins, or {@code null} once the budget is spent;
     * equal cells are ties, broken with {@code random}.
     */
    Endgame.Choice best(RandomGenerator random) {
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
        return bestCell < 0 ? null : new Endgame.Choice(bestCell, bestWins, layouts.length);
    }

    /**
     * The layouts of {@code set} won with best play, with cells in {@code opened} revealed;
     * {@link #OVER_BUDGET} once the node budget is spent.
     */
    private int win(long[] set, long opened) {
        int count = LayoutSet.count(set);
        if (count <= 1) {
            return count;
        }
        EndgameKey key = memo.key(set, count);
        Integer known = memo.recall(key);
        if (known != null) {
            return known;
        }
        if (!memo.spend()) {
            return OVER_BUDGET;
        }
        long union = 0;
        long intersection = all;
        for (int l = LayoutSet.next(set, 0); l >= 0; l = LayoutSet.next(set, l + 1)) {
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
        if (value != OVER_BUDGET) {
            memo.remember(key, value);
        }
        return value;
    }

    /**
     * The cells of {@code among}, safest first (fewest layouts of {@code set} with a mine there;
     * ties by index), each as {@code mines << 8 | index}.
     */
    private long[] safestFirst(long[] set, long among) {
        int[] mines = new int[cells.length];
        for (int l = LayoutSet.next(set, 0); l >= 0; l = LayoutSet.next(set, l + 1)) {
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
        Arrays.sort(keyed);
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
        for (int l = LayoutSet.next(set, 0); l >= 0; l = LayoutSet.next(set, l + 1)) {
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
            left -= LayoutSet.count(part);
        }
        return sum;
    }
}
