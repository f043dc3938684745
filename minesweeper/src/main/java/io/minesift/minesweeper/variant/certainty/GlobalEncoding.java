package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.GlobalRule;

import java.util.ArrayList;
import java.util.List;

/**
 * A global rule as solver constraints. Cardinality-shaped rules are encoded eagerly: Q a clause
 * per 2×2 square, T a clause per line of three, D "a mine has one orthogonal mine neighbour" (a
 * clause for at least one, one per pair for at most one), B a cardinality constraint per row and
 * column. C, A, O and S are not: their local parts are eager (S: one or two orthogonal mine
 * neighbours), and connection is enforced lazily by {@link #cuts}, which the solver loop adds
 * whenever a model breaks the rule.
 */
final class GlobalEncoding {
    private GlobalEncoding() {
    }

    static void add(Constraints sat, Geometry g, GlobalRule rule, int totalMines) {
        switch (rule.letter()) {
            case 'Q' -> squares(sat, g);
            case 'T' -> triplets(sat, g);
            case 'D' -> neighbours(sat, new Flood(g, true), 1);
            case 'S' -> {
                neighbours(sat, new Flood(g, true), 2);
                if (totalMines < 2) {
                    sat.impossible();
                }
            }
            case 'B' -> balance(sat, g, totalMines);
            default -> {
                // C, O: lazily, by cuts
            }
        }
    }

    private static void squares(Constraints sat, Geometry g) {
        for (int y = 0; y + 1 < g.height(); y++) {
            for (int x = 0; x + 1 < g.width(); x++) {
                sat.clause(Sat.var(g.index(x, y)), Sat.var(g.index(x + 1, y)), Sat.var(g.index(x, y + 1)),
                        Sat.var(g.index(x + 1, y + 1)));
            }
        }
    }

    private static void triplets(Constraints sat, Geometry g) {
        int[][] lines = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        for (int c = 0; c < g.size(); c++) {
            for (int[] d : lines) {
                int x = g.x(c);
                int y = g.y(c);
                if (g.contains(x + 2 * d[0], y + 2 * d[1])) {
                    sat.clause(-Sat.var(c), -Sat.var(g.index(x + d[0], y + d[1])),
                            -Sat.var(g.index(x + 2 * d[0], y + 2 * d[1])));
                }
            }
        }
    }

    /** Every mine has at least one and at most {@code high} orthogonal mine neighbours. */
    private static void neighbours(Constraints sat, Flood orthogonal, int high) {
        for (int c = 0; c < orthogonal.geometry().size(); c++) {
            int[] around = ClueEncoding.vars(bits(orthogonal.around(c)));
            int[] some = new int[around.length + 1];
            some[0] = -Sat.var(c);
            System.arraycopy(around, 0, some, 1, around.length);
            sat.clause(some);
            notAll(sat, -Sat.var(c), around, high + 1, 0, new int[0]);
        }
    }

    /** A clause per choice of {@code size} of the literals: not all of them together with {@code guard}'s negation. */
    private static void notAll(Constraints sat, int guard, int[] vars, int size, int from, int[] chosen) {
        if (chosen.length == size) {
            int[] clause = new int[size + 1];
            clause[0] = guard;
            for (int k = 0; k < size; k++) {
                clause[k + 1] = -chosen[k];
            }
            sat.clause(clause);
            return;
        }
        for (int k = from; k < vars.length; k++) {
            int[] more = java.util.Arrays.copyOf(chosen, chosen.length + 1);
            more[chosen.length] = vars[k];
            notAll(sat, guard, vars, size, k + 1, more);
        }
    }

    private static void balance(Constraints sat, Geometry g, int totalMines) {
        int w = g.width();
        int h = g.height();
        if (totalMines % w != 0 || totalMines % h != 0) {
            sat.impossible();
            return;
        }
        for (int y = 0; y < h; y++) {
            int[] row = new int[w];
            for (int x = 0; x < w; x++) {
                row[x] = Sat.var(g.index(x, y));
            }
            sat.exactly(row, totalMines / h);
        }
        for (int x = 0; x < w; x++) {
            int[] column = new int[h];
            for (int y = 0; y < h; y++) {
                column[y] = Sat.var(g.index(x, y));
            }
            sat.exactly(column, totalMines / w);
        }
    }

    /**
     * Clauses that the layout {@code mines} breaks and every layout obeying the rule (with this
     * mine total) keeps; empty when the layout obeys it. They are separator cuts: when a group of
     * mines is closed off by its boundary (all safe) while another mine lies outside (C, S), then
     * for each cell {@code a} of the group and one mine {@code b} outside, "a is safe, or b is, or
     * some boundary cell is a mine", since every path from a to b crosses the boundary; for O the
     * same with safe cells, and "a is safe or some boundary cell is a mine" for a mine group away
     * from the border; for S a loop is "not all of these mines". Failing those, the layout itself.
     */
    static List<int[]> cuts(Geometry g, GlobalRule rule, long mines) {
        List<int[]> cuts = new ArrayList<>();
        if (rule.holds(g, mines)) {
            return cuts;
        }
        long safes = Cells.all(g) & ~mines;
        switch (rule.letter()) {
            case 'C' -> separate(cuts, new Flood(g, false), mines, 1);
            case 'A' -> separate(cuts, new Flood(g, true), mines, 1);
            case 'S' -> {
                separate(cuts, new Flood(g, true), mines, 1);
                if (cuts.isEmpty()) {
                    cuts.add(cut(mines, 0, 0, 1));
                }
            }
            case 'O' -> {
                Flood orthogonal = new Flood(g, true);
                separate(cuts, orthogonal, safes, -1);
                for (long group : orthogonal.groups(mines)) {
                    if ((group & edge(g)) == 0) {
                        for (long a = group; a != 0; a &= a - 1) {
                            cuts.add(cut(Long.lowestOneBit(a), 0, orthogonal.boundary(group), 1));
                        }
                    }
                }
            }
            default -> {
            }
        }
        if (cuts.isEmpty()) {
            cuts.add(cut(mines, 0, Cells.all(g) & ~mines, 1));
        }
        return cuts;
    }

    /**
     * When {@code cells} (mines for sign 1, safe cells for -1) fall into several groups: for each
     * group, each of its cells a and a cell b of another group, "not a, or not b, or some boundary
     * cell the other way".
     */
    private static void separate(List<int[]> cuts, Flood flood, long cells, int sign) {
        List<Long> groups = flood.groups(cells);
        if (groups.size() < 2) {
            return;
        }
        for (long group : groups) {
            long b = Long.lowestOneBit(cells & ~group);
            for (long a = group; a != 0; a &= a - 1) {
                cuts.add(cut(Long.lowestOneBit(a), b, flood.boundary(group), sign));
            }
        }
    }

    /** The clause "some of {@code these} or {@code that} is not as sign says, or some of {@code other} is". */
    private static int[] cut(long these, long that, long other, int sign) {
        int[] clause = new int[Long.bitCount(these) + Long.bitCount(that) + Long.bitCount(other)];
        int n = 0;
        for (long s = these | that; s != 0; s &= s - 1) {
            clause[n++] = -sign * Sat.var(Long.numberOfTrailingZeros(s));
        }
        for (long s = other; s != 0; s &= s - 1) {
            clause[n++] = sign * Sat.var(Long.numberOfTrailingZeros(s));
        }
        return clause;
    }

    private static long edge(Geometry g) {
        long edge = 0;
        for (int c = 0; c < g.size(); c++) {
            boolean border = g.x(c) == 0 || g.y(c) == 0 || g.x(c) == g.width() - 1 || g.y(c) == g.height() - 1;
            edge |= border ? 1L << c : 0;
        }
        return edge;
    }

    static int[] bits(long set) {
        int[] out = new int[Long.bitCount(set)];
        for (int k = 0; k < out.length; k++, set &= set - 1) {
            out[k] = Long.numberOfTrailingZeros(set);
        }
        return out;
    }
}
