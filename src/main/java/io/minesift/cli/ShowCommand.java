package io.minesift.cli;

import io.minesift.board.Instance;
import io.minesift.board.Position;
import io.minesift.curate.Puzzle;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardFormat;
import io.minesift.io.TextDrawing;
import io.minesift.sift.MinesweeperPuzzle;
import io.minesift.util.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code minesift show}: draws boards or a position as text. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Draw boards (a JSON set, .mine or MBF file, or a folder of them) or a .mine game "
                + "position as text, with spreadsheet-style coordinates (columns A, B, ..., rows 1, 2, ...)."},
        footer = {"", "Examples:", "  minesift show e.json --index 1", "  minesift show position.mine"})
final class ShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A board set, board file, folder or .mine position.")
    Path file;

    @Mixin
    BoardSelection selection;

    @Mixin
    ImportOptions importOptions;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "10",
            description = "Draw at most N boards of a set. Default: ${DEFAULT-VALUE}.")
    int limit;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (BoardFormat.ofFile(file) == BoardFormat.MINE && !Files.isDirectory(file)) {
            Position position = BoardFiles.readPosition(file);
            if (position.count(Position.MINE) != position.totalMines() || position.count(Position.FLAG) > 0) {
                out.print(TextDrawing.draw(position, "position " + file.getFileName()));
                return 0;
            }
        }
        if (limit < 1) {
            throw new IllegalArgumentException("--limit must be at least 1, got " + limit);
        }
        Puzzle<?> game = Games.of(null, file, importOptions.files());
        if (!(game instanceof MinesweeperPuzzle)) {
            throw new InputException(file.toString(), "a " + game.id() + " board set: show draws "
                    + "Minesweeper boards; a sift's page (index.html) draws every " + game.id() + " board");
        }
        List<Instance> boards = selection.apply(importOptions.files().read(file), file.toString());
        for (int i = 0; i < Math.min(limit, boards.size()); i++) {
            out.print((i > 0 ? "\n" : "") + TextDrawing.draw(boards.get(i)));
        }
        if (boards.size() > limit) {
            out.println("\n(" + (boards.size() - limit) + " more boards: use --limit, --index or --id)");
        }
        return 0;
    }
}
