package io.minesift.cli;

import io.minesift.board.Instance;
import io.minesift.variant.RuleSet;

/** Variant boards as files: a generated board as {@code .mine} text that names its rules. */
final class VariantBoards {
    private VariantBoards() {
    }

    /** The whole board: the header with the rules, every mine shown {@code M}, every other cell its clue under the rules. */
    static String mineText(Instance board, RuleSet rules) {
        return io.minesift.io.VariantBoardFiles.mineText(board);
    }

    /** A puzzle as the position a player is given: the header with the rules, its clues shown, every other cell {@code H}. */
    static String puzzleText(Instance puzzle, RuleSet rules) {
        long mines = Cells.of(puzzle.layout());
        var g = puzzle.geometry();
        long lies = VariantGenerator.lieSeed(g, mines, puzzle.startIndex(), rules);
        long clues = puzzle.clues().toLongArray().length == 0 ? 0 : puzzle.clues().toLongArray()[0];
        return VariantText.format(VariantPosition.reveal(g, rules, mines, clues, 0, lies));
    }
}
