package io.minesift.minesweeper.player;

import io.minesift.minesweeper.logic.Constraint;
import io.minesift.minesweeper.logic.ConstraintSystem;

import java.util.Arrays;
import java.util.List;

/** Lists the layouts of up to 64 unknown cells that fit every clue and the mine total, as bit masks. */
final class Layouts {
    private final int[][] constraintsOf;
    private final int[] need;
    private final int[] room;
    private final int minesLeft;
    private final int limit;
    private long[] found = new long[16];
    private int count;
    private long steps;

    private Layouts(ConstraintSystem system, int[] cells, int limit) {
        this.limit = limit;
        this.minesLeft = system.minesLeft();
        List<Constraint> constraints = system.constraints();
        need = new int[constraints.size()];
        room = new int[constraints.size()];
        int[] index = new int[system.geometry().size()];
        Arrays.fill(index, -1);
        for (int i = 0; i < cells.length; i++) {
            index[cells[i]] = i;
        }
        int[] degree = new int[cells.length];
        for (int c = 0; c < constraints.size(); c++) {
            need[c] = constraints.get(c).mines();
            room[c] = constraints.get(c).size();
            for (int cell : constraints.get(c).cells()) {
                degree[index[cell]]++;
            }
        }
        constraintsOf = new int[cells.length][];
        for (int i = 0; i < cells.length; i++) {
            constraintsOf[i] = new int[degree[i]];
            degree[i] = 0;
        }
        for (int c = 0; c < constraints.size(); c++) {
            for (int cell : constraints.get(c).cells()) {
                int i = index[cell];
                constraintsOf[i][degree[i]++] = c;
            }
        }
    }

    /** Search steps before giving up: dead ends can outnumber the layouts found. */
    private static final long MAX_STEPS = 200_000;

    /** The layouts, or {@code null} when there are more than {@code limit} (or the search runs long). */
    static long[] list(ConstraintSystem system, int[] cells, int limit) {
        Layouts l = new Layouts(system, cells, limit);
        if (!l.place(0, 0, 0L, cells.length)) {
            return null;
        }
        return Arrays.copyOf(l.found, l.count);
    }

    /** Decides cell {@code i} and on; returns false once more than the limit are found. */
    private boolean place(int i, int mines, long mask, int n) {
        if (++steps > MAX_STEPS) {
            return false;
        }
        if (mines > minesLeft || minesLeft - mines > n - i) {
            return true;
        }
        if (i == n) {
            if (count == limit) {
                return false;
            }
            if (count == found.length) {
                found = Arrays.copyOf(found, 2 * count);
            }
            found[count++] = mask;
            return true;
        }
        for (int mine = 0; mine <= 1; mine++) {
            if (fits(i, mine)) {
                apply(i, mine, -1);
                boolean ok = place(i + 1, mines + mine, mine == 1 ? mask | 1L << i : mask, n);
                apply(i, mine, +1);
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean fits(int i, int mine) {
        for (int c : constraintsOf[i]) {
            int left = need[c] - mine;
            if (left < 0 || left > room[c] - 1) {
                return false;
            }
        }
        return true;
    }

    private void apply(int i, int mine, int sign) {
        for (int c : constraintsOf[i]) {
            need[c] += sign * mine;
            room[c] += sign;
        }
    }
}
