package io.minesift.cli;

import io.minesift.board.Position;
import io.minesift.hint.ProbabilityReport;
import io.minesift.io.BoardFiles;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift probabilities}: exact mine probabilities of a position. */
@Command(name = "probabilities", mixinStandardHelpOptions = true,
        description = {"Exact mine probabilities for every hidden cell of a .mine position, when every layout that "
                + "fits the clues and the mine total is equally likely. Flags count as mines.",
                "Components too large to enumerate within --budget are estimated by Monte Carlo, and the output "
                        + "says so. Exit code 3: no layout fits the position."},
        footer = {"", "Examples:", "  minesift probabilities position.mine", "  minesift probabilities position.mine --json"})
final class ProbabilitiesCommand implements Callable<Integer> {
    /** Exit code for a position that no layout fits. */
    static final int INCONSISTENT = 3;
    /** Exit code when the position is too large to enumerate and sampling found no layout. */
    static final int UNDETERMINED = 4;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "POSITION", description = "A .mine position file.")
    Path file;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--budget", paramLabel = "STEPS", defaultValue = "5000000",
            description = "Search steps per component before falling back to Monte Carlo. Default: ${DEFAULT-VALUE}.")
    long budget;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "100000",
            description = "Monte Carlo probes for a component over budget. Default: ${DEFAULT-VALUE}.")
    int samples;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Monte Carlo seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() {
        if (budget < 1 || samples < 20) {
            throw new IllegalArgumentException("--budget must be at least 1 and --samples at least 20");
        }
        Position position = BoardFiles.readPosition(file);
        ProbabilityEngine engine = new ProbabilityEngine(new ProbabilityEngine.Settings(budget, samples, 20, true, seed));
        MineProbabilities p = engine.analyse(position);
        if (p.undetermined()) {
            spec.commandLine().getErr().println("minesift: " + file + ": no probabilities: " + p.contradiction());
            return UNDETERMINED;
        }
        if (!p.consistent()) {
            spec.commandLine().getErr().println("minesift: " + file + ": inconsistent position: " + p.contradiction());
            return INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? ProbabilityReport.json(position, p) : ProbabilityReport.text(position, p));
        return 0;
    }
}
