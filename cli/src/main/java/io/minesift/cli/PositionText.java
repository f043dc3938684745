package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.format.VariantBoardFiles;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import io.minesift.minesweeper.variant.VariantText;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The position {@code hint} and {@code probabilities} analyse in a {@code .mine} file: the file's
 * own position; but a board that shows its start cell (every mine {@code M}, one cell revealed: what
 * {@code generate --out B.mine} writes) would have nothing left to deduce, so it stands for the
 * position a player has after its start click, as the pack's puzzle files show it.
 */
final class PositionText {
    private PositionText() {
    }

    /** The text to analyse for the file whose text is {@code text}; {@code note} says when it is a board's start position. */
    static String of(Path file, String text, Consumer<String> note) {
        String name = file.toString();
        boolean board = VariantText.hasRules(text) ? VariantBoardFiles.showsStart(VariantText.parse(text, name, null))
                : MineText.showsStart(MineText.parse(text, name));
        if (!board) {
            return text;
        }
        Instance start = BoardFiles.defaults().readWithRules(file).get(0);
        note.accept(file + " is a board (every mine shown): analysing the position its start click on "
                + start.start().label() + " reveals");
        return new String(MinesweeperPuzzle.puzzle(start), StandardCharsets.US_ASCII);
    }
}
