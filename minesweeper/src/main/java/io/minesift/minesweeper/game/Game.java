package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;

/**
 * The referee: holds the hidden mine layout and applies a player's actions to it, as the
 * classic game does. Opening a zero opens its whole region; a chord on a satisfied clue opens
 * its other neighbours; the game is won when every safe cell is revealed.
 *
 * <p>Players get {@link #view()}, which shows only what a person would see. Not thread-safe:
 * one game per thread.
 */
public final class Game {
    private final MineLayout layout;
    private final Knowledge knowledge;
    private final int safeCells;
    private int[] stack;

    public Game(MineLayout layout) {
        this.layout = layout;
        this.knowledge = new Knowledge(layout.geometry(), layout.mineCount());
        this.safeCells = layout.geometry().size() - layout.mineCount();
        if (safeCells == 0) {
            knowledge.status = GameStatus.WON; // nothing to open: a board full of mines is already solved
        }
    }

    /** A game on the instance's board with its start cell already opened. */
    public static Game started(Instance instance) {
        Game game = new Game(instance.layout());
        if (!game.status().over()) {
            game.open(instance.startIndex());
        }
        return game;
    }

    /** What the player may see. */
    public PlayerView view() {
        return knowledge;
    }

    public GameStatus status() {
        return knowledge.status;
    }

    public Geometry geometry() {
        return layout.geometry();
    }

    /**
     * Opens a cell. A flagged or already revealed cell is left alone; a mine loses the game; a
     * zero opens its whole region.
     *
     * @throws IllegalStateException when the game is already over
     */
    public Outcome open(int cell) {
        requirePlaying();
        if (knowledge.cells[cell] != Position.HIDDEN) {
            return Outcome.NOTHING;
        }
        if (layout.isMine(cell)) {
            knowledge.cells[cell] = Position.MINE;
            knowledge.status = GameStatus.LOST;
            return Outcome.EXPLODED;
        }
        reveal(cell);
        return Outcome.REVEALED;
    }

    /** Opens the cell at column {@code x}, row {@code y}. */
    public Outcome open(int x, int y) {
        return open(layout.geometry().index(x, y));
    }

    /**
     * Puts a flag on a hidden cell, or takes it off a flagged one. Revealed cells are left alone.
     *
     * @return whether anything changed
     */
    public boolean toggleFlag(int cell) {
        requirePlaying();
        byte state = knowledge.cells[cell];
        if (state == Position.HIDDEN) {
            knowledge.cells[cell] = Position.FLAG;
            knowledge.flags++;
            return true;
        }
        if (state == Position.FLAG) {
            knowledge.cells[cell] = Position.HIDDEN;
            knowledge.flags--;
            return true;
        }
        return false;
    }

    /**
     * Chords a revealed clue: when exactly as many neighbours are flagged as the clue says, opens
     * every other hidden neighbour (a wrong flag makes that lose the game, as in the classic game).
     */
    public Outcome chord(int cell) {
        requirePlaying();
        byte clue = knowledge.cells[cell];
        if (clue < 0) {
            return Outcome.NOTHING;
        }
        Geometry g = layout.geometry();
        int flagged = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            if (knowledge.cells[g.neighbour(cell, k)] == Position.FLAG) {
                flagged++;
            }
        }
        if (flagged != clue) {
            return Outcome.NOTHING;
        }
        Outcome result = Outcome.NOTHING;
        for (int k = 0; k < g.degree(cell) && !status().over(); k++) {
            Outcome o = open(g.neighbour(cell, k));
            if (o != Outcome.NOTHING) {
                result = o;
            }
        }
        return result;
    }

    private void requirePlaying() {
        if (knowledge.status.over()) {
            throw new IllegalStateException("the game is over (" + knowledge.status + ")");
        }
    }

    /** Reveals a safe cell and, through zeros, its whole region (iteratively: regions can be huge). */
    private void reveal(int first) {
        Geometry g = layout.geometry();
        if (stack == null) {
            stack = new int[g.size()];
        }
        int top = 0;
        stack[top++] = first;
        setRevealed(first);
        while (top > 0) {
            int cell = stack[--top];
            if (layout.clue(cell) != 0) {
                continue;
            }
            for (int k = 0; k < g.degree(cell); k++) {
                int n = g.neighbour(cell, k);
                if (knowledge.cells[n] == Position.HIDDEN) { // flags stay, as in the classic game
                    setRevealed(n);
                    stack[top++] = n;
                }
            }
        }
        if (knowledge.revealed == safeCells) {
            knowledge.status = GameStatus.WON;
        }
    }

    private void setRevealed(int cell) {
        knowledge.cells[cell] = (byte) layout.clue(cell);
        knowledge.order[knowledge.revealed++] = cell;
    }
}
