package hillcompare;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import minesweeper.gamestate.GameStateModel;
import minesweeper.settings.GameSettings;
import minesweeper.structure.Location;

/**
 * One of minesift's boards as a game for Hill's solver: his {@link GameStateModel} with the
 * mines of our {@link Instance} fixed from the start (his own subclasses draw them at the first
 * click), the solver's first click sent to our start cell, and the referee's duties his model
 * leaves to a subclass: a clue or a mine for each cell, the flood fill of a zero, chords.
 */
final class LayoutGame extends GameStateModel {
    private final MineLayout layout;
    private final Location start;

    LayoutGame(Instance board, long key) {
        super(GameSettings.create(board.geometry().width(), board.geometry().height(), board.layout().mineCount()), key);
        this.layout = board.layout();
        this.start = new Location(board.start().x(), board.start().y());
    }

    /** The solver opens the game where our board's first click is (his default is the corner). */
    @Override
    public Location getStartLocation() {
        return start;
    }

    /** The mines were laid before the game: nothing to place at the first click. */
    @Override
    protected void startHandle(Location m) {
    }

    @Override
    protected void placeFlagHandle(Location m) {
    }

    @Override
    protected int queryHandle(int x, int y) {
        return layout.isMine(x, y) ? GameStateModel.MINE : layout.clue(layout.geometry().index(x, y));
    }

    /** Opens the cell (flooding out from a zero) and tells whether it held a mine. */
    @Override
    protected boolean clearSquareHitMine(Location m) {
        if (layout.isMine(m.x, m.y)) {
            return true;
        }
        if (queryHandle(m.x, m.y) == 0) {
            explode(m);
        }
        return false;
    }

    /** A chord opens the eight neighbours; the model has already checked the flags around the cell. */
    @Override
    protected boolean clearSurroundHandle(Location m) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int x = m.x + dx;
                int y = m.y + dy;
                if ((dx != 0 || dy != 0) && x >= 0 && x < width && y >= 0 && y < height) {
                    clearSquare(new Location(x, y));
                }
            }
        }
        return true;
    }

    @Override
    public String showGameKey() {
        return "minesift board " + seed;
    }
}
