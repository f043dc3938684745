package io.minesift.minesweeper.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Settles what single constraints settle before any counting: a constraint that needs no mine
 * makes its cells safe, one that needs all its cells makes them mines, and each settled cell
 * shrinks the constraints around it, which may settle more. Whatever remains is smaller, so
 * enumeration is faster; settled cells have one way to be and do not change the layout count.
 */
final class Propagation {
    final ConstraintSystem reduced;
    final BitSet safe;
    final BitSet mines;
    /** Why the constraints contradict each other, or {@code null}. */
    final String contradiction;

    private Propagation(ConstraintSystem reduced, BitSet safe, BitSet mines, String contradiction) {
        this.reduced = reduced;
        this.safe = safe;
        this.mines = mines;
        this.contradiction = contradiction;
    }

    static Propagation of(ConstraintSystem system) {
        List<Constraint> constraints = system.constraints();
        int n = constraints.size();
        int size = system.geometry().size();
        int[] need = new int[n];
        int[] open = new int[n];
        int[] start = new int[size + 1];
        for (int i = 0; i < n; i++) {
            need[i] = constraints.get(i).mines();
            open[i] = constraints.get(i).size();
            for (int cell : constraints.get(i).cells()) {
                start[cell + 1]++;
            }
        }
        for (int i = 0; i < size; i++) {
            start[i + 1] += start[i];
        }
        int[] byCell = new int[start[size]];
        int[] fill = Arrays.copyOf(start, size);
        int[] queue = new int[n];
        boolean[] queued = new boolean[n];
        int tail = 0;
        for (int i = 0; i < n; i++) {
            for (int cell : constraints.get(i).cells()) {
                byCell[fill[cell]++] = i;
            }
            if (need[i] == 0 || need[i] == open[i]) {
                queue[tail++] = i;
                queued[i] = true;
            }
        }
        BitSet safe = new BitSet(size);
        BitSet mines = new BitSet(size);
        for (int head = 0; head < tail; head++) {
            Constraint c = constraints.get(queue[head]);
            boolean mine = need[queue[head]] > 0;
            for (int cell : c.cells()) {
                if (safe.get(cell) || mines.get(cell)) {
                    continue;
                }
                (mine ? mines : safe).set(cell);
                for (int k = start[cell]; k < start[cell + 1]; k++) {
                    int d = byCell[k];
                    open[d]--;
                    need[d] -= mine ? 1 : 0;
                    if (need[d] < 0 || need[d] > open[d]) {
                        String where = system.geometry().cell(constraints.get(d).source()).label();
                        return new Propagation(system, safe, mines, "the clue at " + where + " cannot be met");
                    }
                    if (!queued[d] && (need[d] == 0 || need[d] == open[d])) {
                        queued[d] = true;
                        queue[tail++] = d;
                    }
                }
            }
        }
        return new Propagation(reduce(system, constraints, need, safe, mines), safe, mines, null);
    }

    private static ConstraintSystem reduce(ConstraintSystem system, List<Constraint> constraints, int[] need,
                                           BitSet safe, BitSet mines) {
        if (safe.isEmpty() && mines.isEmpty()) {
            return system;
        }
        int size = system.geometry().size();
        boolean[] unknown = new boolean[size];
        int unknowns = 0;
        for (int c = 0; c < size; c++) {
            unknown[c] = system.isUnknown(c) && !safe.get(c) && !mines.get(c);
            unknowns += unknown[c] ? 1 : 0;
        }
        List<Constraint> left = new ArrayList<>();
        int[] buffer = new int[8];
        for (int i = 0; i < constraints.size(); i++) {
            Constraint c = constraints.get(i);
            int n = 0;
            for (int cell : c.cells()) {
                if (unknown[cell]) {
                    if (n == buffer.length) {
                        buffer = Arrays.copyOf(buffer, 2 * n);
                    }
                    buffer[n++] = cell;
                }
            }
            if (n > 0) {
                left.add(new Constraint(c.source(), Arrays.copyOf(buffer, n), need[i]));
            }
        }
        return system.with(unknown, unknowns, system.minesLeft() - mines.cardinality(), left);
    }
}
