package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.certainty.SatCertainty;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;

/**
 * Plays a variant board with exact logic and no guess, as the browser game checks its boards:
 * the start cell is revealed (with every opening it sets off, {@link Opening}); then, as long as
 * safe cells remain hidden, every hidden cell that is safe in every layout fitting what is shown
 * (all clues, the global rules, the mine total; {@link SatCertainty}) is revealed, and every
 * cell that is a mine in every such layout is flagged. The board needs no guess when this reveals
 * every safe cell.
 *
 * @param solved   whether every safe cell was revealed
 * @param revealed the cells revealed at the end
 * @param flagged  the cells known to be mines at the end
 * @param rounds   how many times the solver was asked
 */
public record PlayOut(boolean solved, long revealed, long flagged, int rounds) {
    /** Plays the layout {@code mines} from {@code start}; the board's clues are shown with {@code lieSeed}. */
    public static PlayOut of(Geometry g, RuleSet rules, long mines, int start, long lieSeed) {
        return from(g, rules, mines, 1L << start, lieSeed);
    }

    /**
     * Plays the layout {@code mines} from the cells {@code shown} revealed at once (with their
     * openings): a puzzle's given clues.
     */
    public static PlayOut from(Geometry g, RuleSet rules, long mines, long shown, long lieSeed) {
        return from(g, rules, mines, shown, lieSeed, Cells.all(g) & ~mines);
    }

    /**
     * As {@link #from(Geometry, RuleSet, long, long, long)}, counted solved as soon as every
     * cell of {@code goal} is revealed: a set of cells from which play is known to finish (more
     * shown never settles fewer cells, so play from there finishes too).
     */
    public static PlayOut from(Geometry g, RuleSet rules, long mines, long shown, long lieSeed, long goal) {
        long revealed = Opening.reveal(g, rules.clue(), mines, 0, shown);
        long flagged = 0;
        int rounds = 0;
        SatCertainty certain = null;
        while ((revealed & goal) != goal) {
            VariantPosition p = VariantPosition.reveal(g, rules, mines, revealed, flagged, lieSeed);
            if (certain == null) {
                certain = new SatCertainty(p);
            } else {
                certain.update(p);
            }
            rounds++;
            if (certain.certainSafe() == 0) {
                return new PlayOut(false, revealed, flagged | certain.certainMines(), rounds);
            }
            flagged |= certain.certainMines();
            revealed = Opening.reveal(g, rules.clue(), mines, revealed, certain.certainSafe());
        }
        return new PlayOut(true, revealed, flagged, rounds);
    }
}
