package io.minesift.minesweeper.board;

import java.util.Arrays;

/**
 * What a person sees of a board at one moment: each cell hidden, flagged, revealed with its
 * clue, or shown as a mine (a lost game, or a full board exported for reference). Immutable.
 *
 * <p>Cell states are small integers so that solvers can scan them cheaply: {@code 0..8} is a
 * revealed clue, and the negative constants below mark the other states.
 */
public final class Position {
    /** A cell not yet opened. */
    public static final byte HIDDEN = -1;
    /** A cell the player marked as a mine. */
    public static final byte FLAG = -2;
    /** A cell shown as a mine. */
    public static final byte MINE = -3;

    private final Geometry geometry;
    private final int totalMines;
    private final byte[] cells;

    private Position(Geometry geometry, int totalMines, byte[] cells) {
        this.geometry = geometry;
        this.totalMines = totalMines;
        this.cells = cells;
    }

    /**
     * A position from cell states in row-major order.
     *
     * @throws IllegalArgumentException on a state that is not a clue 0..8 or one of the constants,
     *                                  or a mine total outside 0..cells
     */
    public static Position of(Geometry geometry, int totalMines, byte[] cells) {
        if (cells.length != geometry.size()) {
            throw new IllegalArgumentException("expected " + geometry.size() + " cells, got " + cells.length);
        }
        if (totalMines < 0 || totalMines > geometry.size()) {
            throw new IllegalArgumentException(totalMines + " mines do not fit on a " + geometry + " board");
        }
        for (byte state : cells) {
            if (state < MINE || state > 8) {
                throw new IllegalArgumentException("invalid cell state " + state);
            }
        }
        return new Position(geometry, totalMines, cells.clone());
    }

    /** The whole board shown: every mine as {@link #MINE}, every other cell with its clue. */
    public static Position fullBoard(MineLayout layout) {
        byte[] cells = new byte[layout.geometry().size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = layout.isMine(i) ? MINE : (byte) layout.clue(i);
        }
        return new Position(layout.geometry(), layout.mineCount(), cells);
    }

    public Geometry geometry() {
        return geometry;
    }

    public int width() {
        return geometry.width();
    }

    public int height() {
        return geometry.height();
    }

    /** The number of mines on the whole board, as the game announces it. */
    public int totalMines() {
        return totalMines;
    }

    /** The state of a cell: a clue {@code 0..8}, {@link #HIDDEN}, {@link #FLAG} or {@link #MINE}. */
    public byte state(int index) {
        return cells[index];
    }

    public byte state(int x, int y) {
        return cells[geometry.index(x, y)];
    }

    public boolean isRevealed(int index) {
        return cells[index] >= 0;
    }

    /** A copy of all cell states in row-major order. */
    public byte[] states() {
        return cells.clone();
    }

    /** How many cells are in the given state. */
    public int count(byte state) {
        int n = 0;
        for (byte s : cells) {
            if (s == state) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position other && geometry.equals(other.geometry)
                && totalMines == other.totalMines && Arrays.equals(cells, other.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * geometry.hashCode() + totalMines) + Arrays.hashCode(cells);
    }
}
