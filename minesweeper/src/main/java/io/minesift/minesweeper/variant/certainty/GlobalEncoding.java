package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;

import java.util.ArrayList;
import java.util.BitSet;
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
    private static final int[][] ORTHOGONAL = CellSets.orthogonalSteps();
    private static final int[][] KING = CellSets.kingSteps();
    private GlobalEncoding() {
    }

    static void add(Constraints sat, Geometry g, GlobalRule rule, int totalMines) {
        add(sat, g, rule, totalMines, eager(g));
    }

    /** As {@link #add(Constraints, Geometry, GlobalRule, int)}, A eagerly or by cuts as told. */
    static void add(Constraints sat, Geometry g, GlobalRule rule, int totalMines, boolean eagerConnection) {
        add(sat, g, rule, totalMines, eagerConnection, null, CellSets.all(g), new BitSet());
    }

    /**
     * As {@link #add(Constraints, Geometry, GlobalRule, int, boolean)}, A's clauses rooted among
     * {@code roots}, cells of which every layout asked about has a mine (a flag, a clue's cells),
     * unless null, with only the {@code open} cells possibly mines and the {@code known} ones
     * mines ({@link EagerConnection#add(Sat, Geometry, int[][], int, BitSet, BitSet, BitSet)}).
     */
    static void add(Constraints sat, Geometry g, GlobalRule rule, int totalMines, boolean eagerConnection,
                    BitSet roots, BitSet open, BitSet known) {
        add(sat, g, rule, totalMines, eagerConnection, roots, open, known, 1.0, null);
    }

    /**
     * As {@link #add(Constraints, Geometry, GlobalRule, int, boolean, BitSet, BitSet, BitSet)}, A's
     * eager clauses with only the share {@code layers} of their reach layers (or those {@code keep}
     * needs): a narrower problem whose layouts all fit the rule
     * ({@link EagerConnection#add(Sat, Geometry, int[][], int, BitSet, BitSet, BitSet, double, BitSet)}).
     */
    static void add(Constraints sat, Geometry g, GlobalRule rule, int totalMines, boolean eagerConnection,
                    BitSet roots, BitSet open, BitSet known, double layers, BitSet keep) {
        switch (rule.letter()) {
            case 'Q' -> squares(sat, g);
            case 'T' -> triplets(sat, g);
            case 'D' -> {
                neighbours(sat, g, 1);
                if (totalMines % 2 != 0) {
                    sat.impossible(); // mines pair off; the solver alone would take long to find out
                }
            }
            case 'S' -> {
                neighbours(sat, g, 2);
                if (totalMines < 2) {
                    sat.impossible();
                }
            }
            case 'B' -> balance(sat, g, totalMines);
            case 'A' -> {
                if (eagerConnection && sat instanceof Sat solver) {
                    EagerConnection.add(solver, g, ORTHOGONAL, totalMines, roots, open, known, layers, keep);
                }
            }
            default -> {
                // C, O: lazily, by cuts
            }
        }
    }

    /**
     * Whether A is written as clauses ({@link EagerConnection}) rather than enforced by cuts:
     * beyond 64 cells, so that boards of at most 64 cells keep the models, and so the boards, they had.
     */
    static boolean eager(Geometry g) {
        return g.size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS;
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
    private static void neighbours(Constraints sat, Geometry g, int high) {
        for (int c = 0; c < g.size(); c++) {
            int[] around = ClueEncoding.vars(CellSets.boundary(g, CellSets.of(c), ORTHOGONAL).stream().toArray());
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
     * Cells are met in increasing order, so a board of at most 64 cells gets the clauses it got
     * when a layout was one {@code long}.
     */
    static List<int[]> cuts(Geometry g, GlobalRule rule, BitSet mines) {
        List<int[]> cuts = new ArrayList<>();
        if (rule.holds(g, mines)) {
            return cuts;
        }
        BitSet none = new BitSet();
        BitSet safes = CellSets.minus(CellSets.all(g), mines);
        switch (rule.letter()) {
            case 'C' -> separate(cuts, g, KING, mines, 1);
            case 'A' -> separate(cuts, g, ORTHOGONAL, mines, 1);
            case 'S' -> {
                separate(cuts, g, ORTHOGONAL, mines, 1);
                if (cuts.isEmpty()) {
                    cuts.add(cut(mines, none, none, 1));
                }
            }
            case 'O' -> {
                separate(cuts, g, ORTHOGONAL, safes, -1);
                BitSet edge = CellSets.edge(g);
                for (BitSet group : CellSets.groups(g, mines, ORTHOGONAL)) {
                    if (!group.intersects(edge)) {
                        BitSet boundary = CellSets.boundary(g, group, ORTHOGONAL);
                        for (int a = group.nextSetBit(0); a >= 0; a = group.nextSetBit(a + 1)) {
                            cuts.add(cut(CellSets.of(a), none, boundary, 1));
                        }
                    }
                }
            }
            default -> {
            }
        }
        if (cuts.isEmpty()) {
            cuts.add(cut(mines, none, safes, 1));
        }
        return cuts;
    }

    /** {@link #cuts(Geometry, GlobalRule, BitSet)} of a layout of at most 64 cells. */
    static List<int[]> cuts(Geometry g, GlobalRule rule, long mines) {
        return cuts(g, rule, CellSets.ofLong(mines));
    }

    /**
     * When {@code cells} (mines for sign 1, safe cells for -1) fall into several groups: for each
     * group, each of its cells a and a cell b of another group, "not a, or not b, or some boundary
     * cell the other way".
     */
    private static void separate(List<int[]> cuts, Geometry g, int[][] steps, BitSet cells, int sign) {
        List<BitSet> groups = CellSets.groups(g, cells, steps);
        if (groups.size() < 2) {
            return;
        }
        for (BitSet group : groups) {
            BitSet b = CellSets.of(CellSets.minus(cells, group).nextSetBit(0));
            BitSet boundary = CellSets.boundary(g, group, steps);
            for (int a = group.nextSetBit(0); a >= 0; a = group.nextSetBit(a + 1)) {
                cuts.add(cut(CellSets.of(a), b, boundary, sign));
            }
        }
    }

    /** The clause "some of {@code these} or {@code that} is not as sign says, or some of {@code other} is". */
    private static int[] cut(BitSet these, BitSet that, BitSet other, int sign) {
        BitSet first = CellSets.or(these, that);
        int[] clause = new int[first.cardinality() + other.cardinality()];
        int n = 0;
        for (int c = first.nextSetBit(0); c >= 0; c = first.nextSetBit(c + 1)) {
            clause[n++] = -sign * Sat.var(c);
        }
        for (int c = other.nextSetBit(0); c >= 0; c = other.nextSetBit(c + 1)) {
            clause[n++] = sign * Sat.var(c);
        }
        return clause;
    }
}
