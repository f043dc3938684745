package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;

/**
 * The cells a variant position settles by its vanilla part alone: its counts of the 8
 * neighbours, its flags taken as mines and the mine total, with the global rule left out. Every
 * layout that obeys the global rule obeys this too (a relaxation), so a cell safe in every layout
 * of the relaxation is safe in every layout of the position, and a cell that is a mine in all of
 * them is a mine in all of the position's. The vanilla engine answers it exactly in about a
 * millisecond on a 30×16 board, where one model of A's reach layers costs tens.
 *
 * <p>Only the vanilla clue rule (V) counts the 8 neighbours as the vanilla engine does; under any
 * other clue rule, and when a frontier component is too large to enumerate within the budget (the
 * engine would then only sample), nothing is settled.
 */
public final class VanillaRelaxation {
    /**
     * Search steps allowed per frontier component. A component over it settles nothing here (the
     * round then asks the SAT solver), and the engine's sampled fallback is given the least probes
     * it takes, since a sampled answer proves nothing.
     */
    static final long NODE_BUDGET = 200_000;
    private static final ProbabilityEngine ENGINE = new ProbabilityEngine(
            new ProbabilityEngine.Settings(NODE_BUDGET, 2, 2, false, 1));

    private final BitSet safe;
    private final BitSet mines;

    private VanillaRelaxation(BitSet safe, BitSet mines) {
        this.safe = safe;
        this.mines = mines;
    }

    /** Whether the rules' clues are vanilla counts, so that the relaxation applies. */
    public static boolean applies(RuleSet rules) {
        return rules.clue().letter() == 'V';
    }

    /**
     * The relaxation's answer on {@code p}: empty sets when the rules' clues are not vanilla, or
     * when the vanilla engine could not enumerate every component.
     */
    public static VanillaRelaxation of(VariantPosition p) {
        if (!applies(p.rules())) {
            return new VanillaRelaxation(new BitSet(), new BitSet());
        }
        MineProbabilities answer = ENGINE.analyse(vanilla(p));
        if (!answer.exact()) {
            return new VanillaRelaxation(new BitSet(), new BitSet());
        }
        return new VanillaRelaxation(answer.certainSafe(), answer.certainMines());
    }

    /**
     * The relaxation's answer on {@code p} under A (one orthogonal group of mines), with what A's
     * shape settles ({@link AttachedGroup}) added: the cells the group's shape proves mines are
     * taken as flags and the relaxation is asked again, while that proves new mines and no safe
     * cell has been found yet ({@link #GROUP_PASSES} passes at most). Every cell settled is
     * settled in every layout that obeys A and the position: each pass adds only cells proven so.
     */
    public static VanillaRelaxation withGroup(VariantPosition p) {
        if (!applies(p.rules())) {
            return new VanillaRelaxation(new BitSet(), new BitSet());
        }
        BitSet safe = new BitSet();
        BitSet mines = new BitSet();
        BitSet hidden = p.hiddenCells();
        for (int pass = 0; pass < GROUP_PASSES; pass++) {
            MineProbabilities answer = ENGINE.analyse(vanilla(p, mines));
            if (answer.exact()) {
                safe.or(answer.certainSafe());
                mines.or(answer.certainMines());
            }
            BitSet known = CellSets.or(p.flaggedCells(), mines);
            BitSet possible = CellSets.or(CellSets.minus(hidden, safe), p.flaggedCells());
            AttachedGroup group = AttachedGroup.of(p.geometry(), possible, known, p.totalMines());
            safe.or(group.safeCells());
            BitSet fresh = CellSets.minus(group.mineCells(), mines);
            mines.or(fresh);
            if (fresh.isEmpty() || !safe.isEmpty() || !answer.exact()) {
                break;
            }
        }
        return new VanillaRelaxation(safe, mines);
    }

    /**
     * Passes of {@link #withGroup}: the relaxation asked again with the group's new mines as flags.
     * Each pass costs about a millisecond at 30×16.
     */
    static final int GROUP_PASSES = 4;

    /** The position as the vanilla engine reads it: each revealed cell its count, flags as flags. */
    private static Position vanilla(VariantPosition p) {
        return vanilla(p, new BitSet());
    }

    /** {@link #vanilla(VariantPosition)} with the {@code mines} cells flagged as well. */
    private static Position vanilla(VariantPosition p, BitSet mines) {
        byte[] cells = new byte[p.geometry().size()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = p.isRevealed(c) ? (byte) ((ClueValue.Count) p.clue(c)).value()
                    : p.isHidden(c) && !mines.get(c) ? Position.HIDDEN : Position.FLAG;
        }
        return Position.of(p.geometry(), p.totalMines(), cells);
    }

    /** Hidden cells safe in every layout of the relaxation, so in every layout of the position; a new set. */
    public BitSet safeCells() {
        return (BitSet) safe.clone();
    }

    /** Hidden cells that are mines in every layout of the relaxation, so in every layout of the position; a new set. */
    public BitSet mineCells() {
        return (BitSet) mines.clone();
    }
}
