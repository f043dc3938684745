package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** C: all mines form one group, linked through the 8 neighbours (diagonal steps count). */
public record Connected() implements GlobalRule {
    public char letter() {
        return 'C';
    }

    public String name() {
        return "connected";
    }

    public boolean holds(Geometry g, long mines) {
        return Regions.together(g, mines, mines, Regions.KING);
    }

    /** The known mines all lie in one 8-connected group of the cells not known safe. */
    public boolean partial(Geometry g, long mines, long safes) {
        return Regions.together(g, Cells.all(g) & ~safes, mines, Regions.KING);
    }

    /**
     * State: labels of the last w + 1 cells (cell i - 1 - k in field k; 0 for safe), enough to
     * see every earlier 8-neighbour of the next cell, and bit 62 once a group has closed (left
     * the window), after which no mine may come.
     */
    public Tracker tracker(Geometry g, int totalMines) {
        return tracker(g, false);
    }

    /** The tracker of C, or with {@code orthogonal} of A (only the left and upper neighbours link). */
    static Tracker tracker(Geometry g, boolean orthogonal) {
        int w = g.width();
        if (w > 15) {
            throw new IllegalArgumentException("the connected rule's exact count needs a width of at most 15");
        }
        return new Tracker() {
            public long initial() {
                return 0;
            }

            public long next(long state, int cell, boolean mine) {
                boolean closed = (state >>> 62 & 1L) != 0;
                int[] old = Labels.unpack(state, w + 1, 4, 0);
                int x = cell % w;
                int y = cell / w;
                int label = 0;
                if (mine) {
                    if (closed) {
                        return REJECT;
                    }
                    label = Labels.FRESH;
                    int[] before = {x >= 1 ? 0 : -1, !orthogonal && x >= 1 && y >= 1 ? w : -1, y >= 1 ? w - 1 : -1,
                            !orthogonal && y >= 1 && x + 1 < w ? w - 2 : -1};
                    label = Labels.join(old, before, label);
                }
                int dropped = old[w];
                int[] window = Labels.shift(old, label);
                if (dropped != 0 && !Labels.contains(window, dropped)) {
                    if (Labels.distinct(window) > 0) {
                        return REJECT;
                    }
                    closed = true;
                }
                Labels.canonical(window);
                return Labels.pack(window, 4, 0) | (closed ? 1L << 62 : 0);
            }

            public boolean accepts(long state) {
                return Labels.distinct(Labels.unpack(state, w + 1, 4, 0)) <= 1;
            }
        };
    }
}
