package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;

/**
 * The tests' own play-out, sharing nothing with the generators' certainty: a cell is safe when the
 * exact engine's counts give it no mine in any fitting layout (not the SAT solver). Reveals every
 * such cell each round, with openings, until every safe cell is shown (solved) or none is certain.
 */
public final class ExactPlayOut {
    private ExactPlayOut() {
    }

    /** Exact-engine play-out of a board from its start cell, its clues shown with its own lies. */
    public static boolean solves(io.minesift.minesweeper.board.Instance board) {
        RuleSet rules = RuleSet.parse(board.rules());
        return solves(board.geometry(), rules, Cells.of(board.layout()), 1L << board.startIndex(),
                VariantGenerator.lies(board, rules));
    }

    /** Exact-engine play-out from the cells {@code shown} (with their openings), clues shown with {@code lies}. */
    public static boolean solves(Geometry g, RuleSet rules, long mines, long shown, long lies) {
        long safes = Cells.all(g) & ~mines;
        long revealed = Opening.reveal(g, rules.clue(), mines, 0, shown);
        while (revealed != safes) {
            VariantPosition p = VariantPosition.reveal(g, rules, mines, revealed, 0, lies);
            VariantProbabilities counts = new VariantEngine().analyse(p);
            long safe = counts.certainSafe(p);
            if (safe == 0) {
                return false;
            }
            revealed = Opening.reveal(g, rules.clue(), mines, revealed, safe);
        }
        return true;
    }
}
