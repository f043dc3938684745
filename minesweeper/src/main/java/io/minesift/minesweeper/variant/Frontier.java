package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The open cells of a position of any size split as the clues split them, ignoring the global
 * rule: the free cells (hidden and not known), grouped into components (two free cells are in one
 * component when some clue sees both, and so on), each with every assignment its clues allow
 * listed ({@link Component}), and the interior (free cells no clue sees), where the mines left
 * may lie anywhere. Under the clues and the mine total alone, a layout is one assignment per
 * component plus a set of interior cells, and its weight is the product of its assignments'
 * weights (1 except under the liar rule): this is the law {@link FrontierChain} draws from exactly.
 * A component whose listing passes {@link #MAX_NODES} search steps or {@link #MAX_SOLUTIONS}
 * assignments, or that has more than 62 cells, leaves the frontier incomplete.
 */
final class Frontier {
    /** Search steps per position before the listing gives up. */
    static final int MAX_NODES = 2_000_000;
    /** Assignments per position before the listing gives up. */
    static final int MAX_SOLUTIONS = 200_000;

    final VariantPosition p;
    /** Cells that are mines whatever the free cells hold: the flags and the mines known. */
    final BitSet base;
    final int[] free;
    final int[] interior;
    final List<Component> components = new ArrayList<>();
    /** Mines left for the free cells. */
    final int left;
    final boolean complete;
    /** For each cell, the revealed cells whose scope holds it. */
    final int[][] watchers;
    private int nodes;
    private int solutions;

    /** One group of free cells tied by clues, with the assignments its clues allow (bit k is cells[k]). */
    static final class Component {
        final int[] cells;
        final long[] assignments;
        final double[] weights;
        /** The total weight of the assignments by mine count. */
        final double[] byCount;

        Component(int[] cells, List<Long> assignments, List<Double> weights) {
            this.cells = cells;
            this.assignments = assignments.stream().mapToLong(Long::longValue).toArray();
            this.weights = weights.stream().mapToDouble(Double::doubleValue).toArray();
            this.byCount = new double[cells.length + 1];
            for (int a = 0; a < this.assignments.length; a++) {
                byCount[Long.bitCount(this.assignments[a])] += this.weights[a];
            }
        }
    }

    /**
     * The frontier of {@code p} with {@code safe} and {@code mines} known (hidden cells that are
     * safe or mines in every fitting layout; may be empty).
     */
    Frontier(VariantPosition p, BitSet safe, BitSet mines) {
        this.p = p;
        Geometry g = p.geometry();
        this.watchers = LayoutChain.watchers(p);
        this.base = CellSets.or(p.flaggedCells(), mines);
        BitSet open = CellSets.minus(CellSets.minus(p.hiddenCells(), safe), mines);
        this.free = CellSets.cells(open);
        this.left = p.totalMines() - base.cardinality();
        BitSet watched = new BitSet();
        for (int c : free) {
            if (watchers[c].length > 0) {
                watched.set(c);
            }
        }
        this.interior = CellSets.cells(CellSets.minus(open, watched));
        boolean ok = true;
        BitSet left = (BitSet) watched.clone();
        for (int c = left.nextSetBit(0); c >= 0 && ok; c = left.nextSetBit(0)) {
            int[] cells = group(g, c, watched);
            for (int d : cells) {
                left.clear(d);
            }
            ok = cells.length <= 62 && list(cells);
        }
        this.complete = ok;
    }

    /** The watched free cells tied to {@code start} through shared clues, in the order met (breadth first). */
    private int[] group(Geometry g, int start, BitSet watched) {
        List<Integer> order = new ArrayList<>();
        BitSet seen = CellSets.of(start);
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            int c = queue.poll();
            order.add(c);
            for (int clue : watchers[c]) {
                for (int d : p.rules().clue().scope(g, clue)) {
                    if (watched.get(d) && !seen.get(d)) {
                        seen.set(d);
                        queue.add(d);
                    }
                }
            }
        }
        return order.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Lists the component's assignments; false when the budget runs out. */
    private boolean list(int[] cells) {
        Geometry g = p.geometry();
        int[] position = new int[g.size()];
        java.util.Arrays.fill(position, -1);
        for (int k = 0; k < cells.length; k++) {
            position[cells[k]] = k;
        }
        // the clues each step finishes: those whose last component cell, in listing order, is cells[k]
        List<List<Integer>> finishing = new ArrayList<>();
        List<List<Integer>> touching = new ArrayList<>();
        for (int k = 0; k < cells.length; k++) {
            finishing.add(new ArrayList<>());
            touching.add(new ArrayList<>());
        }
        BitSet clues = new BitSet();
        for (int c : cells) {
            for (int clue : watchers[c]) {
                clues.set(clue);
            }
        }
        for (int clue = clues.nextSetBit(0); clue >= 0; clue = clues.nextSetBit(clue + 1)) {
            int last = -1;
            for (int d : p.rules().clue().scope(g, clue)) {
                if (position[d] >= 0) {
                    last = Math.max(last, position[d]);
                    touching.get(position[d]).add(clue);
                }
            }
            finishing.get(last).add(clue);
        }
        Search search = new Search(cells, finishing, touching);
        search.run(0);
        if (search.overBudget) {
            return false;
        }
        components.add(new Component(cells, search.found, search.weights));
        return true;
    }

    /** The depth-first listing of one component's assignments. */
    private final class Search {
        final int[] cells;
        final List<List<Integer>> finishing;
        final List<List<Integer>> touching;
        final BitSet layout = (BitSet) base.clone();
        final BitSet assigned = new BitSet();
        final List<Long> found = new ArrayList<>();
        final List<Double> weights = new ArrayList<>();
        boolean overBudget;
        long bits;

        Search(int[] cells, List<List<Integer>> finishing, List<List<Integer>> touching) {
            this.cells = cells;
            this.finishing = finishing;
            this.touching = touching;
        }

        void run(int k) {
            if (overBudget || ++nodes > MAX_NODES) {
                overBudget = true;
                return;
            }
            if (k == cells.length) {
                if (++solutions > MAX_SOLUTIONS) {
                    overBudget = true;
                    return;
                }
                found.add(bits);
                weights.add(weight());
                return;
            }
            for (int v = 0; v < 2; v++) {
                layout.set(cells[k], v == 1);
                assigned.set(cells[k]);
                bits = v == 1 ? bits | 1L << k : bits & ~(1L << k);
                if (possible(k)) {
                    run(k + 1);
                }
                assigned.clear(cells[k]);
            }
            layout.clear(cells[k]);
            bits &= ~(1L << k);
        }

        /** Whether the clues the step finishes fit, and the counting clues it touches can still fit. */
        private boolean possible(int k) {
            for (int clue : finishing.get(k)) {
                if (!Frontier.this.fits(clue, layout)) {
                    return false;
                }
            }
            for (int clue : touching.get(k)) {
                if (!bounded(clue)) {
                    return false;
                }
            }
            return true;
        }

        /** For a clue whose value grows with its mines (V, X, M), whether the shown value lies between the least and most it can still reach. */
        private boolean bounded(int clue) {
            ClueRule rule = p.rules().clue();
            if ("VXM".indexOf(rule.letter()) < 0) {
                return true;
            }
            Geometry g = p.geometry();
            int shown = ((ClueValue.Count) p.clue(clue)).value();
            int low = ((ClueValue.Count) rule.measure(g, clue, layout::get)).value();
            int high = ((ClueValue.Count) rule.measure(g, clue, c -> layout.get(c) || isOpen(c))).value();
            return low <= shown && shown <= high;
        }

        private boolean isOpen(int c) {
            return !assigned.get(c) && java.util.Arrays.binarySearch(free, c) >= 0;
        }

        private double weight() {
            double w = 1;
            if (!p.rules().clue().weighs()) {
                return w;
            }
            BitSet seen = new BitSet();
            for (int c : cells) {
                for (int clue : watchers[c]) {
                    if (!seen.get(clue)) {
                        seen.set(clue);
                        w *= Frontier.this.weight(clue, layout);
                    }
                }
            }
            return w;
        }
    }

    /** Whether the clue at {@code clue} fits the layout (with its scope's mine when it did not open). */
    boolean fits(int clue, BitSet layout) {
        return LayoutChain.clueFits(p, clue, layout);
    }

    /** The clue's weight under the layout (1 except under the liar rule). */
    double weight(int clue, BitSet layout) {
        ClueRule rule = p.rules().clue();
        Geometry g = p.geometry();
        return rule.weighs() ? rule.weight(p.clue(clue), rule.measure(g, clue, layout::get), rule.scope(g, clue).length) : 1;
    }
}
