package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.BoardFormat;
import io.minesift.core.util.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code minesift convert}: between JSON sets, {@code .mine}, MBF and Simon Tatham's Mines game IDs. */
@Command(name = "convert", abbreviateSynopsis = true,
        description = {"Convert boards: JSON sets, .mine, MBF and Tatham game IDs.",
                "OUT's extension names the format; with --to, OUT is a folder of one file per board, named by id. "
                        + "A .mine board keeps its start cell, MBF does not (--import-start picks one)."},
        footer = {"Examples:",
                "  minesift convert e.json first.mbf --index 1",
                "  minesift convert e.json ids.tatham.txt",
                "  minesift convert e.json boards/ --to mine",
                "  minesift convert boards/ all.json",
                Main.GUIDE})
final class ConvertCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(index = "0", paramLabel = "IN",
            description = "A board set, .mine, MBF or .tatham.txt file, or a folder.")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT",
            description = "A .json, .mine, .mbf or .tatham.txt file; a folder with --to.")
    Path out;

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "One file per board into the folder OUT: json, mine, mbf or tatham.")
    BoardFormat to;

    @Mixin
    BoardSelection selection;

    @Mixin
    ImportOptions importOptions;

    @Override
    public Integer call() {
        List<Instance> boards = selection.apply(importOptions.files().readWithRules(in), in.toString());
        if (to != null) {
            List<Path> written = BoardFiles.writeFolder(out, to, boards);
            spec.commandLine().getOut().println("wrote " + written.size() + " ." + to.extension() + " files to " + out);
        } else {
            if (Files.isDirectory(out)) {
                throw new InputException(out.toString(), "is a folder: add --to json (or mine, mbf, tatham) to write one file per board");
            }
            BoardFiles.write(out, boards);
            spec.commandLine().getOut().println("wrote " + boards.size() + (boards.size() == 1 ? " board" : " boards")
                    + " to " + out);
        }
        return 0;
    }
}
