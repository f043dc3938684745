package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.VariantPosition;

/** Positions a player builds from its view: the same clues with its own known mines flagged. */
final class Views {
    private Views() {
    }

    /** The view with {@code mines} flagged (hidden cells of the view the player knows to be mines). */
    static VariantPosition flagged(VariantPosition view, long mines) {
        ClueValue[] clues = new ClueValue[view.geometry().size()];
        for (long r = view.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            clues[c] = view.clue(c);
        }
        return VariantPosition.of(view.geometry(), view.rules(), view.totalMines(), view.revealed(),
                mines & view.hidden() | view.flagged(), clues);
    }
}
