package io.minesift.minesweeper.variant;

/**
 * One step of the exact engine: from a state (remembered mine bits, tracker state) and the next
 * cell's value to the next state, with the clue and global-rule checks; and each layer's
 * feasible range of mines placed so far.
 */
final class Transitions {
    private static final int[] SAFE = {0};
    private static final int[] MINE = {1};
    private static final int[] EITHER = {0, 1};

    private final ClueChecks clues;
    private final Tracker tracker;
    private final int totalMines;
    private final int[][] values;
    private final int[] lowest;
    private final int[] highest;
    /** The state {@link #next} found: remembered mine bits. */
    long nextMines;
    /** The state {@link #next} found: tracker state. */
    long nextGlobal;
    /** The step {@link #next} found: the weight of the clues it finished ({@link ClueChecks#weight}), 1 for most rules. */
    long nextWeight;

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
        lowest[n] = totalMines;
        highest[n] = totalMines;
        for (int i = n - 1; i >= 0; i--) {
            values[i] = Cells.has(p.revealed(), i) ? SAFE : Cells.has(p.flagged(), i) ? MINE : EITHER;
            open += values[i] == SAFE ? 0 : 1;
            flags += values[i] == MINE ? 1 : 0;
            lowest[i] = Math.max(0, totalMines - open);
            highest[i] = Math.min(i, totalMines - flags);
        }
    }

    int totalMines() {
        return totalMines;
    }

    long initialGlobal() {
        return tracker.initial();
    }

    /** A table for layer {@code j} (after cells 0..j-1) over its feasible mine counts. */
    StateTable table(int j) {
        return new StateTable(lowest[j], highest[j] - lowest[j] + 1);
    }

    /** The values cell {@code i} may take: 0 (revealed), 1 (flagged) or both (hidden). */
    int[] values(int i) {
        return values[i];
    }

    /**
     * Whether cell {@code i} may take value {@code v} after state (mines, global); if so the next
     * state is left in {@link #nextMines} and {@link #nextGlobal}.
     */
    boolean next(long mines, long global, int i, int v) {
        long m = mines | (long) v << i;
        if (!clues.agree(i, m)) {
            return false;
        }
        long g = tracker.next(global, i, v == 1);
        if (g == Tracker.REJECT) {
            return false;
        }
        nextMines = clues.remembered(i, m);
        nextGlobal = g;
        nextWeight = clues.weight(i, m);
        return true;
    }

    boolean accepts(long global) {
        return tracker.accepts(global);
    }
}
