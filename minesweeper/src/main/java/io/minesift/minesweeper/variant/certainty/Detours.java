package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Layouts that fit a position under a connection rule (A, C), built by hand from one that fits,
 * and cells that no such layout can make mines, for the certainty tests beyond 64 cells. Early in
 * a board most hidden cells lie far from every clue, and each is a candidate for "always safe"
 * until a layout with a mine there is found; the solver finds one slowly (the group has to be
 * redrawn to reach the cell: up to 17 s for one cell at 16×16/40 under A). Here the mines that
 * a revealed cell looks at or that are flagged are kept, joined to the cell by shortest paths of
 * <i>free</i> cells (hidden, not flagged, looked at by no revealed cell), and the group is filled
 * up to the mine total with free cells next to it. Free cells are in no clue's scope, so every
 * clue keeps its value; the layout is then checked against every global rule and used only if it
 * obeys them all. A layout that fits is all a test needs, so the certain cells do not change;
 * only the work does.
 */
final class Detours {
    private Detours() {
    }

    /** The steps of the connection rule among {@code globals}; null when there is none. */
    static int[][] steps(List<GlobalRule> globals) {
        for (GlobalRule rule : globals) {
            if (rule.letter() == 'A') {
                return CellSets.orthogonalSteps();
            }
            if (rule.letter() == 'C') {
                return CellSets.kingSteps();
            }
        }
        return null;
    }

    /**
     * Hidden cells that cannot be mines: a mine there would be joined to the flagged mines by a
     * path through cells not revealed, and the shortest such path takes more mines than the total
     * leaves beyond the flags (or there is none). Empty when nothing is flagged.
     */
    static BitSet outOfReach(Geometry g, int[][] steps, BitSet hidden, BitSet flagged, int total) {
        BitSet out = new BitSet();
        if (flagged.isEmpty()) {
            return out;
        }
        int left = total - flagged.cardinality();
        int[] distance = Distances.from(g.size(), flagged,
                c -> neighbours(g, steps, c).stream().filter(hidden::get).toArray());
        for (int c = hidden.nextSetBit(0); c >= 0; c = hidden.nextSetBit(c + 1)) {
            if (distance[c] < 0 || distance[c] > left) {
                out.set(c);
            }
        }
        return out;
    }

    /** The hidden cells that no revealed cell looks at: moving a mine among them changes no clue. */
    static BitSet free(Geometry g, ClueRule rule, BitSet hidden, BitSet revealed) {
        BitSet free = (BitSet) hidden.clone();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            for (int d : rule.scope(g, c)) {
                free.clear(d);
            }
        }
        return free;
    }

    /**
     * A layout with {@code target} (a free safe cell of {@code model}) a mine: the mines of
     * {@code model} that are not free kept, joined to {@code target} by shortest paths of free
     * cells, then free cells next to the group added until the mine total is reached, cells of
     * {@code prefer} first; empty when no path joins them, the paths take more mines than the
     * total, or the result breaks a global rule.
     */
    static Optional<BitSet> through(Geometry g, List<GlobalRule> globals, int[][] steps, BitSet model, BitSet free,
                                    int target, BitSet prefer) {
        if (model.get(target) || !free.get(target)) {
            return Optional.empty();
        }
        int total = model.cardinality();
        BitSet layout = CellSets.minus(model, free);
        layout.set(target);
        for (List<BitSet> groups = CellSets.groups(g, layout, steps); groups.size() > 1;
             groups = CellSets.groups(g, layout, steps)) {
            BitSet path = path(g, steps, layout, groupOf(groups, target), free);
            if (path == null || layout.cardinality() + path.cardinality() > total) {
                return Optional.empty();
            }
            layout.or(path);
        }
        if (layout.cardinality() > total) {
            return Optional.empty();
        }
        while (layout.cardinality() < total) {
            BitSet next = CellSets.and(CellSets.boundary(g, layout, steps), free);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            BitSet first = CellSets.and(next, prefer);
            layout.set((first.isEmpty() ? next : first).nextSetBit(0));
        }
        for (GlobalRule rule : globals) {
            if (!rule.holds(g, layout)) {
                return Optional.empty();
            }
        }
        return Optional.of(layout);
    }

    private static BitSet groupOf(List<BitSet> groups, int cell) {
        return groups.stream().filter(group -> group.get(cell)).findFirst().orElseThrow();
    }

    /**
     * The free cells (not in {@code layout}) of a shortest path from {@code group} to another
     * cell of {@code layout}, breadth first in increasing cell order; null when there is none.
     */
    private static BitSet path(Geometry g, int[][] steps, BitSet layout, BitSet group, BitSet free) {
        int[] from = new int[g.size()];
        java.util.Arrays.fill(from, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = group.nextSetBit(0); c >= 0; c = group.nextSetBit(c + 1)) {
            from[c] = -1;
            queue.add(c);
        }
        while (!queue.isEmpty()) {
            int c = queue.poll();
            BitSet around = neighbours(g, steps, c);
            for (int d = around.nextSetBit(0); d >= 0; d = around.nextSetBit(d + 1)) {
                if (from[d] != -2) {
                    continue;
                }
                if (layout.get(d)) { // another group reached
                    BitSet path = new BitSet();
                    for (int p = c; !group.get(p); p = from[p]) {
                        path.set(p);
                    }
                    return path;
                }
                if (free.get(d)) {
                    from[d] = c;
                    queue.add(d);
                }
            }
        }
        return null;
    }

    private static BitSet neighbours(Geometry g, int[][] steps, int cell) {
        return CellSets.boundary(g, CellSets.of(cell), steps);
    }
}
