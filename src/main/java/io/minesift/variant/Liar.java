package io.minesift.variant;

import io.minesift.board.Geometry;
import io.minesift.util.Seeds;

/**
 * L: every clue is exactly one off the vanilla count. A board shows, at each clue, the count
 * plus one or minus one as bit 0 of {@code Seeds.derive(seed, cell)} says (1: plus); a count of
 * 0 always shows 1 and a count of 8 always shows 7.
 */
public record Liar() implements ClueRule {
    public char letter() {
        return 'L';
    }

    public String name() {
        return "liar";
    }

    public int[] scope(Geometry g, int cell) {
        return Cells.around(g, cell, Cells.RING);
    }

    public ClueValue measure(Geometry g, int cell, long mines) {
        return new ClueValue.Count(Cells.count(mines, scope(g, cell)));
    }

    @Override
    public boolean valueSaysClear() {
        return false;
    }

    @Override
    public boolean fits(ClueValue shown, ClueValue measured) {
        return Math.abs(((ClueValue.Count) shown).value() - ((ClueValue.Count) measured).value()) == 1;
    }

    @Override
    public ClueValue show(Geometry g, int cell, long mines, long seed) {
        int truth = ((ClueValue.Count) measure(g, cell, mines)).value();
        boolean up = truth == 0 || (truth < 8 && (Seeds.derive(seed, cell) & 1L) != 0);
        return new ClueValue.Count(up ? truth + 1 : truth - 1);
    }
}
