package io.minesift.minesweeper.variant;

/**
 * The dual rule (D) cell by cell. State, for the last w cells (cell i - 1 - k in field k, 2
 * bits): 0 safe, 1 a mine with no mine neighbour yet, 2 a mine with one. A third neighbour is
 * rejected at once; a cell leaving the window (the cell above the new one) has all its
 * neighbours known and must be 0 or 2, and so must the last row at the end.
 */
final class DualTracker extends GroupTracker {
    DualTracker(int w) {
        super(w, "dual");
    }

    public long next(long state, int cell, boolean mine) {
        int[] field = Labels.unpack(state, w, 2, 0);
        int x = cell % w;
        int y = cell / w;
        int own = 0;
        if (mine) {
            own = 1;
            int[] before = {x >= 1 ? 0 : -1, y >= 1 ? w - 1 : -1};
            for (int k : before) {
                if (k >= 0 && field[k] != 0) {
                    if (++field[k] > 2 || ++own > 2) {
                        return REJECT;
                    }
                }
            }
        }
        if (y >= 1 && field[w - 1] == 1) {
            return REJECT;
        }
        return Labels.pack(Labels.shift(field, own), 2, 0);
    }

    public boolean accepts(long state) {
        for (int f : Labels.unpack(state, w, 2, 0)) {
            if (f == 1) {
                return false;
            }
        }
        return true;
    }
}
