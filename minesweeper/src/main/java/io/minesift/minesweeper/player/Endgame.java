package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.ConstraintSystem;

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
 *
 * <p>This class lists the layouts; {@link EndgameSearch} searches them, with the memo and the
 * node budget of {@link SearchMemo}.
 */
final class Endgame {
    private Endgame() {
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
        return new EndgameSearch(position, cells, layouts, new SearchMemo(position, cells, layouts, budget, shared))
                .best(random);
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
}
