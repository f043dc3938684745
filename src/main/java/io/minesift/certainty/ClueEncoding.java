package io.minesift.certainty;

import io.minesift.board.Geometry;
import io.minesift.variant.ClueRule;
import io.minesift.variant.ClueValue;

import java.util.List;

/**
 * A shown clue as solver constraints. Counting rules use the solver's native constraints:
 * V and X a cardinality constraint on the scope; M a pseudo-boolean sum with weight 2 on coloured
 * cells; L and N one selector {@code s} each, L as {@code Σ scope − 2s = shown − 1} (the truth is
 * shown − 1 or shown + 1) and N as {@code coloured − others + 2·shown·s = shown} (the difference is
 * +shown or −shown). E, W and P, whose values are shapes rather than counts, are the disjunction
 * of the rule's own patterns ({@link ClueRule#patterns}), one switch variable per pattern.
 */
final class ClueEncoding {
    private ClueEncoding() {
    }

    static void add(Sat sat, Geometry g, ClueRule rule, int cell, ClueValue shown) {
        int[] scope = rule.scope(g, cell);
        int[] vars = vars(scope);
        switch (rule.letter()) {
            case 'V', 'X' -> sat.exactly(vars, count(shown));
            case 'M' -> sat.exactly(vars, weights(g, scope, 2, 1), count(shown));
            case 'L' -> sat.exactly(append(vars, sat.fresh()), append(ones(vars.length), -2), count(shown) - 1);
            case 'N' -> {
                int k = count(shown);
                sat.exactly(append(vars, sat.fresh()), append(weights(g, scope, 1, -1), 2 * k), k);
            }
            default -> patterns(sat, rule.patterns(g, cell, shown));
        }
    }

    /** At least one pattern holds: a switch per pattern, which forces the pattern's cells. */
    private static void patterns(Sat sat, List<ClueRule.Pattern> patterns) {
        int[] some = new int[patterns.size()];
        for (int k = 0; k < some.length; k++) {
            ClueRule.Pattern p = patterns.get(k);
            some[k] = sat.fresh();
            for (long care = p.care(); care != 0; care &= care - 1) {
                int c = Long.numberOfTrailingZeros(care);
                sat.clause(-some[k], (p.mines() >>> c & 1L) != 0 ? Sat.var(c) : -Sat.var(c));
            }
        }
        sat.clause(some);
    }

    private static int count(ClueValue shown) {
        return ((ClueValue.Count) shown).value();
    }

    static int[] vars(int[] cells) {
        int[] out = new int[cells.length];
        for (int k = 0; k < cells.length; k++) {
            out[k] = Sat.var(cells[k]);
        }
        return out;
    }

    /** {@code coloured} for cells with x + y even, {@code other} for the rest. */
    private static int[] weights(Geometry g, int[] cells, int coloured, int other) {
        int[] out = new int[cells.length];
        for (int k = 0; k < cells.length; k++) {
            out[k] = (g.x(cells[k]) + g.y(cells[k])) % 2 == 0 ? coloured : other;
        }
        return out;
    }

    private static int[] ones(int n) {
        int[] out = new int[n];
        java.util.Arrays.fill(out, 1);
        return out;
    }

    private static int[] append(int[] a, int last) {
        int[] out = java.util.Arrays.copyOf(a, a.length + 1);
        out[a.length] = last;
        return out;
    }
}
