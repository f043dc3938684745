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
    private final GuidedPhase phases = new GuidedPhase();
    private int vars;
    private boolean contradiction;
    private int cuts;
    private final CutBudget budget;
    /** Beyond 64 cells: each solve's conflict timer is dropped after it (see {@link #solve}). */
    private final boolean wide;

    Sat(int cells) {
        this(cells, CutBudget.unlimited());
    }

    /** A solver whose lazy loop spends cut clauses from {@code budget} ({@link #solveObeying}). */
    Sat(int cells, CutBudget budget) {
        this.budget = budget;
        wide = cells > io.minesift.minesweeper.variant.Cells.MAX_CELLS;
        vars = cells;
        solver.newVar(cells);
        solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
        if (wide) { // at most 64 cells keeps Sat4j's own strategy, and so the models (and boards) it gave
            ((org.sat4j.minisat.orders.VarOrderHeap) ((org.sat4j.minisat.core.Solver<?>) solver).getOrder())
                    .setPhaseSelectionStrategy(phases);
        }
    }

    /**
     * Starts the next solves' search at the layout {@code mines} (over the first {@code cells}
     * cells) instead of all-safe; null for all-safe again. Which questions have a model does not
     * change, only the work and which model is found ({@link GuidedPhase}).
     */
    void prefer(int cells, java.util.BitSet mines) {
        if (mines == null || !wide) {
            phases.forget();
            return;
        }
        int[] literals = new int[cells];
        for (int c = 0; c < cells; c++) {
            literals[c] = mines.get(c) ? var(c) : -var(c);
        }
        phases.prefer(literals);
    }

    /** Sat4j's count of inspected watches so far (kept over solves: the solver is never reset). */
    private long inspects() {
        return solver instanceof org.sat4j.minisat.core.Solver<?> s ? s.getStats().getInspects() : 0;
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
        long before = inspects();
        try {
            return solver.isSatisfiable(new VecInt(assumptions));
        } catch (TimeoutException e) {
            throw new IllegalStateException("the SAT solver timed out", e);
        } finally {
            budget.work(inspects() - before);
            if (wide) {
                solver.expireTimeout(); // drops this solve's conflict timer: Sat4j keeps one per solve, each counting every later conflict
            }
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

    /**
     * {@link #solveObeying}, giving up after {@code conflicts} conflicts of one solve: null then.
     * For work that only saves other work (a model that may strike out candidates), so that one
     * hard solve cannot cost more than it saves; the count is of conflicts, not time, so the
     * same seed still gives the same answers anywhere.
     */
    Boolean solveObeyingWithin(io.minesift.minesweeper.board.Geometry g,
                               java.util.List<io.minesift.minesweeper.variant.GlobalRule> globals, int conflicts,
                               int... assumptions) {
        if (!wide) {
            throw new IllegalStateException("bounded solves are for boards beyond 64 cells");
        }
        solver.setTimeoutOnConflicts(conflicts);
        try {
            return solveObeying(g, globals, assumptions);
        } catch (IllegalStateException e) {
            if (e.getCause() instanceof TimeoutException) {
                return null;
            }
            throw e;
        } finally {
            solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
        }
    }

    /**
     * {@link #solveObeying} with the search started at each of {@code starts} in turn
     * ({@link #prefer}), each for a bounded number of conflicts, the bound growing fourfold each
     * turn, until one solve finishes: the answer is that solve's, so it is exact. A search from
     * one start can wander for a long time under an exact mine total (moving one mine elsewhere
     * takes many conflicts); another start, with what was learnt kept, is often quick. The bounds
     * are counts of conflicts, so the same question gets the same model anywhere.
     */
    boolean solveFrom(io.minesift.minesweeper.board.Geometry g,
                      java.util.List<io.minesift.minesweeper.variant.GlobalRule> globals, java.util.BitSet[] starts,
                      int... assumptions) {
        Boolean found = solveFromWithin(g, globals, starts, Integer.MAX_VALUE, assumptions);
        if (found == null) {
            throw new IllegalStateException("the SAT solver timed out");
        }
        return found;
    }

    /**
     * {@link #solveFrom}, giving up (null) once the bound of a turn would pass {@code limit}
     * conflicts: for questions whose answer only saves work when it comes soon.
     */
    Boolean solveFromWithin(io.minesift.minesweeper.board.Geometry g,
                            java.util.List<io.minesift.minesweeper.variant.GlobalRule> globals, java.util.BitSet[] starts,
                            int limit, int... assumptions) {
        try {
            for (int conflicts = Math.min(FIRST_BOUND, limit); conflicts <= limit;
                 conflicts = conflicts >= Integer.MAX_VALUE / 4 ? Integer.MAX_VALUE : conflicts * 4) {
                for (java.util.BitSet start : starts) {
                    prefer(g.size(), start);
                    Boolean found = solveObeyingWithin(g, globals, conflicts, assumptions);
                    if (found != null) {
                        return found;
                    }
                }
                if (conflicts == Integer.MAX_VALUE) {
                    break;
                }
            }
            return null;
        } finally {
            prefer(g.size(), null);
        }
    }

    /** Conflicts allowed to the first turn of {@link #solveFrom} (or the limit, when lower). */
    static final int FIRST_BOUND = 1000;

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
