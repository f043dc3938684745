package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.List;

/** E: safe cells seen up, down, left and right, the clue included; each line of sight stops at the first mine. */
public record Eyesight() implements ClueRule {
    public char letter() {
        return 'E';
    }

    public String name() {
        return "eyesight";
    }

    public int[] scope(Geometry g, int cell) {
        return Sight.lines(g, cell);
    }

    public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
        return new ClueValue.Count(Sight.seen(g, cell, mines));
    }

    /** The four lines of sight from a cell (up, down, left, right), each nearest first, to the edge. */
    public int[][] lines(Geometry g, int cell) {
        return Sight.directions(g, cell);
    }

    @Override
    public List<Pattern> patterns(Geometry g, int cell, ClueValue shown) {
        return Sight.patterns(g, cell, ((ClueValue.Count) shown).value());
    }

    /** The cells behind the nearest known mine of each line: no line of sight reaches them. */
    @Override
    public long settled(Geometry g, int cell, long mines, long known) {
        return Sight.behindMines(g, cell, mines & known);
    }

    @Override
    public boolean settles() {
        return true;
    }
}
