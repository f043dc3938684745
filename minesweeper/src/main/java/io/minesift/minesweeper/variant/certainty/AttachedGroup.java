package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;

import java.util.BitSet;

/**
 * What rule A (all mines one group through orthogonal steps) settles by the shape of the cells
 * that may still hold a mine, with no clue read: the group of {@code total} mines lies in one
 * orthogonally connected part of those cells that holds every known mine and has room for it.
 * So a cell outside every such part is safe, and a cell without which no such part is left (a cut
 * cell: taking it away cuts the known mines apart, or leaves their part too small) is a mine.
 * Both follow from A alone and hold in every layout that obeys it; the vanilla relaxation
 * ({@link VanillaRelaxation}) misses them, as it leaves A out. Cut cells are found in one walk
 * (Hopcroft and Tarjan's articulation points, with each cut-off part's size and known mines).
 */
public final class AttachedGroup {
    private static final int[][] STEPS = CellSets.orthogonalSteps();

    private final BitSet safe;
    private final BitSet mines;

    private AttachedGroup(BitSet safe, BitSet mines) {
        this.safe = safe;
        this.mines = mines;
    }

    /**
     * The cells of {@code possible} (those that may hold a mine, the {@code known} mines among
     * them) that A settles, for a group of {@code total} mines. Nothing is settled when no part
     * fits (a position no layout fits), or, with no known mine, while two parts have room.
     */
    public static AttachedGroup of(Geometry g, BitSet possible, BitSet known, int total) {
        BitSet none = new BitSet();
        if (total < 1 || !CellSets.minus(known, possible).isEmpty()) {
            return new AttachedGroup(none, none);
        }
        BitSet part = part(g, possible, known, total);
        if (part == null) {
            return new AttachedGroup(none, none);
        }
        return new AttachedGroup(CellSets.minus(possible, part), new Cuts(g, part, known).mines(part, known, total));
    }

    /** The one part that can hold the group; null when none or (with no known mine) several can. */
    private static BitSet part(Geometry g, BitSet possible, BitSet known, int total) {
        if (!known.isEmpty()) {
            BitSet part = CellSets.reach(g, possible, CellSets.of(known.nextSetBit(0)), STEPS);
            return part.cardinality() >= total && CellSets.minus(known, part).isEmpty() ? part : null;
        }
        BitSet found = null;
        BitSet left = (BitSet) possible.clone();
        for (int c = left.nextSetBit(0); c >= 0; c = left.nextSetBit(c + 1)) {
            BitSet part = CellSets.reach(g, possible, CellSets.of(c), STEPS);
            left.andNot(part);
            if (part.cardinality() >= total) {
                if (found != null) {
                    return null;
                }
                found = part;
            }
        }
        return found;
    }

    /** Cells safe in every layout that obeys A: outside the one part that can hold the group; a new set. */
    public BitSet safeCells() {
        return (BitSet) safe.clone();
    }

    /** Cells that are mines in every layout that obeys A: the part's cut cells, known mines left out; a new set. */
    public BitSet mineCells() {
        return (BitSet) mines.clone();
    }

    /**
     * One depth-first walk of the part from a root (a known mine when there is one), iterative so
     * that a board of any size fits the stack. For each cell: its discovery time, its low point,
     * and over the children whose subtree cannot reach above it (cut off when it is taken away),
     * their cells, known mines and largest subtree.
     */
    private static final class Cuts {
        private final int[] disc;
        private final int[] low;
        /** Per cell: its subtree's cells, then its known mines. */
        private final int[][] below;
        /** Per cell, over its cut-off subtrees: their cells, their known mines, the largest one's cells. */
        private final int[][] cut;
        private final int root;

        Cuts(Geometry g, BitSet part, BitSet known) {
            int n = g.size();
            disc = new int[n];
            low = new int[n];
            below = new int[2][n];
            cut = new int[3][n];
            root = known.isEmpty() ? part.nextSetBit(0) : known.nextSetBit(0);
            walk(g, part, known);
        }

        private void walk(Geometry g, BitSet part, BitSet known) {
            int n = g.size();
            int[] stack = new int[n];
            int[] parent = new int[n];
            int[] next = new int[n];
            int top = 0;
            int time = 0;
            stack[top++] = root;
            parent[root] = -1;
            disc[root] = low[root] = ++time;
            enter(root, known);
            while (top > 0) {
                int v = stack[top - 1];
                if (next[v] < STEPS.length) {
                    int d = CellSets.step(g, v, STEPS[next[v]++]);
                    if (d < 0 || !part.get(d)) {
                        continue;
                    }
                    if (disc[d] == 0) {
                        parent[d] = v;
                        disc[d] = low[d] = ++time;
                        enter(d, known);
                        stack[top++] = d;
                    } else if (d != parent[v]) {
                        low[v] = Math.min(low[v], disc[d]);
                    }
                    continue;
                }
                top--;
                int p = parent[v];
                if (p >= 0) {
                    leave(p, v);
                }
            }
        }

        private void enter(int c, BitSet known) {
            below[0][c] = 1;
            below[1][c] = known.get(c) ? 1 : 0;
        }

        /** Child {@code v}'s walk is done: its subtree joins its parent's, and is cut off by the parent when it cannot reach above it. */
        private void leave(int p, int v) {
            low[p] = Math.min(low[p], low[v]);
            below[0][p] += below[0][v];
            below[1][p] += below[1][v];
            if (low[v] >= disc[p]) {
                cut[0][p] += below[0][v];
                cut[1][p] += below[1][v];
                cut[2][p] = Math.max(cut[2][p], below[0][v]);
            }
        }

        /**
         * The cells without which no part holding every known mine has room for the group. Taking
         * cell v away leaves its cut-off subtrees, each a part of its own, and the rest (the
         * root's side; none for the root itself). With known mines the group must lie on the
         * root's side (the root is one), so v is a mine when a cut-off subtree holds a known mine
         * or the rest is too small; with none, when no part left is large enough.
         */
        BitSet mines(BitSet part, BitSet known, int total) {
            BitSet out = new BitSet();
            int cells = part.cardinality();
            for (int v = part.nextSetBit(0); v >= 0; v = part.nextSetBit(v + 1)) {
                if (known.get(v)) {
                    continue;
                }
                int rest = v == root ? 0 : cells - 1 - cut[0][v];
                boolean fits = known.isEmpty() ? Math.max(rest, cut[2][v]) >= total
                        : cut[1][v] == 0 && rest >= total;
                if (!fits) {
                    out.set(v);
                }
            }
            return out;
        }
    }
}
