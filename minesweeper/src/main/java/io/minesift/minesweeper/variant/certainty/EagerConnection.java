package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;

/**
 * "The mines form one group" as clauses, for a board beyond 64 cells, where the lazy cuts
 * ({@link GlobalEncoding#cuts}) made the solver find layout after layout whose mines fall apart
 * (a 9×9 board under A ran for minutes). The root is the first mine in reading order:
 * {@code before(c)} holds when some cell before {@code c} is a mine, and only a mine with none
 * before it may be the root. {@code reach(c, t)} says that {@code c} is a mine joined to the root
 * by at most {@code t} steps through mines; every mine must be reached within {@code total − 1}
 * steps, the longest path a group of {@code total} cells can need. Only the directions that make
 * a layout with two groups impossible are written; a layout with one group fits them (each
 * {@code reach(c, t)} true exactly when the mine {@code c} lies within {@code t} steps of the root).
 */
final class EagerConnection {
    private EagerConnection() {
    }

    /** The clauses for {@code total} mines joined through {@code steps} (orthogonal for A). */
    static void add(Sat sat, Geometry g, int[][] steps, int total) {
        add(sat, g, steps, total, -1);
    }

    /**
     * As {@link #add(Sat, Geometry, int[][], int)}, rooted at {@code known}, a cell known to be a
     * mine (a flag), when it is not -1: every mine must then be reached from that cell, so the
     * solver's propagation itself rules out mines too far from it, where a root that is the
     * first mine, unknown, leaves every cell a possible root.
     */
    static void add(Sat sat, Geometry g, int[][] steps, int total, int known) {
        if (total <= 1) {
            return; // no mine or one: one group at most
        }
        int n = g.size();
        int[] reach = known < 0 ? firstMine(sat, n) : fixed(sat, n, known);
        for (int t = 1; t < total; t++) {
            int[] further = new int[n];
            for (int c = 0; c < n; c++) {
                further[c] = sat.fresh();
            }
            for (int c = 0; c < n; c++) {
                sat.clause(-further[c], Sat.var(c));
                sat.clause(-reach[c], further[c]); // reached within t - 1 steps, then within t
                sat.clause(support(g, steps, c, further[c], reach));
            }
            reach = further;
        }
        for (int c = 0; c < n; c++) {
            sat.clause(-Sat.var(c), reach[c]);
        }
    }

    /** Step 0 from a known mine: that cell alone. */
    private static int[] fixed(Sat sat, int n, int known) {
        int[] root = new int[n];
        for (int c = 0; c < n; c++) {
            root[c] = sat.fresh();
            sat.clause(c == known ? root[c] : -root[c]);
        }
        sat.clause(Sat.var(known));
        return root;
    }

    /** Step 0 from the first mine in reading order: "c is the root" only for a mine with none before it. */
    private static int[] firstMine(Sat sat, int n) {
        int[] root = new int[n];
        int before = 0; // "some cell before c is a mine", 0 for the first cell
        for (int c = 0; c < n; c++) {
            root[c] = sat.fresh();
            sat.clause(-root[c], Sat.var(c));
            if (before != 0) {
                sat.clause(-root[c], -before);
            }
            int next = sat.fresh();
            sat.clause(-Sat.var(c), next);
            if (before != 0) {
                sat.clause(-before, next);
            }
            before = next;
        }
        return root;
    }

    /** "{@code self} only if c or one of its neighbours was reached a step before". */
    private static int[] support(Geometry g, int[][] steps, int c, int self, int[] reach) {
        int[] clause = new int[steps.length + 2];
        int k = 0;
        clause[k++] = -self;
        clause[k++] = reach[c];
        for (int[] d : steps) {
            int x = g.x(c) + d[0];
            int y = g.y(c) + d[1];
            if (g.contains(x, y)) {
                clause[k++] = reach[g.index(x, y)];
            }
        }
        return java.util.Arrays.copyOf(clause, k);
    }
}
