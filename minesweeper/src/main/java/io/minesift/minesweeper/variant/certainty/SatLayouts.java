package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;

import java.util.List;
import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Layouts that obey the global rules and the mine total with some cells fixed, found by the same
 * solver as {@link SatCertainty}: the repair step of no-guess generation. A layout close to a
 * given one is asked for by assuming the given values of the free cells, a random share of them
 * at a time (all, then half, a quarter, … none), so the answer keeps most of the old layout.
 * Not uniform: a solver's model is whatever it finds first.
 */
public final class SatLayouts {
    private SatLayouts() {
    }

    /**
     * A layout of {@code total} mines obeying the rules' global rules, with {@code safe} cells safe
     * and {@code mines} cells mines, as close to {@code near} as the solver finds; empty when none exists.
     * Beyond 64 cells under T (or no global rule) the search starts at {@code near} made to hold
     * the total without a line of three ({@link CountedStart}).
     *
     * @throws CutBudget.Exhausted when the lazily enforced rules' cuts go over {@code budget}
     */
    public static Optional<BitSet> near(Geometry g, RuleSet rules, int total, BitSet safe, BitSet mines, BitSet near,
                                        SplittableRandom random, CutBudget budget) {
        Sat sat = new Sat(g.size(), budget);
        for (GlobalRule rule : rules.globals()) {
            GlobalEncoding.add(sat, g, rule, total);
        }
        int[] all = new int[g.size()];
        for (int c = 0; c < all.length; c++) {
            all[c] = Sat.var(c);
        }
        sat.exactly(all, total);
        if (g.size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS) {
            BitSet free = CellSets.minus(CellSets.minus(CellSets.all(g), safe), mines);
            near = CountedStart.of(g, rules.globals(), CellSets.or(CellSets.minus(near, safe), mines), free, total, random);
        }
        return closest(sat, g, rules.globals(), safe, mines, near, random);
    }

    /**
     * A model of {@code sat} obeying the global rules with {@code safe} cells safe and {@code mines}
     * cells mines (assumed, so the solver is left as it was), keeping the other cells as in
     * {@code near} where it can: their values assumed in a random order, all of them, then half, …, none.
     */
    static Optional<BitSet> closest(Sat sat, Geometry g, List<GlobalRule> globals, BitSet safe, BitSet mines,
                                    BitSet near, SplittableRandom random) {
        if (g.size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS) {
            return closestWithin(sat, g, globals, safe, mines, near, Integer.MAX_VALUE);
        }
        BitSet fixedCells = CellSets.or(safe, mines);
        int[] fixed = literals(g.size(), fixedCells, mines);
        int[] prefer = literals(g.size(), CellSets.minus(CellSets.all(g), fixedCells), near);
        io.minesift.core.util.Seeds.shuffle(prefer, random);
        int[] assumed = java.util.Arrays.copyOf(fixed, fixed.length + prefer.length);
        System.arraycopy(prefer, 0, assumed, fixed.length, prefer.length);
        for (int share = prefer.length; ; share /= 2) {
            if (sat.solveObeying(g, globals, java.util.Arrays.copyOf(assumed, fixed.length + share))) {
                return Optional.of(sat.model(g.size()));
            }
            if (share == 0) {
                return Optional.empty();
            }
        }
    }

    /**
     * Beyond 64 cells: one solve with the {@code safe} and {@code mines} cells assumed, its search
     * starting at {@code near} with them set ({@link Sat#prefer}), so that the model keeps what of
     * it the solver can. Assuming shares of {@code near} instead takes several solves, and a solve
     * with half the board assumed and the other half to fill under an exact mine total can run
     * for seconds. Given up after {@code limit} conflicts (empty then, as when none fits), for a
     * narrower problem ({@link SatCertainty}'s narrow solver) whose "none" proves nothing, so the
     * caller asks the whole problem next; unbounded ({@code Integer.MAX_VALUE}) it never gives up.
     */
    static Optional<BitSet> closestWithin(Sat sat, Geometry g, List<GlobalRule> globals, BitSet safe, BitSet mines,
                                          BitSet near, int limit) {
        int[] fixed = literals(g.size(), CellSets.or(safe, mines), mines);
        BitSet[] starts = {CellSets.or(CellSets.minus(near, safe), mines), new BitSet()};
        boolean found = limit == Integer.MAX_VALUE ? sat.solveFrom(g, globals, starts, fixed)
                : Boolean.TRUE.equals(sat.solveFromWithin(g, globals, starts, limit, fixed));
        return found ? Optional.of(sat.model(g.size())) : Optional.empty();
    }

    /** The literals of the board's cells in {@code cells}: a mine where {@code mines} has one, else safe. */
    private static int[] literals(int size, BitSet cells, BitSet mines) {
        return cells.stream().filter(c -> c < size).map(c -> mines.get(c) ? Sat.var(c) : -Sat.var(c)).toArray();
    }
}
