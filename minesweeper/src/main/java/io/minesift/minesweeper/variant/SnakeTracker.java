package io.minesift.minesweeper.variant;

/**
 * The snake rule (S) cell by cell. State, for the last w cells (cell i - 1 - k in field k): the
 * label of its mine group (bits 4k; 0 for safe), its orthogonal mine neighbours so far (2 bits
 * at 32 + 2k); the ends found so far (bits 48-49); bit 50 once the snake has closed. A mine
 * leaving the window has all its neighbours known: it must have one or two, and one makes it an
 * end. Joining a group to itself closes a loop.
 */
final class SnakeTracker extends GroupTracker {
    private static final int DEGREE = 32;
    private static final int ENDS = 48;
    private static final long CLOSED = 1L << 50;

    SnakeTracker(int w) {
        super(w, "snake");
    }

    public long next(long state, int cell, boolean mine) {
        int[] label = Labels.unpack(state, w, 4, 0);
        int[] degree = Labels.unpack(state, w, 2, DEGREE);
        int ends = (int) (state >>> ENDS & 3);
        int x = cell % w;
        int y = cell / w;
        int newLabel = 0;
        int newDegree = 0;
        if (mine) {
            if ((state & CLOSED) != 0) {
                return REJECT;
            }
            int[] before = {x >= 1 && label[0] != 0 ? 0 : -1, y >= 1 && label[w - 1] != 0 ? w - 1 : -1};
            if (before[0] >= 0 && before[1] >= 0 && label[0] == label[w - 1]) {
                return REJECT;
            }
            for (int k : before) {
                if (k >= 0 && ++degree[k] > 2) {
                    return REJECT;
                }
                newDegree += k >= 0 ? 1 : 0;
            }
            newLabel = Labels.join(label, before, Labels.FRESH);
        }
        int dropped = label[w - 1];
        if (dropped != 0) {
            ends += degree[w - 1] == 1 ? 1 : 0;
            if (degree[w - 1] == 0 || ends > 2) {
                return REJECT;
            }
        }
        label = Labels.shift(label, newLabel);
        degree = Labels.shift(degree, newDegree);
        long closed = state & CLOSED;
        if (dropped != 0 && !Labels.contains(label, dropped)) {
            if (Labels.distinct(label) > 0) {
                return REJECT;
            }
            closed = CLOSED;
        }
        Labels.canonical(label);
        return Labels.pack(label, 4, 0) | Labels.pack(degree, 2, DEGREE) | (long) ends << ENDS | closed;
    }

    /** Every mine still in the window is final: one or two neighbours; two ends in all; one group. */
    public boolean accepts(long state) {
        int[] label = Labels.unpack(state, w, 4, 0);
        int[] degree = Labels.unpack(state, w, 2, DEGREE);
        int ends = (int) (state >>> ENDS & 3);
        for (int k = 0; k < w; k++) {
            if (label[k] != 0) {
                if (degree[k] == 0) {
                    return false;
                }
                ends += degree[k] == 1 ? 1 : 0;
            }
        }
        return ends == 2 && Labels.distinct(label) <= 1;
    }
}
