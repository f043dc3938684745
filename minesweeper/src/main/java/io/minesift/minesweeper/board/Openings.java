package io.minesift.minesweeper.board;

/**
 * Openings of a finished board: 8-connected regions of zero cells, the areas one click clears.
 */
public final class Openings {
    private Openings() {
    }

    /**
     * Labels each zero cell with its opening (1, 2, …) in reading order; other cells get 0.
     *
     * @return the label per cell index; the number of openings is the largest label
     */
    public static int[] label(MineLayout layout) {
        Geometry g = layout.geometry();
        boolean[] zero = new boolean[g.size()];
        for (int c = 0; c < g.size(); c++) {
            zero[c] = isZero(layout, c);
        }
        return g.components(zero);
    }

    private static boolean isZero(MineLayout layout, int cell) {
        return !layout.isMine(cell) && layout.clue(cell) == 0;
    }

    /**
     * The start cell for a board read from another tool: the first zero cell, in reading order,
     * of the largest opening (ties go to the opening found first); with no zero, the first safe
     * cell; with no safe cell, cell 0.
     */
    static int autoStart(MineLayout layout) {
        int[] label = label(layout);
        int openings = 0;
        for (int l : label) {
            openings = Math.max(openings, l);
        }
        if (openings == 0) {
            for (int i = 0; i < label.length; i++) {
                if (!layout.isMine(i)) {
                    return i;
                }
            }
            return 0;
        }
        int[] size = new int[openings + 1];
        int[] first = new int[openings + 1];
        for (int i = label.length - 1; i >= 0; i--) {
            size[label[i]]++;
            first[label[i]] = i;
        }
        int best = 1;
        for (int l = 2; l <= openings; l++) {
            if (size[l] > size[best]) {
                best = l;
            }
        }
        return first[best];
    }
}
