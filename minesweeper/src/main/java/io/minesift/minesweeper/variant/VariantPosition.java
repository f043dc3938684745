package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.BitSet;
import java.util.List;

/**
 * What a player sees of a variant board: the rules, the mine total, and each cell hidden,
 * flagged (taken as a mine) or revealed with the clue its rule shows. Immutable; any size. The
 * cell sets are {@link BitSet}s ({@link CellSets}); on a board of at most 64 cells they are
 * also given as one {@code long} ({@link Cells}), which the exact engine reads.
 */
public final class VariantPosition {
    private final Geometry geometry;
    private final RuleSet rules;
    private final int totalMines;
    private final BitSet revealed;
    private final BitSet flagged;
    private final ClueValue[] clues;

    private VariantPosition(Geometry geometry, RuleSet rules, int totalMines, BitSet revealed, BitSet flagged,
                            ClueValue[] clues) {
        this.geometry = geometry;
        this.rules = rules;
        this.totalMines = totalMines;
        this.revealed = revealed;
        this.flagged = flagged;
        this.clues = clues;
    }

    /**
     * A position from its parts, on a board of at most 64 cells; {@code clues[i]} is read for
     * revealed cells only.
     *
     * @throws IllegalArgumentException on more than 64 cells, a mine total that does not fit, a
     *                                  cell both revealed and flagged, or a revealed cell whose
     *                                  clue is missing or of the wrong kind for the clue rule
     */
    public static VariantPosition of(Geometry g, RuleSet rules, int totalMines, long revealed, long flagged,
                                     ClueValue[] clues) {
        Cells.check(g);
        return of(g, rules, totalMines, CellSets.ofLong(revealed), CellSets.ofLong(flagged), clues);
    }

    /**
     * A position from its parts, on a board of any size; {@code clues[i]} is read for revealed
     * cells only.
     *
     * @throws IllegalArgumentException on a mine total that does not fit, a cell both revealed
     *                                  and flagged, or a revealed cell whose clue is missing or of
     *                                  the wrong kind for the clue rule
     */
    public static VariantPosition of(Geometry g, RuleSet rules, int totalMines, BitSet revealed, BitSet flagged,
                                     ClueValue[] clues) {
        if (totalMines < 0 || totalMines > g.size()) {
            throw new IllegalArgumentException(totalMines + " mines do not fit on a " + g + " board");
        }
        if (revealed.intersects(flagged) || revealed.length() > g.size() || flagged.length() > g.size()) {
            throw new IllegalArgumentException("a cell is both revealed and flagged, or off the board");
        }
        ClueValue[] kept = new ClueValue[g.size()];
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            ClueValue v = clues[c];
            if (v == null || (v instanceof ClueValue.Runs) != rules.clue().runs()) {
                throw new IllegalArgumentException("cell " + g.cell(c) + " needs a " + (rules.clue().runs() ? "wall" : "number")
                        + " clue under rules " + rules);
            }
            kept[c] = v;
        }
        return new VariantPosition(g, rules, totalMines, (BitSet) revealed.clone(), (BitSet) flagged.clone(), kept);
    }

    /**
     * The position of a layout with the given cells revealed and flagged: each revealed cell
     * shows what the clue rule shows ({@link ClueRule#show}, where {@code seed} decides the liar's
     * lies).
     *
     * @throws IllegalArgumentException when a revealed cell is a mine
     */
    public static VariantPosition reveal(Geometry g, RuleSet rules, long mines, long revealed, long flagged, long seed) {
        Cells.check(g);
        return reveal(g, rules, CellSets.ofLong(mines), CellSets.ofLong(revealed), CellSets.ofLong(flagged), seed);
    }

    /** {@link #reveal(Geometry, RuleSet, long, long, long, long)} on a board of any size. */
    public static VariantPosition reveal(Geometry g, RuleSet rules, BitSet mines, BitSet revealed, BitSet flagged,
                                         long seed) {
        if (revealed.intersects(mines)) {
            throw new IllegalArgumentException("a revealed cell holds a mine");
        }
        ClueValue[] clues = new ClueValue[g.size()];
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            clues[c] = rules.clue().show(g, c, mines::get, seed);
        }
        return of(g, rules, mines.cardinality(), revealed, flagged, clues);
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

    /** Whether the board has at most 64 cells, so that its cell sets are also single {@code long}s. */
    public boolean small() {
        return geometry.size() <= Cells.MAX_CELLS;
    }

    /** The revealed cells (at most 64 cells; {@link #revealedCells} on any board). */
    public long revealed() {
        Cells.check(geometry);
        return CellSets.toLong(revealed);
    }

    /** The flagged cells, taken as mines (at most 64 cells; {@link #flaggedCells} on any board). */
    public long flagged() {
        Cells.check(geometry);
        return CellSets.toLong(flagged);
    }

    /** The cells neither revealed nor flagged (at most 64 cells; {@link #hiddenCells} on any board). */
    public long hidden() {
        return Cells.all(geometry) & ~revealed() & ~flagged();
    }

    /** The revealed cells, a new set. */
    public BitSet revealedCells() {
        return (BitSet) revealed.clone();
    }

    /** The flagged cells, a new set. */
    public BitSet flaggedCells() {
        return (BitSet) flagged.clone();
    }

    /** The hidden cells, a new set. */
    public BitSet hiddenCells() {
        BitSet hidden = CellSets.all(geometry);
        hidden.andNot(revealed);
        hidden.andNot(flagged);
        return hidden;
    }

    /** Whether the cell is revealed. */
    public boolean isRevealed(int cell) {
        return revealed.get(cell);
    }

    /** Whether the cell is hidden (neither revealed nor flagged). */
    public boolean isHidden(int cell) {
        return !revealed.get(cell) && !flagged.get(cell);
    }

    /**
     * Whether the revealed cell's scope is known to hold a mine though its value does not say so
     * (the liar and negation rules, {@link ClueRule#valueSaysClear}): a revealed cell whose scope
     * holds no mine opens it (docs/games.md, Openings), so one with a scope cell still unrevealed has a
     * mine in its scope. Under the other rules the value says it already.
     */
    public boolean holdsAMine(int cell) {
        if (!revealed.get(cell) || rules.clue().valueSaysClear()) {
            return false;
        }
        for (int c : rules.clue().scope(geometry, cell)) {
            if (!revealed.get(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The ways the revealed cell's scope can look: its clue's patterns ({@link ClueRule#patterns}),
     * without the one with no mine when {@link #holdsAMine}. At most 64 cells.
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
