package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.Eyesight;
import io.minesift.minesweeper.variant.Partition;

import java.util.List;

/**
 * A shown clue as solver constraints. Counting rules use the solver's native constraints:
 * V and X a cardinality constraint on the scope; M a pseudo-boolean sum with weight 2 on coloured
 * cells; L and N one selector {@code s} each, L as {@code Σ scope − 2s = shown − 1} (the truth is
 * shown − 1 or shown + 1) and N as {@code coloured − others + 2·shown·s = shown} (the difference is
 * +shown or −shown). E and P are counts of auxiliary variables that follow the cells: E of the
 * cells seen ({@link #sight}), P of the ends of runs ({@link #runs}); both were once the disjunction
 * of the rule's patterns, up to 120 switch variables and a thousand clauses per E clue, whose
 * set-up and per-solve bookkeeping dominated no-guess generation. W, whose value is a multiset of
 * run lengths, is still that disjunction ({@link ClueRule#patterns}), one switch variable per pattern.
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
            case 'E' -> sight(sat, ((Eyesight) rule).lines(g, cell), count(shown));
            case 'P' -> runs(sat, ((Partition) rule).ring(g, cell), count(shown));
            default -> patterns(sat, rule.patterns(g, cell, shown));
        }
    }

    /**
     * Eyesight: for each line, y(k) ⇔ y(k − 1) ∧ cell k safe (y(1) is "cell 1 safe" itself), so
     * y(k) says the clue sees k cells of that line; the clue shows 1 + Σ y over all four lines.
     */
    private static void sight(Sat sat, int[][] lines, int shown) {
        int[] seen = new int[java.util.Arrays.stream(lines).mapToInt(l -> l.length).sum()];
        int n = 0;
        for (int[] line : lines) {
            int before = 0;
            for (int k = 0; k < line.length; k++) {
                int safe = -Sat.var(line[k]);
                int y = k == 0 ? safe : sat.fresh();
                if (k > 0) {
                    sat.clause(-y, before);
                    sat.clause(-y, safe);
                    sat.clause(y, -before, -safe);
                }
                seen[n++] = y;
                before = y;
            }
        }
        if (shown < 1 || shown - 1 > seen.length) {
            sat.impossible();
        } else {
            sat.exactly(seen, shown - 1);
        }
    }

    /**
     * Partition: around the ring (-1 a place off the board, which is safe), t(i) ⇔ mine i ∧ ¬mine
     * i + 1 marks where a run ends, so the runs are Σ t, except a ring of 8 mines: one run, no end.
     * A shown 0 makes the ring safe; a shown 1 on a full ring is Σ t + a = 1 with a ⇒ every cell a mine.
     */
    private static void runs(Sat sat, int[] ring, int shown) {
        int[] ends = new int[ring.length + 1];
        int n = 0;
        for (int i = 0; i < ring.length; i++) {
            if (ring[i] < 0) {
                continue;
            }
            int mine = Sat.var(ring[i]);
            if (shown == 0) {
                sat.clause(-mine);
                continue;
            }
            int next = ring[(i + 1) % ring.length];
            int end = next < 0 ? mine : sat.fresh();
            if (next >= 0) {
                sat.clause(-end, mine);
                sat.clause(-end, -Sat.var(next));
                sat.clause(end, -mine, Sat.var(next));
            }
            ends[n++] = end;
        }
        if (shown == 1 && n == ring.length) {
            int full = sat.fresh();
            for (int c : ring) {
                sat.clause(-full, Sat.var(c));
            }
            ends[n++] = full;
        }
        if (shown > 0) {
            sat.exactly(java.util.Arrays.copyOf(ends, n), shown);
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
