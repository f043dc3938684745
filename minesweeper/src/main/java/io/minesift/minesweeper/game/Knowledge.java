package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

/**
 * The visible side of a game, written by the referee and read by players through
 * {@link PlayerView}. It deliberately holds no reference to the mine layout.
 */
final class Knowledge implements PlayerView {
    private final Geometry geometry;
    private final int totalMines;
    final byte[] cells;
    final int[] order;
    int revealed;
    int flags;
    GameStatus status = GameStatus.PLAYING;

    Knowledge(Geometry geometry, int totalMines) {
        this.geometry = geometry;
        this.totalMines = totalMines;
        this.cells = new byte[geometry.size()];
        this.order = new int[geometry.size()];
        java.util.Arrays.fill(cells, Position.HIDDEN);
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public int totalMines() {
        return totalMines;
    }

    @Override
    public byte state(int index) {
        return cells[index];
    }

    @Override
    public int unrevealedCount() {
        return cells.length - revealed;
    }

    @Override
    public int revealedCount() {
        return revealed;
    }

    @Override
    public int revealedCell(int k) {
        if (k < 0 || k >= revealed) {
            throw new IndexOutOfBoundsException("cell " + k + " of " + revealed + " revealed");
        }
        return order[k];
    }

    @Override
    public int flagCount() {
        return flags;
    }

    @Override
    public GameStatus status() {
        return status;
    }

    @Override
    public Position position() {
        return Position.of(geometry, totalMines, cells);
    }
}
