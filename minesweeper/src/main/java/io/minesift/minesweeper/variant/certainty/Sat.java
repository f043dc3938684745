package io.minesift.minesweeper.variant.certainty;

import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.pb.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.TimeoutException;

/**
 * A thin wrapper over a Sat4j pseudo-boolean solver. Cell {@code i} is variable {@code i + 1};
 * further variables (selectors, pattern switches) come after the cells. A constraint the solver
 * finds contradictory at once makes the whole problem unsatisfiable, which is remembered rather
 * than thrown.
 */
final class Sat implements Constraints {
    private final IPBSolver solver = SolverFactory.newLight();
    private int vars;
    private boolean contradiction;
    private int cuts;
    private final CutBudget budget;

    Sat(int cells) {
        this(cells, CutBudget.unlimited());
    }

    /** A solver whose lazy loop spends cut clauses from {@code budget} ({@link #solveObeying}). */
    Sat(int cells, CutBudget budget) {
        this.budget = budget;
        vars = cells;
        solver.newVar(cells);
        solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
    }

    /** The variable of a cell. */
    static int var(int cell) {
        return cell + 1;
    }

    /** A fresh variable. */
    int fresh() {
        vars++;
        solver.newVar(vars);
        return vars;
    }

    /** Marks the problem unsatisfiable (a rule that no layout of this size obeys). */
    @Override
    public void impossible() {
        contradiction = true;
    }

    boolean contradiction() {
        return contradiction;
    }

    @Override
    public void clause(int... literals) {
        try {
            solver.addClause(new VecInt(literals));
        } catch (ContradictionException e) {
            contradiction = true;
        }
    }

    /** Σ coefficients[k] · literals[k] = value (a native cardinality constraint when every coefficient is 1). */
    void exactly(int[] literals, int[] coefficients, int value) {
        try {
            solver.addExactly(new VecInt(literals), new VecInt(coefficients), value);
        } catch (ContradictionException e) {
            contradiction = true;
        }
    }

    /** Σ literals = value. */
    @Override
    public void exactly(int[] literals, int value) {
        int[] ones = new int[literals.length];
        java.util.Arrays.fill(ones, 1);
        exactly(literals, ones, value);
    }

    /** Σ literals ≤ value. */
    void atMost(int[] literals, int value) {
        try {
            solver.addAtMost(new VecInt(literals), value);
        } catch (ContradictionException e) {
            contradiction = true;
        }
    }

    /**
     * Whether a model exists under the assumptions (literals); if so {@link #mines} reads it.
     *
     * @throws IllegalStateException when the solver times out (its limit is a day of conflicts, so never in practice)
     */
    boolean solve(int... assumptions) {
        if (contradiction) {
            return false;
        }
        try {
            return solver.isSatisfiable(new VecInt(assumptions));
        } catch (TimeoutException e) {
            throw new IllegalStateException("the SAT solver timed out", e);
        }
    }

    /**
     * Whether a model exists under the assumptions that also obeys every global rule: a model that
     * breaks one gets that rule's cut clauses ({@link GlobalEncoding#cuts}), which stay, and the
     * solve is repeated. The model is then read with {@link #mines}.
     *
     * @throws CutBudget.Exhausted when the cuts go over the solver's budget
     */
    boolean solveObeying(io.minesift.minesweeper.board.Geometry g, java.util.List<io.minesift.minesweeper.variant.GlobalRule> globals,
                         int... assumptions) {
        while (solve(assumptions)) {
            java.util.BitSet model = model(g.size());
            int added = 0;
            for (io.minesift.minesweeper.variant.GlobalRule rule : globals) {
                for (int[] clause : GlobalEncoding.cuts(g, rule, model)) {
                    clause(clause);
                    added++;
                }
            }
            if (added == 0) {
                return true;
            }
            cuts += added;
            budget.spend(added);
        }
        return false;
    }

    /** How many cut clauses {@link #solveObeying} added so far. */
    int cuts() {
        return cuts;
    }

    /** The cells among the first {@code cells} that are mines in the last model found. */
    java.util.BitSet model(int cells) {
        java.util.BitSet mines = new java.util.BitSet(cells);
        for (int c = 0; c < cells; c++) {
            if (solver.model(var(c))) {
                mines.set(c);
            }
        }
        return mines;
    }
}
