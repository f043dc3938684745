package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;

import java.util.BitSet;

/**
 * "The mines form one group" as clauses, for a board beyond 64 cells, where the lazy cuts
 * ({@link GlobalEncoding#cuts}) made the solver find layout after layout whose mines fall apart
 * (a 9×9 board under A ran for minutes). One mine is the root; {@code reach(c, t)} says that
 * {@code c} is a mine joined to the root by at most {@code t} steps through mines, and every mine
 * must be reached within the last layer. Only the directions that make a layout with two groups
 * impossible are written; a layout with one group fits them (each {@code reach(c, t)} true exactly
 * when the mine {@code c} lies within {@code t} steps of the root).
 *
 * <p>The root is the first mine in reading order among the <i>roots</i>, cells of which every
 * layout asked about has a mine (a flag; the unknown neighbours of a clue that says its scope
 * holds a mine), or among all cells when none is known. Why a clue's cells may serve: when the
 * mines form one group, every mine of the group is joined to every other, so the first mine in
 * reading order among the clue's cells is as good a root as any; and conversely a layout whose
 * mines are all reached from one mine is one group. A small set of roots lets propagation rule
 * out mines too far from all of them, where an unknown root leaves every cell a possible one
 * (16×16/40's first rounds, before any flag, took seconds a test).
 *
 * <p>Only the <i>open</i> cells (not revealed, so possibly mines) get reach variables, and
 * {@code reach(c, t)} exists only from {@code t} = the shortest distance from the roots to
 * {@code c} through open cells: a mine cannot be reached by fewer steps than that. The layers
 * stop at the mine total less one, or the open cells joined to the roots less one, whichever is
 * smaller: the longest path a group of that many cells can need. An open cell further than the
 * last layer from every root, or not joined to them at all, is safe. With flags, each group of
 * them is one node, counted once in the layers, and the root is whichever candidate (the given
 * roots, or one group of flags) needs the fewest reach variables.
 */
final class EagerConnection {
    private EagerConnection() {
    }

    /** The clauses for {@code total} mines joined through {@code steps} (orthogonal for A), any cell the root. */
    static void add(Sat sat, Geometry g, int[][] steps, int total) {
        add(sat, g, steps, total, null, CellSets.all(g));
    }

    /**
     * As {@link #add(Sat, Geometry, int[][], int)}, rooted at {@code known}, a cell known to be a
     * mine (a flag), when it is not -1.
     */
    static void add(Sat sat, Geometry g, int[][] steps, int total, int known) {
        add(sat, g, steps, total, known < 0 ? null : CellSets.of(known), CellSets.all(g));
    }


    /**
     * The clauses for {@code total} mines joined through {@code steps}, with a mine among
     * {@code roots} (null: any mine may be the root, and none is required), and only the
     * {@code open} cells possibly mines (the others are made safe).
     */
    static void add(Sat sat, Geometry g, int[][] steps, int total, BitSet roots, BitSet open) {
        add(sat, g, steps, total, roots, open, new BitSet());
    }

    /**
     * As {@link #add(Sat, Geometry, int[][], int, BitSet, BitSet)}, the {@code known} cells (open
     * ones) made mines, each of their groups one node of the reach layers ({@link ConnectionNodes}):
     * a path that enters a group of flags leaves it at no cost, so the layers stop at the mines
     * left beyond the flags plus the flags' groups, less one (late in a board, about half the
     * mine total).
     */
    static void add(Sat sat, Geometry g, int[][] steps, int total, BitSet roots, BitSet open, BitSet known) {
        add(sat, g, steps, total, roots, open, known, 1.0, null);
    }

    /**
     * As {@link #add(Sat, Geometry, int[][], int, BitSet, BitSet, BitSet)}, with only the share
     * {@code layers} of the reach layers (rounded up): only the layouts whose every mine lies within
     * that many steps of the root, through mines, or as many as {@code keep} needs when more (null:
     * no layout kept). A subset of the layouts that fit, so every model is one of them; an answer
     * "none" proves nothing ({@link SatCertainty}'s narrow solver).
     */
    static void add(Sat sat, Geometry g, int[][] steps, int total, BitSet roots, BitSet open, BitSet known, double layers,
                    BitSet keep) {
        for (int c = 0; c < g.size(); c++) {
            if (!open.get(c)) {
                sat.clause(-Sat.var(c));
            } else if (known.get(c)) {
                sat.clause(Sat.var(c));
            }
        }
        if (total <= 1) {
            return; // no mine or one: one group at most
        }
        ConnectionNodes nodes = new ConnectionNodes(g, steps, open, known);
        if (roots != null) { // a mine among them (none open: no layout)
            sat.clause(ClueEncoding.vars(CellSets.cells(CellSets.and(roots, open))));
        }
        int most = total - 1 - (CellSets.and(known, open).cardinality() - nodes.groups());
        BitSet from = cheapest(nodes, candidates(nodes, roots, open, known), most);
        int[] distance = nodes.distances(from);
        int last = last(distance, most);
        if (layers < 1) {
            last = Math.min(last, Math.max((int) Math.ceil(layers * last), keep == null ? 0 : nodes.depth(from, keep)));
        }
        int[] reach = firstMine(sat, g.size(), from);
        for (int t = 1; t <= last; t++) {
            int[] further = new int[g.size()];
            for (int c = nodes.all().nextSetBit(0); c >= 0; c = nodes.all().nextSetBit(c + 1)) {
                if (distance[c] >= 0 && distance[c] <= t) {
                    further[c] = sat.fresh();
                    sat.clause(-further[c], Sat.var(c));
                    if (reach[c] != 0) {
                        sat.clause(-reach[c], further[c]); // reached within t - 1 steps, then within t
                    }
                    sat.clause(nodes.support(c, further[c], reach));
                }
            }
            reach = further;
        }
        for (int c = open.nextSetBit(0); c >= 0; c = open.nextSetBit(c + 1)) {
            int node = nodes.node(c);
            sat.clause(reach[node] == 0 ? new int[]{-Sat.var(c)} : new int[]{-Sat.var(c), reach[node]});
        }
    }

    /**
     * The sets of nodes that may serve as roots: the {@code roots}' nodes (all nodes when null and
     * nothing is known), and each group of known mines alone, since every one of them is a mine.
     */
    private static java.util.List<BitSet> candidates(ConnectionNodes nodes, BitSet roots, BitSet open, BitSet known) {
        java.util.List<BitSet> candidates = new java.util.ArrayList<>();
        if (roots != null) {
            candidates.add(nodes.of(CellSets.and(roots, open)));
        } else if (CellSets.and(known, open).isEmpty()) {
            candidates.add(nodes.all());
        }
        BitSet groups = nodes.of(CellSets.and(known, open));
        for (int c = groups.nextSetBit(0); c >= 0; c = groups.nextSetBit(c + 1)) {
            candidates.add(CellSets.of(c));
        }
        return candidates;
    }

    /**
     * The candidate whose layers take the fewest reach variables (the first of equals): a node
     * {@code d} steps from the roots needs one per layer from {@code d} to the last. Any
     * candidate gives the same layouts; a root near the middle of the open cells, or a large
     * group of flags, gives fewer variables and shorter chains for propagation.
     */
    private static BitSet cheapest(ConnectionNodes nodes, java.util.List<BitSet> candidates, int most) {
        BitSet best = candidates.get(0);
        long fewest = Long.MAX_VALUE;
        for (BitSet from : candidates) {
            int[] distance = nodes.distances(from);
            int last = last(distance, most);
            long count = java.util.Arrays.stream(distance).filter(d -> d >= 0 && d <= last).map(d -> last - d + 1).sum();
            if (count < fewest) {
                fewest = count;
                best = from;
            }
        }
        return best;
    }

    /** The last layer: {@code most}, or the nodes joined to the roots less one when fewer. */
    private static int last(int[] distance, int most) {
        int joined = (int) java.util.Arrays.stream(distance).filter(d -> d >= 0).count();
        return Math.min(most, Math.max(0, joined - 1));
    }

    /**
     * Step 0: "c is the root" only for a mine of {@code from} with no mine of {@code from} before
     * it in reading order; 0 (false) for the other cells.
     */
    private static int[] firstMine(Sat sat, int n, BitSet from) {
        int[] root = new int[n];
        int before = 0; // "some cell of from before c is a mine", 0 for the first
        for (int c = from.nextSetBit(0); c >= 0; c = from.nextSetBit(c + 1)) {
            root[c] = sat.fresh();
            sat.clause(-root[c], Sat.var(c));
            int next = sat.fresh();
            sat.clause(-Sat.var(c), next);
            if (before != 0) { // each both ways, so propagation names the root
                sat.clause(-next, Sat.var(c), before);
                sat.clause(-root[c], -before);
                sat.clause(-before, next);
                sat.clause(-Sat.var(c), before, root[c]);
            } else {
                sat.clause(-next, Sat.var(c));
                sat.clause(-Sat.var(c), root[c]);
            }
            before = next;
        }
        return root;
    }

}
