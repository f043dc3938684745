package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

/** W: the lengths of the runs of mines around the ring of 8 (cells off the board break runs). */
public record Wall() implements ClueRule {
    public char letter() {
        return 'W';
    }

    public String name() {
        return "wall";
    }

    public int[] scope(Geometry g, int cell) {
        return Cells.around(g, cell, Cells.RING);
    }

    public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
        return new ClueValue.Runs(Cells.runs(Cells.ring(g, cell, mines)));
    }

    @Override
    public boolean runs() {
        return true;
    }
}
