package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.util.InputException;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.play.WideTwoBody;

/** What a sift asks of a board under variant rules before it plays it. */
final class VariantBoards {
    private VariantBoards() {
    }

    /**
     * Refuses a variant board the variant players cannot play: on at most 64 cells, wider than the
     * exact engine's global rule allows; beyond, a clue rule whose clues see more cells than the
     * weak player reads ({@link WideTwoBody#MAX_SCOPE}: eyesight); or a layout that breaks its
     * own global rule.
     *
     * @throws InputException naming the source, the board's number and id, and the problem
     */
    static void checkPlayable(Instance board, String source, int number) {
        String where = "board " + number + " (id " + board.id() + ", rules " + board.rules() + ")";
        RuleSet rules = RuleSet.parse(board.rules());
        Geometry g = board.geometry();
        try {
            if (g.size() <= Cells.MAX_CELLS) { // beyond, the players use Sat4j and the sampler, which take any width
                for (GlobalRule rule : rules.globals()) {
                    rule.tracker(g, board.layout().mineCount());
                }
            }
        } catch (IllegalArgumentException e) {
            throw new InputException(source, where + ": " + e.getMessage());
        }
        if (g.size() > Cells.MAX_CELLS && widestScope(g, rules) > WideTwoBody.MAX_SCOPE) {
            throw new InputException(source, where + ": on boards over 64 cells the weak player reads clues of at most "
                    + WideTwoBody.MAX_SCOPE + " cells; a " + rules.clue().name() + " clue here sees up to " + widestScope(g, rules));
        }
        for (GlobalRule rule : rules.globals()) {
            if (!rule.holds(g, io.minesift.minesweeper.variant.CellSets.of(board.layout()))) {
                throw new InputException(source, where + ": its layout breaks the " + rule.name() + " rule ("
                        + rule.letter() + ") it names");
            }
        }
    }

    private static int widestScope(Geometry g, RuleSet rules) {
        int widest = 0;
        for (int c = 0; c < g.size(); c++) {
            widest = Math.max(widest, rules.clue().scope(g, c).length);
        }
        return widest;
    }
}
