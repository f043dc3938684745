package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.Opening;
import io.minesift.minesweeper.variant.generate.VariantGenerator;
import java.util.BitSet;

/**
 * The referee's side of a variant board: the layout, the clues it shows under the rules (a
 * liar board's lies from its own lie seed, as {@code generate} drew it), and what has been opened.
 * A revealed clue opens its scope when it says the scope holds no mine ({@link Opening}), as a
 * vanilla zero opens its neighbours. Players get {@link #view()} only, a {@link VariantPosition}
 * that holds the shown clues and no path to the layout.
 */
public final class VariantGame {
    /** How a game stands. */
    public enum Status { PLAYING, WON, LOST }

    private final Geometry g;
    private final RuleSet rules;
    private final BitSet mines;
    private final long lieSeed;
    private BitSet revealed = new BitSet();
    private Status status = Status.PLAYING;
    private VariantPosition view;

    private VariantGame(Geometry g, RuleSet rules, BitSet mines, long lieSeed) {
        this.g = g;
        this.rules = rules;
        this.mines = mines;
        this.lieSeed = lieSeed;
        if (mines.cardinality() == g.size()) {
            status = Status.WON; // nothing to open
        }
    }

    /**
     * The board's game with its start cell opened, or, for a puzzle (a board with given clues),
     * with its given clues shown instead.
     *
     * @throws IllegalArgumentException when the board names no rules, they do not parse, or a liar board has no lie seed
     */
    public static VariantGame started(Instance board) {
        if (board.rules() == null) {
            throw new IllegalArgumentException("board " + board.id() + " names no variant rules");
        }
        RuleSet rules = RuleSet.parse(board.rules());
        Geometry g = board.geometry();
        BitSet mines = CellSets.of(board.layout());
        VariantGame game = new VariantGame(g, rules, mines, VariantGenerator.lies(board, rules));
        BitSet given = board.clues() == null ? new BitSet() : board.clues();
        if (game.status != Status.PLAYING) {
            return game;
        }
        if (!given.isEmpty()) {
            game.showGiven(given); // a puzzle: its given clues are the start, as PlayOut.from plays it
        } else {
            game.open(board.startIndex());
        }
        return game;
    }

    /**
     * Opens a hidden cell: a mine loses the game; a safe cell is revealed with every opening it
     * sets off; the game is won when every safe cell is revealed.
     *
     * @throws IllegalStateException when the game is over or the cell is not hidden
     */
    public void open(int cell) {
        if (status != Status.PLAYING || revealed.get(cell)) {
            throw new IllegalStateException("cannot open " + g.cell(cell).label() + ": the game is " + status
                    + (revealed.get(cell) ? " and the cell is revealed" : ""));
        }
        if (mines.get(cell)) {
            status = Status.LOST;
            return;
        }
        reveal(CellSets.of(cell));
    }

    /** Reveals a puzzle's given clues, each with the openings it sets off; they are safe by construction. */
    private void showGiven(BitSet given) {
        if (given.intersects(mines)) {
            throw new IllegalArgumentException("a given clue lies on a mine");
        }
        reveal(given);
    }

    /** Reveals safe cells with every opening they set off; the game is won when no safe cell is hidden. */
    private void reveal(BitSet safe) {
        revealed = Opening.reveal(g, rules.clue(), mines, revealed, safe);
        view = null;
        if (revealed.cardinality() == g.size() - mines.cardinality()) {
            status = Status.WON;
        }
    }

    /** What a player sees now: the rules, the mine total and every revealed clue; no flags. */
    public VariantPosition view() {
        if (view == null) {
            view = VariantPosition.reveal(g, rules, mines, revealed, new BitSet(), lieSeed);
        }
        return view;
    }

    public Status status() {
        return status;
    }

    public Geometry geometry() {
        return g;
    }

    public RuleSet rules() {
        return rules;
    }

    /** Whether the cell holds a mine: for the referee, never for a player. */
    boolean isMine(int cell) {
        return mines.get(cell);
    }

    /** The revealed cells, at most 64 cells ({@link #revealedCells} on any board). */
    public long revealed() {
        return CellSets.toLong(revealed);
    }

    /** The revealed cells, a new set. */
    public BitSet revealedCells() {
        return (BitSet) revealed.clone();
    }
}
