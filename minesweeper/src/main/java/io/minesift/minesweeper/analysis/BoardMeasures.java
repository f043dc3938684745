package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Openings;

/**
 * The community's measures of a finished board: openings (8-connected regions of zeros), 3BV
 * (the fewest left clicks that clear the board without flags: one per opening plus one per
 * numbered cell that no opening reveals) and islands (8-connected groups of such numbered cells).
 */
public record BoardMeasures(int openings, int bbbv, int islands) {
    /** Measures a layout. */
    public static BoardMeasures of(MineLayout layout) {
        Geometry g = layout.geometry();
        int[] opening = Openings.label(layout);
        int openings = 0;
        for (int l : opening) {
            openings = Math.max(openings, l);
        }
        boolean[] lone = new boolean[g.size()]; // numbered cells no opening reveals
        int loneCount = 0;
        for (int c = 0; c < g.size(); c++) {
            if (!layout.isMine(c) && opening[c] == 0 && !touchesOpening(g, opening, c)) {
                lone[c] = true;
                loneCount++;
            }
        }
        return new BoardMeasures(openings, openings + loneCount, groups(g, lone));
    }

    private static boolean touchesOpening(Geometry g, int[] opening, int cell) {
        for (int k = 0; k < g.degree(cell); k++) {
            if (opening[g.neighbour(cell, k)] != 0) {
                return true;
            }
        }
        return false;
    }

    /** 8-connected groups among the marked cells. */
    private static int groups(Geometry g, boolean[] marked) {
        return java.util.Arrays.stream(g.components(marked)).max().orElse(0);
    }
}
