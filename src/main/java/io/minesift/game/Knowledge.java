package io.minesift.game;

import io.minesift.board.Geometry;
import io.minesift.board.Position;

/**
 * The visible side of a game, written by the referee and read by players through
 * {@link PlayerView}. It deliberately holds no reference to the mine layout.
 */
final class Knowledge implements PlayerView {
    private final Geometry geometry;
    private final int totalMines;
    final byte[] cells;
    int revealed;
    int flags;
    GameStatus status = GameStatus.PLAYING;

    Knowledge(Geometry geometry, int totalMines) {
        this.geometry = geometry;
        this.totalMines = totalMines;
        this.cells = new byte[geometry.size()];
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
