package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.List;

/**
 * Which hidden cells of a variant position are safe, or mines, in every layout that fits it
 * (every shown clue under the clue rule, every global rule, the mine total), answered by Sat4j.
 *
 * <p>The position is encoded once ({@link ClueEncoding}, {@link GlobalEncoding}, the mine total
 * as one cardinality constraint). A first model splits the hidden cells into candidates for
 * "always safe" and "always a mine"; each candidate is then tested by solving with the opposite
 * value assumed, and every model found on the way strikes out the candidates it contradicts.
 * A model that breaks a lazily enforced global rule gets cut clauses and the solve is repeated;
 * cuts stay, as they hold for every layout obeying the rule.
 */
public final class SatCertainty {
    private final Geometry g;
    private final List<GlobalRule> globals;
    private long hidden;
    private long revealed;
    private long flagged;
    private final Sat sat;
    private boolean consistent;
    private long safe;
    private long mines;
    /** Cut clauses added so far (a measure of the lazy encoding's work). */
    private int cuts;

    /**
     * Encodes the position and finds its certain cells.
     *
     * @throws IllegalStateException only if the solver gives up, which it is not allowed to
     */
    public SatCertainty(VariantPosition p) {
        this(p, true);
    }

    /**
     * As {@link #SatCertainty(VariantPosition)}, with the mine total left out when
     * {@code withTotal} is false (so that a hint can tell whether a deduction needs it).
     */
    public SatCertainty(VariantPosition p, boolean withTotal) {
        this(p, withTotal, CutBudget.unlimited());
    }

    /**
     * As {@link #SatCertainty(VariantPosition)}, with the lazily enforced global rules' cut clauses
     * counted against {@code budget}, in this solve and in every later one of this instance.
     *
     * @throws CutBudget.Exhausted when the cuts go over the budget
     */
    public SatCertainty(VariantPosition p, CutBudget budget) {
        this(p, true, budget);
    }

    private SatCertainty(VariantPosition p, boolean withTotal, CutBudget budget) {
        g = p.geometry();
        globals = p.rules().globals();
        sat = new Sat(g.size(), budget);
        encode(p, withTotal);
        update(p);
    }

    /**
     * Moves on to a later position of the same board: {@code p} shows every clue and flag shown
     * so far, and more. Only the new clues and flags are added, so the solver keeps what it
     * learnt, the cut clauses included.
     *
     * @throws IllegalArgumentException when {@code p} hides a cell shown before, or is of another board
     */
    public void update(VariantPosition p) {
        if ((revealed & ~p.revealed()) != 0 || (flagged & ~p.flagged()) != 0 || !p.geometry().equals(g)
                || !p.rules().globals().equals(globals)) {
            throw new IllegalArgumentException("a later position of the same board must show all that was shown");
        }
        for (long r = p.revealed() & ~revealed; r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            sat.clause(-Sat.var(c));
            ClueEncoding.add(sat, g, p.rules().clue(), c, p.clue(c));
            if (p.holdsAMine(c)) {
                sat.clause(ClueEncoding.vars(p.rules().clue().scope(g, c))); // else it would have opened
            }
        }
        for (long f = p.flagged() & ~flagged; f != 0; f &= f - 1) {
            sat.clause(Sat.var(Long.numberOfTrailingZeros(f)));
        }
        revealed = p.revealed();
        flagged = p.flagged();
        hidden = p.hidden();
        safe = 0;
        mines = 0;
        consistent = solve();
        if (consistent) {
            long first = sat.mines(g.size());
            safe = hidden & ~first;
            mines = hidden & first;
            settle();
        }
    }

    private void encode(VariantPosition p, boolean withTotal) {
        for (GlobalRule rule : globals) {
            GlobalEncoding.add(sat, g, rule, p.totalMines());
        }
        if (!withTotal) {
            return;
        }
        int[] all = new int[g.size()];
        for (int c = 0; c < all.length; c++) {
            all[c] = Sat.var(c);
        }
        sat.exactly(all, p.totalMines());
    }

    /** Tests each candidate by assuming the opposite; a model found clears every candidate it contradicts. */
    private void settle() {
        long open = safe | mines;
        while (open != 0) {
            int c = Long.numberOfTrailingZeros(open);
            open &= open - 1;
            boolean mine = (mines >>> c & 1L) != 0;
            if (solve(mine ? -Sat.var(c) : Sat.var(c))) {
                long model = sat.mines(g.size());
                safe &= ~model;
                mines &= model;
                open &= safe | mines;
            }
        }
    }

    private boolean solve(int... assumptions) {
        int before = sat.cuts();
        boolean found = sat.solveObeying(g, globals, assumptions);
        cuts += sat.cuts() - before;
        return found;
    }

    /**
     * A layout that fits the position (the last one given), with {@code safe} cells safe and
     * {@code mines} cells mines, and the other hidden cells as in {@code near} where the solver
     * can keep them (a random share at a time, as {@link SatLayouts}); empty when none fits. The
     * extra cells are assumptions, so the certain cells found stand.
     */
    public java.util.OptionalLong layout(long safe, long mines, long near, java.util.SplittableRandom random) {
        return consistent ? SatLayouts.closest(sat, g, globals, safe, mines, near, random) : java.util.OptionalLong.empty();
    }

    /** Whether any layout fits the position. */
    public boolean consistent() {
        return consistent;
    }

    /** Hidden cells safe in every fitting layout (none when no layout fits). */
    public long certainSafe() {
        return safe;
    }

    /** Hidden cells that are mines in every fitting layout (none when no layout fits). */
    public long certainMines() {
        return mines;
    }

    /** The hidden cells of the position. */
    public long hidden() {
        return hidden;
    }

    /** How many cut clauses the lazily enforced global rules needed. */
    public int cuts() {
        return cuts;
    }
}
