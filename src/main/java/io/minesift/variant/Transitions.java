package io.minesift.variant;

/**
 * One step of the exact engine: from a state and the next cell's value to the next state, with
 * the clue and global-rule checks; and the mine-count polynomials the states carry.
 */
final class Transitions {
    /** What the rest of the board can depend on: remembered mine bits and the tracker's state. */
    record State(long mines, long global) {
    }

    private static final int[] SAFE = {0};
    private static final int[] MINE = {1};
    private static final int[] EITHER = {0, 1};

    private final ClueChecks clues;
    private final Tracker tracker;
    private final int totalMines;
    private final int[][] values;
    private final int[] lowest;
    private final int[] highest;

    Transitions(VariantPosition p, ClueChecks clues, Tracker tracker) {
        this.clues = clues;
        this.tracker = tracker;
        this.totalMines = p.totalMines();
        int n = p.geometry().size();
        values = new int[n][];
        lowest = new int[n + 1];
        highest = new int[n + 1];
        int open = 0;
        int flags = 0;
        for (int i = n - 1; i >= 0; i--) {
            values[i] = Cells.has(p.revealed(), i) ? SAFE : Cells.has(p.flagged(), i) ? MINE : EITHER;
            open += values[i] == SAFE ? 0 : 1;
            flags += values[i] == MINE ? 1 : 0;
            lowest[i] = totalMines - open;
            highest[i] = totalMines - flags;
        }
        lowest[n] = totalMines;
        highest[n] = totalMines;
    }

    int totalMines() {
        return totalMines;
    }

    State initial() {
        return new State(0, tracker.initial());
    }

    /** The values cell {@code i} may take: 0 (revealed), 1 (flagged) or both (hidden). */
    int[] values(int i) {
        return values[i];
    }

    /** The state after cell {@code i} takes value {@code v}, or null when a clue or the global rule forbids it. */
    State next(State s, int i, int v) {
        long mines = s.mines() | (long) v << i;
        if (!clues.agree(i, mines)) {
            return null;
        }
        long global = tracker.next(s.global(), i, v == 1);
        return global == Tracker.REJECT ? null : new State(mines & clues.remembered(i), global);
    }

    boolean accepts(State s) {
        return tracker.accepts(s.global());
    }

    /**
     * Adds {@code from}, shifted up by {@code v} mines, into {@code into}, keeping only the mine
     * counts that the cells from {@code layer} on can still complete to the total.
     */
    void addShifted(long[] into, long[] from, int v, int layer) {
        int low = Math.max(0, lowest[layer]);
        int high = Math.min(totalMines, highest[layer]);
        for (int m = Math.max(low - v, 0); m + v <= high; m++) {
            into[m + v] += from[m];
        }
    }

    /** Σ prefix[m] · tail[top − m]: the layouts through a state in which the step took a mine. */
    static long join(long[] prefix, long[] tail, int top) {
        long sum = 0;
        for (int m = 0; m <= top; m++) {
            sum += prefix[m] * tail[top - m];
        }
        return sum;
    }

    static boolean empty(long[] poly) {
        for (long c : poly) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }
}
