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
}
