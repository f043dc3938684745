package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.core.util.Seeds;

/**
 * L: every clue is exactly one off the vanilla count. A board shows, at each clue, the count
 * plus one or minus one as bit 0 of {@code Seeds.derive(seed, cell)} says (1: plus), the seed the
 * board's own and hidden, so each direction is a fair coin to the player; a count of 0 always
 * shows 1 and a count equal to the scope's size (8 inside, 5 on an edge, 3 in a corner) always
 * shows one less. So a layout with such a count at a clue shows its value for sure, any other
 * with probability 1/2: it weighs 2 against 1 ({@link #weight}).
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

    public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
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

    /**
     * 2 when the true count is 0 or the scope's size (the value was forced), 1 otherwise (a coin
     * chose it). A shown value above the scope's size, which this rule never shows, weighs 1.
     */
    @Override
    public int weight(ClueValue shown, ClueValue measured, int scopeSize) {
        int truth = ((ClueValue.Count) measured).value();
        return truth == 0 || (truth == scopeSize && ((ClueValue.Count) shown).value() == truth - 1) ? 2 : 1;
    }

    @Override
    public boolean weighs() {
        return true;
    }

    @Override
    public ClueValue show(Geometry g, int cell, java.util.function.IntPredicate mines, long seed) {
        int truth = ((ClueValue.Count) measure(g, cell, mines)).value();
        boolean up = truth == 0 || (truth < scope(g, cell).length && (Seeds.derive(seed, cell) & 1L) != 0);
        return new ClueValue.Count(up ? truth + 1 : truth - 1);
    }
}
