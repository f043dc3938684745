package io.minesift.cli;

import io.minesift.core.util.Printable;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.hint.ProbabilityReport;
import io.minesift.minesweeper.hint.VariantProbabilityReport;
import io.minesift.minesweeper.hint.WideProbabilityReport;
import io.minesift.minesweeper.variant.certainty.SampledOdds;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift probabilities}: exact mine probabilities of a position. */
@Command(name = "probabilities", abbreviateSynopsis = true,
        description = {"Exact mine probabilities of every hidden cell of a position.",
                "Variant boards over 64 cells: exact where countable, else sampled (the report says which).",
                "Every layout that fits the clues and the mine total counts alike; flags count as mines. A board "
                        + "file (every mine M) gives its start position. Exit code 3: no layout fits.",
                "Text: each hidden cell shows its mine chance with a %% sign (8%% is 8 in 100), never a bare number "
                        + "as a clue does; S is certainly safe, M certainly a mine, F a flag, . a zero."},
        footer = {"Examples:",
                "  minesift probabilities position.mine",
                "  minesift probabilities position.mine --json",
                "  minesift probabilities variant.mine --rules T,X",
                Main.GUIDE})
final class ProbabilitiesCommand implements Callable<Integer> {
    /** Exit code for a position that no layout fits. */
    static final int INCONSISTENT = 3;
    /** Exit code when the position is too large to enumerate and sampling found no layout. */
    static final int UNDETERMINED = 4;

    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(index = "0", paramLabel = "POSITION", description = "A .mine position (or board) file.")
    Path file;

    @Option(names = "--json", description = "One JSON object instead of text; cells named A1.")
    boolean json;

    @Option(names = "--budget", paramLabel = "STEPS", defaultValue = "5000000",
            description = "Search steps per component before Monte Carlo. Default: ${DEFAULT-VALUE}.")
    long budget;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "100000",
            description = "Monte Carlo probes over budget. Default: ${DEFAULT-VALUE}.")
    int samples;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Monte Carlo seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--rules", paramLabel = "RULES",
            description = "Variant rules, such as T,X (as in the file's header).")
    RuleSet rules;

    @Override
    public Integer call() {
        if (budget < 1) {
            throw new IllegalArgumentException("--budget must be at least 1, got " + budget);
        }
        Limits.check("--samples", samples, 20, Limits.SAMPLES);
        String text = PositionText.of(file, BoardFiles.readText(file),
                line -> spec.commandLine().getErr().println("minesift: " + Printable.of(line)));
        if (rules != null || VariantText.hasRules(text)) {
            return variant(VariantText.parse(text, file.toString(), rules));
        }
        Position position = MineText.parse(text, file.toString());
        ProbabilityEngine engine = new ProbabilityEngine(new ProbabilityEngine.Settings(budget, samples, 20, true, seed));
        MineProbabilities p = engine.analyse(position);
        if (p.undetermined()) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": no probabilities: " + p.contradiction()));
            return UNDETERMINED;
        }
        if (!p.consistent()) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": inconsistent position: " + p.contradiction()));
            return INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? ProbabilityReport.json(position, p) : ProbabilityReport.text(position, p));
        return 0;
    }

    private int variant(VariantPosition position) {
        if (!position.small()) {
            return wide(position);
        }
        VariantProbabilities p;
        try {
            p = new VariantEngine().analyse(position);
        } catch (IllegalStateException e) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": no probabilities: " + e.getMessage()));
            return UNDETERMINED;
        } catch (IllegalArgumentException e) {
            throw new InputException(file.toString(), e.getMessage());
        }
        if (!p.consistent()) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": inconsistent position: no layout fits the clues, "
                    + "the mine total and the rules " + position.rules()));
            return INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? VariantProbabilityReport.json(position, p) : VariantProbabilityReport.text(position, p));
        return 0;
    }

    /**
     * A variant board of more than 64 cells: Sat4j's certain cells, and the other cells' odds
     * exact where the clues' components can be listed, else sampled with their error stated
     * ({@link SampledOdds}); the report says which.
     */
    private int wide(VariantPosition position) {
        SampledOdds odds;
        try {
            odds = SampledOdds.of(position);
        } catch (IllegalArgumentException e) {
            throw new InputException(file.toString(), e.getMessage());
        }
        if (!odds.consistent()) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": inconsistent position: no layout fits the clues, "
                    + "the mine total and the rules " + position.rules()));
            return INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? WideProbabilityReport.json(position, odds) : WideProbabilityReport.text(position, odds));
        return 0;
    }
}
