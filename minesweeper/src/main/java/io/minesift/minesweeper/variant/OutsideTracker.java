package io.minesift.minesweeper.variant;

/**
 * The outside rule (O) cell by cell. State, for the last w cells (cell i - 1 - k in field k):
 * a group label (bits 4k; 0 before the board starts), whether it is a mine (bit 32 + k), whether
 * its group touches the border (bit 40 + k); and bit 48 once the safe group has closed. The
 * window holds the earlier orthogonal neighbours of the next cell, so a group whose cells all
 * left it can never grow again: a closed mine group must touch the border, and a closed safe
 * group must be the only one.
 */
final class OutsideTracker extends GroupTracker {
    private static final int MINE = 32;
    private static final int EDGE = 40;
    private static final long SAFE_CLOSED = 1L << 48;

    private final int h;

    OutsideTracker(int w, int h) {
        super(w, "outside");
        this.h = h;
    }

    public long next(long state, int cell, boolean mine) {
        int[] label = Labels.unpack(state, w, 4, 0);
        int[] isMine = Labels.unpack(state, w, 1, MINE);
        int[] edge = Labels.unpack(state, w, 1, EDGE);
        int x = cell % w;
        int y = cell / w;
        if (!mine && (state & SAFE_CLOSED) != 0) {
            return REJECT;
        }
        int kind = mine ? 1 : 0;
        int[] before = {x >= 1 && label[0] != 0 && isMine[0] == kind ? 0 : -1,
                y >= 1 && isMine[w - 1] == kind ? w - 1 : -1};
        int newLabel = Labels.join(label, before, Labels.FRESH);
        int touches = x == 0 || y == 0 || x == w - 1 || y == h - 1 ? 1 : 0;
        for (int k = 0; k < w; k++) {
            touches |= label[k] == newLabel ? edge[k] : 0;
        }
        int dropped = label[w - 1];
        boolean droppedMine = isMine[w - 1] == 1;
        boolean droppedEdge = edge[w - 1] == 1 || (dropped == newLabel && touches == 1);
        label = Labels.shift(label, newLabel);
        isMine = Labels.shift(isMine, kind);
        edge = Labels.shift(edge, touches);
        for (int k = 1; k < w; k++) {
            edge[k] = label[k] == newLabel ? touches : edge[k];
        }
        long closed = state & SAFE_CLOSED;
        if (dropped != 0 && !Labels.contains(label, dropped)) {
            if (droppedMine && !droppedEdge) {
                return REJECT;
            }
            if (!droppedMine) {
                if (safeGroups(label, isMine) > 0) {
                    return REJECT;
                }
                closed = SAFE_CLOSED;
            }
        }
        Labels.canonical(label);
        return Labels.pack(label, 4, 0) | Labels.pack(isMine, 1, MINE) | Labels.pack(edge, 1, EDGE) | closed;
    }

    public boolean accepts(long state) {
        return safeGroups(Labels.unpack(state, w, 4, 0), Labels.unpack(state, w, 1, MINE)) <= 1;
    }

    private static int safeGroups(int[] label, int[] isMine) {
        int[] safe = new int[label.length];
        for (int k = 0; k < label.length; k++) {
            safe[k] = isMine[k] == 0 ? label[k] : 0;
        }
        return Labels.distinct(safe);
    }
}
