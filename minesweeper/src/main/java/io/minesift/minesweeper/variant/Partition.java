package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** P: the number of separate runs of mines around the ring of 8 (cells off the board break runs). */
public record Partition() implements ClueRule {
    public char letter() {
        return 'P';
    }

    public String name() {
        return "partition";
    }

    public int[] scope(Geometry g, int cell) {
        return Cells.around(g, cell, Cells.RING);
    }

    public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
        return new ClueValue.Count(Cells.runs(Cells.ring(g, cell, mines)).length);
    }

    /** The ring of 8 around a cell, clockwise from the top-left, with -1 for a place off the board. */
    public int[] ring(Geometry g, int cell) {
        int[] out = new int[8];
        for (int k = 0; k < 8; k++) {
            out[k] = Cells.at(g, g.x(cell) + Cells.RING[k][0], g.y(cell) + Cells.RING[k][1]);
        }
        return out;
    }
}
