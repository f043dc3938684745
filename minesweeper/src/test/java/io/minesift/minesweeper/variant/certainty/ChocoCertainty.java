package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.VariantPosition;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;

import java.util.ArrayList;
import java.util.List;

/**
 * The certainty of {@link SatCertainty} computed with the constraint solver Choco instead, for the
 * measurement that chose between them ({@link SolverChoiceTest}): the same algorithm (a first
 * solution, then each candidate tested with the opposite value posted) and the same constraints
 * in Choco's own terms: sums and scalar products for counting clues, {@code member} for the liar,
 * an absolute value for negation, clauses for patterns, Q, T, D and S, sums for B and the total,
 * and the same lazy cut clauses for C, O and S.
 */
final class ChocoCertainty {
    private final Model model = new Model();
    private final BoolVar[] x;
    private final Geometry g;
    private final List<GlobalRule> globals;
    long safe;
    long mines;
    boolean consistent;
    /** The mines of the last solution found. */
    private long last;

    ChocoCertainty(VariantPosition p) {
        g = p.geometry();
        globals = p.rules().globals();
        x = model.boolVarArray("x", g.size());
        for (int c = 0; c < g.size(); c++) {
            if ((p.revealed() >>> c & 1L) != 0) {
                model.arithm(x[c], "=", 0).post();
                clue(p.rules().clue(), c, p.clue(c));
                if (p.holdsAMine(c)) { // else it would have opened
                    BoolVar[] scope = java.util.Arrays.stream(p.rules().clue().scope(g, c)).mapToObj(s -> x[s]).toArray(BoolVar[]::new);
                    model.sum(scope, ">=", 1).post();
                }
            } else if ((p.flagged() >>> c & 1L) != 0) {
                model.arithm(x[c], "=", 1).post();
            }
        }
        for (GlobalRule rule : globals) {
            GlobalEncoding.add(new ChocoConstraints(), g, rule, p.totalMines());
        }
        model.sum(x, "=", p.totalMines()).post();
        consistent = solve(null);
        if (consistent) {
            long first = last;
            safe = p.hidden() & ~first;
            mines = p.hidden() & first;
            settle();
        }
    }

    private void clue(ClueRule rule, int cell, ClueValue shown) {
        int[] scope = rule.scope(g, cell);
        BoolVar[] vars = new BoolVar[scope.length];
        int[] colour = new int[scope.length];
        for (int k = 0; k < scope.length; k++) {
            vars[k] = x[scope[k]];
            colour[k] = (g.x(scope[k]) + g.y(scope[k])) % 2 == 0 ? 1 : -1;
        }
        int v = shown instanceof ClueValue.Count count ? count.value() : 0;
        switch (rule.letter()) {
            case 'V', 'X' -> model.sum(vars, "=", v).post();
            case 'M' -> {
                int[] w = new int[scope.length];
                for (int k = 0; k < w.length; k++) {
                    w[k] = colour[k] == 1 ? 2 : 1;
                }
                model.scalar(vars, w, "=", v).post();
            }
            case 'L' -> {
                IntVar sum = model.intVar(0, scope.length);
                model.sum(vars, "=", sum).post();
                model.member(sum, new int[]{v - 1, v + 1}).post();
            }
            case 'N' -> {
                IntVar diff = model.intVar(-scope.length, scope.length);
                model.scalar(vars, colour, "=", diff).post();
                model.absolute(model.intVar(v), diff).post();
            }
            default -> patterns(rule.patterns(g, cell, shown));
        }
    }

    private void patterns(List<ClueRule.Pattern> patterns) {
        BoolVar[] some = model.boolVarArray(patterns.size());
        for (int k = 0; k < some.length; k++) {
            ClueRule.Pattern p = patterns.get(k);
            for (long care = p.care(); care != 0; care &= care - 1) {
                int c = Long.numberOfTrailingZeros(care);
                clause((p.mines() >>> c & 1L) != 0 ? new int[]{-k - 1000, c + 1} : new int[]{-k - 1000, -(c + 1)}, some);
            }
        }
        model.addClausesBoolOrArrayEqualTrue(some);
    }

    /** A clause over cell literals (±(cell + 1)); literals ≤ -1000 name the switch {@code -lit - 1000} of {@code some}. */
    private void clause(int[] literals, BoolVar[] some) {
        List<BoolVar> pos = new ArrayList<>();
        List<BoolVar> neg = new ArrayList<>();
        for (int l : literals) {
            if (l <= -1000) {
                neg.add(some[-l - 1000]);
            } else {
                (l > 0 ? pos : neg).add(x[Math.abs(l) - 1]);
            }
        }
        model.addClauses(pos.toArray(new BoolVar[0]), neg.toArray(new BoolVar[0]));
    }

    /** The eager global constraints, as Choco clauses and sums. */
    private final class ChocoConstraints implements Constraints {
        @Override
        public void clause(int... literals) {
            ChocoCertainty.this.clause(literals, null);
        }

        @Override
        public void exactly(int[] literals, int value) {
            BoolVar[] vars = new BoolVar[literals.length];
            for (int k = 0; k < vars.length; k++) {
                vars[k] = x[literals[k] - 1];
            }
            model.sum(vars, "=", value).post();
        }

        @Override
        public void impossible() {
            model.falseConstraint().post();
        }
    }

    private void settle() {
        long open = safe | mines;
        while (open != 0) {
            int c = Long.numberOfTrailingZeros(open);
            open &= open - 1;
            boolean mine = (mines >>> c & 1L) != 0;
            if (solve(model.arithm(x[c], "=", mine ? 0 : 1))) {
                long m = last;
                safe &= ~m;
                mines &= m;
                open &= safe | mines;
            }
        }
    }

    private boolean solve(Constraint assumption) {
        if (assumption != null) {
            assumption.post();
        }
        try {
            while (true) {
                model.getSolver().reset();
                if (!model.getSolver().solve()) {
                    return false;
                }
                long m = read();
                last = m;
                boolean obeyed = true;
                for (GlobalRule rule : globals) {
                    for (int[] cut : GlobalEncoding.cuts(g, rule, m)) {
                        model.getSolver().reset();
                        clause(cut, null);
                        obeyed = false;
                    }
                }
                if (obeyed) {
                    return true;
                }
            }
        } finally {
            model.getSolver().reset();
            if (assumption != null) {
                model.unpost(assumption);
            }
        }
    }

    private long read() {
        long m = 0;
        for (int c = 0; c < g.size(); c++) {
            m |= x[c].getValue() == 1 ? 1L << c : 0;
        }
        return m;
    }
}
