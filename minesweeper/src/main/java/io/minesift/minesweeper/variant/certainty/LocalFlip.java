package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;
import java.util.Optional;

/**
 * A layout that fits a position with one cell's value changed, looked for near the cell only: the
 * cells within a few steps of it are free and every other cell keeps its value in a layout known to
 * fit. The question is a small one (tens of cells, the connection rule by cuts), answered in well
 * under a millisecond, where the whole board's question under A beyond 64 cells took about 30 ms a
 * model. A layout found is checked by the rules' own whole-board check ({@link LayoutChain#fits})
 * before it is used, so it only ever strikes out a candidate that is truly not certain; nothing is
 * proven certain here (that stays the whole board's test), so the certain cells are the same.
 */
final class LocalFlip {
    /**
     * The steps around the cell that may change. Measured under A at 30×16/99 and 16×16/40 (the
     * figures' page): 2 strikes out most candidates that are not certain; 3 and a second try at 4
     * found a few more but cost about as much as they saved.
     */
    static final int RADIUS = 2;
    /** Conflicts allowed to the small question. */
    static final int CONFLICTS = 200;
    /** Cut clauses allowed to the small question. */
    static final int CUTS = 64;

    private LocalFlip() {
    }

    /**
     * A layout fitting {@code p} in which {@code cell} has the other value than in {@code known}
     * (a layout fitting {@code p}), and which differs from it only within {@link #RADIUS} steps of
     * the cell, keeping the mines there as many; empty when none is found within the bounds.
     */
    static Optional<BitSet> of(VariantPosition p, BitSet known, int cell) {
        Geometry g = p.geometry();
        BitSet window = window(g, cell, p.hiddenCells(), p.flaggedCells());
        Sat sat = new Sat(g.size(), new CutBudget(CUTS));
        int inside = 0;
        for (int c = 0; c < g.size(); c++) {
            if (window.get(c)) {
                inside += known.get(c) ? 1 : 0;
            } else {
                sat.clause(known.get(c) ? Sat.var(c) : -Sat.var(c));
            }
        }
        sat.exactly(ClueEncoding.vars(CellSets.cells(window)), inside);
        BitSet revealed = p.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            int[] scope = p.rules().clue().scope(g, c);
            if (java.util.Arrays.stream(scope).anyMatch(window::get)) {
                ClueEncoding.add(sat, g, p.rules().clue(), c, p.clue(c));
                if (p.holdsAMine(c)) {
                    sat.clause(ClueEncoding.vars(scope));
                }
            }
        }
        for (GlobalRule rule : p.rules().globals()) {
            GlobalEncoding.add(sat, g, rule, p.totalMines(), false); // A by cuts: the question is small
        }
        Boolean found;
        try {
            found = sat.solveObeyingWithin(g, p.rules().globals(), CONFLICTS, known.get(cell) ? -Sat.var(cell) : Sat.var(cell));
        } catch (CutBudget.Exhausted e) {
            return Optional.empty();
        }
        if (found == null || !found) {
            return Optional.empty();
        }
        BitSet layout = sat.model(g.size());
        return LayoutChain.fits(p, new BitSet(), layout) ? Optional.of(layout) : Optional.empty();
    }

    /** The hidden cells, flags left out, within {@link #RADIUS} steps (king's moves) of the cell. */
    private static BitSet window(Geometry g, int cell, BitSet hidden, BitSet flagged) {
        BitSet window = new BitSet();
        for (int dy = -RADIUS; dy <= RADIUS; dy++) {
            for (int dx = -RADIUS; dx <= RADIUS; dx++) {
                int x = g.x(cell) + dx;
                int y = g.y(cell) + dy;
                if (g.contains(x, y) && hidden.get(g.index(x, y)) && !flagged.get(g.index(x, y))) {
                    window.set(g.index(x, y));
                }
            }
        }
        return window;
    }
}
