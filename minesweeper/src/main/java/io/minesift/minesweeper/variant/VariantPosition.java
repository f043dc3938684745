package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.List;

/**
 * What a player sees of a variant board: the rules, the mine total, and each cell hidden,
 * flagged (taken as a mine) or revealed with the clue its rule shows. Immutable; at most 64 cells.
 */
public final class VariantPosition {
    private final Geometry geometry;
    private final RuleSet rules;
    private final int totalMines;
    private final long revealed;
    private final long flagged;
    private final ClueValue[] clues;

    private VariantPosition(Geometry geometry, RuleSet rules, int totalMines, long revealed, long flagged,
                            ClueValue[] clues) {
        this.geometry = geometry;
        this.rules = rules;
        this.totalMines = totalMines;
        this.revealed = revealed;
        this.flagged = flagged;
        this.clues = clues;
    }

    /**
     * A position from its parts; {@code clues[i]} is read for revealed cells only.
     *
     * @throws IllegalArgumentException on more than 64 cells, a mine total that does not fit, a
     *                                  cell both revealed and flagged, or a revealed cell whose
     *                                  clue is missing or of the wrong kind for the clue rule
     */
    public static VariantPosition of(Geometry g, RuleSet rules, int totalMines, long revealed, long flagged,
                                     ClueValue[] clues) {
        Cells.check(g);
        if (totalMines < 0 || totalMines > g.size()) {
            throw new IllegalArgumentException(totalMines + " mines do not fit on a " + g + " board");
        }
        if ((revealed & flagged) != 0 || ((revealed | flagged) & ~Cells.all(g)) != 0) {
            throw new IllegalArgumentException("a cell is both revealed and flagged, or off the board");
        }
        ClueValue[] kept = new ClueValue[g.size()];
        for (long r = revealed; r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            ClueValue v = clues[c];
            if (v == null || (v instanceof ClueValue.Runs) != rules.clue().runs()) {
                throw new IllegalArgumentException("cell " + g.cell(c) + " needs a " + (rules.clue().runs() ? "wall" : "number")
                        + " clue under rules " + rules);
            }
            kept[c] = v;
        }
        return new VariantPosition(g, rules, totalMines, revealed, flagged, kept);
    }

    /**
     * The position of a layout with the given cells revealed and flagged: each revealed cell
     * shows what the clue rule shows ({@link ClueRule#show}, where {@code seed} decides the liar's
     * lies).
     *
     * @throws IllegalArgumentException when a revealed cell is a mine
     */
    public static VariantPosition reveal(Geometry g, RuleSet rules, long mines, long revealed, long flagged, long seed) {
        if ((revealed & mines) != 0) {
            throw new IllegalArgumentException("a revealed cell holds a mine");
        }
        ClueValue[] clues = new ClueValue[g.size()];
        for (long r = revealed; r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            clues[c] = rules.clue().show(g, c, mines, seed);
        }
        return of(g, rules, Long.bitCount(mines), revealed, flagged, clues);
    }

    public Geometry geometry() {
        return geometry;
    }

    public RuleSet rules() {
        return rules;
    }

    public int totalMines() {
        return totalMines;
    }

    /** The revealed cells. */
    public long revealed() {
        return revealed;
    }

    /** The flagged cells, taken as mines. */
    public long flagged() {
        return flagged;
    }

    /** The cells neither revealed nor flagged. */
    public long hidden() {
        return Cells.all(geometry) & ~revealed & ~flagged;
    }

    /**
     * Whether the revealed cell's scope is known to hold a mine though its value does not say so
     * (the liar and negation rules, {@link ClueRule#valueSaysClear}): a revealed cell whose scope
     * holds no mine opens it (README, Openings), so one with a scope cell still unrevealed has a
     * mine in its scope. Under the other rules the value says it already.
     */
    public boolean holdsAMine(int cell) {
        return Cells.has(revealed, cell) && !rules.clue().valueSaysClear()
                && (Cells.set(rules.clue().scope(geometry, cell)) & ~revealed) != 0;
    }

    /**
     * The ways the revealed cell's scope can look: its clue's patterns ({@link ClueRule#patterns}),
     * without the one with no mine when {@link #holdsAMine}.
     */
    public List<ClueRule.Pattern> patterns(int cell) {
        List<ClueRule.Pattern> all = rules.clue().patterns(geometry, cell, clues[cell]);
        if (!holdsAMine(cell)) {
            return all;
        }
        long scope = Cells.set(rules.clue().scope(geometry, cell));
        return all.stream().filter(p -> (p.mines() & scope) != 0).toList();
    }

    /** The clue a revealed cell shows; {@code null} for any other cell. */
    public ClueValue clue(int cell) {
        return clues[cell];
    }
}
