package io.minesift.cli;

import io.minesift.board.Position;
import io.minesift.hint.HintReport;
import io.minesift.hint.Hinter;
import io.minesift.io.BoardFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift hint}: the easiest next deduction of a position, explained. */
@Command(name = "hint", mixinStandardHelpOptions = true,
        description = {"Give the easiest next deduction of a .mine position and say why, in a sentence.",
                "Levels, easiest first: single-clue, two-clues (common and unique areas), several-clues (the smallest set "
                        + "of clues that forces the cell), mine-count (the total settles it). With no deduction: the safest "
                        + "guess and its mine probability, and whether it is a forced 50/50. Flags count as mines.",
                "Exit code 3: no layout fits the position."},
        footer = {"", "Examples:", "  minesift hint position.mine", "  minesift hint position.mine --all --json"})
final class HintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "POSITION", description = "A .mine position file.")
    Path file;

    @Option(names = "--all", description = "List every deducible cell with its level, not just the easiest hint.")
    boolean all;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Override
    public Integer call() {
        Position position = BoardFiles.readPosition(file);
        Hinter.Answer answer = new Hinter().analyse(position, all);
        if (answer.undetermined()) {
            spec.commandLine().getErr().println("minesift: " + file + ": no hint: " + answer.contradiction());
            return ProbabilitiesCommand.UNDETERMINED;
        }
        if (answer.contradiction() != null) {
            spec.commandLine().getErr().println("minesift: " + file + ": inconsistent position: " + answer.contradiction());
            return ProbabilitiesCommand.INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? HintReport.json(position.geometry(), answer, all)
                : HintReport.text(position.geometry(), answer, all));
        return 0;
    }
}
