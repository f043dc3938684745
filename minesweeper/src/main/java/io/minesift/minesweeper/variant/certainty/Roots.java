package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;

/**
 * Cells of which every layout fitting a position has a mine, for rooting A's clauses
 * ({@link EagerConnection}): a flag when there is one; before the first flag, the fewest unrevealed
 * cells that one revealed clue says hold a mine (a count of one or more under V, X or M, or a
 * liar's or negation's cell that did not open, {@link VariantPosition#holdsAMine}); null when no
 * clue says so.
 */
final class Roots {
    private Roots() {
    }

    static BitSet of(VariantPosition p) {
        BitSet flagged = p.flaggedCells();
        if (!flagged.isEmpty()) {
            BitSet one = new BitSet();
            one.set(flagged.nextSetBit(0));
            return one;
        }
        Geometry g = p.geometry();
        BitSet revealed = p.revealedCells();
        BitSet best = null;
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            if (!saysAMine(p, c)) {
                continue;
            }
            BitSet cells = new BitSet();
            for (int d : p.rules().clue().scope(g, c)) {
                if (!revealed.get(d)) {
                    cells.set(d);
                }
            }
            if (!cells.isEmpty() && (best == null || cells.cardinality() < best.cardinality())) {
                best = cells;
            }
        }
        return best;
    }

    /** Whether the revealed cell's clue says its scope holds a mine. */
    private static boolean saysAMine(VariantPosition p, int c) {
        char letter = p.rules().clue().letter();
        boolean count = (letter == 'V' || letter == 'X' || letter == 'M') && p.clue(c) instanceof ClueValue.Count n && n.value() > 0;
        return count || p.holdsAMine(c);
    }
}
