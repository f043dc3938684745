package io.minesift.cli;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.hint.ProbabilityReport;
import io.minesift.minesweeper.hint.VariantProbabilityReport;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.MineText;
import io.minesift.core.util.InputException;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.VariantText;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
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
                        + "says so. Exit code 3: no layout fits the position.",
                "Variant rules (--rules, or a header such as 8x8x26 T,X) go through the exact variant engine; "
                        + "see the README, section Variant rules."},
        footer = {"", "Examples:", "  minesift probabilities position.mine", "  minesift probabilities position.mine --json",
                "  minesift probabilities variant.mine --rules T,X"})
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

    @Option(names = "--rules", paramLabel = "RULES",
            description = "Variant rules, a global and a clue rule such as T,X; must match the file's header when it names rules.")
    RuleSet rules;

    @Override
    public Integer call() {
        if (budget < 1 || samples < 20) {
            throw new IllegalArgumentException("--budget must be at least 1 and --samples at least 20");
        }
        String text = PositionText.of(file, BoardFiles.readText(file),
                line -> spec.commandLine().getErr().println("minesift: " + line));
        if (rules != null || VariantText.hasRules(text)) {
            return variant(VariantText.parse(text, file.toString(), rules));
        }
        Position position = MineText.parse(text, file.toString());
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

    private int variant(VariantPosition position) {
        VariantProbabilities p;
        try {
            p = new VariantEngine().analyse(position);
        } catch (IllegalStateException e) {
            spec.commandLine().getErr().println("minesift: " + file + ": no probabilities: " + e.getMessage());
            return UNDETERMINED;
        } catch (IllegalArgumentException e) {
            throw new InputException(file.toString(), e.getMessage());
        }
        if (!p.consistent()) {
            spec.commandLine().getErr().println("minesift: " + file + ": inconsistent position: no layout fits the clues, "
                    + "the mine total and the rules " + position.rules());
            return INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? VariantProbabilityReport.json(position, p) : VariantProbabilityReport.text(position, p));
        return 0;
    }
}
