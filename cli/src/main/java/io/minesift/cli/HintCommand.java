package io.minesift.cli;

import io.minesift.core.util.Printable;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.hint.HintReport;
import io.minesift.minesweeper.hint.Hinter;
import io.minesift.minesweeper.hint.VariantHinter;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.MineText;
import io.minesift.core.util.InputException;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift hint}: the easiest next deduction of a position, explained. */
@Command(name = "hint", abbreviateSynopsis = true,
        description = {"The easiest next deduction of a position, and why.",
                "Levels, easiest first: single-clue, two-clues, several-clues, mine-count; with none, the safest "
                        + "guess. A board file (every mine M) gives its start position. Exit code 3: no layout fits.",
                "A Shanghai deal (a set of one, as pack writes them): its first certain move and why, else the "
                        + "strong player's pick, as the pack's page gives them."},
        footer = {"Examples:",
                "  minesift hint position.mine",
                "  minesift hint position.mine --all --json",
                "  minesift hint variant.mine --rules T,X",
                "  minesift hint deal.json --moves 12-40,3-7",
                Main.GUIDE})
final class HintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(index = "0", paramLabel = "POSITION", description = "A .mine position (or board) file, or a Shanghai deal.")
    Path file;

    @Option(names = "--all", description = "Every deducible cell with its level.")
    boolean all;

    @Option(names = "--json", description = "One JSON object instead of text (Minesweeper cells named A1).")
    boolean json;

    @Option(names = "--rules", paramLabel = "RULES",
            description = "Variant rules, such as T,X (as in the file's header).")
    RuleSet rules;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "Shanghai: the pairs taken so far, as 3-17,4-9 (tiles numbered from 0).")
    String moves;

    @Option(names = "--strong", paramLabel = "PLAYER",
            description = "Shanghai: whose pick to give where no move is certain, a player file or built-in name. "
                    + "Default: shanghai-strong.")
    String strong;

    @Override
    public Integer call() {
        String raw = BoardFiles.readText(file);
        if (ShanghaiHint.isShanghai(raw)) {
            if (all || rules != null) {
                throw new IllegalArgumentException((all ? "--all" : "--rules") + " is for Minesweeper positions, and "
                        + file + " is a Shanghai deal");
            }
            spec.commandLine().getOut().print(ShanghaiHint.of(raw, file.toString(), moves == null ? "" : moves, json,
                    ShanghaiHint.player(strong == null ? "shanghai-strong" : strong)));
            return 0;
        }
        if (moves != null || strong != null) {
            throw new IllegalArgumentException((moves != null ? "--moves" : "--strong") + " is for Shanghai deals, and "
                    + file + " is a Minesweeper position");
        }
        String text = PositionText.of(file, raw,
                line -> spec.commandLine().getErr().println("minesift: " + Printable.of(line)));
        if (rules != null || VariantText.hasRules(text)) {
            return variant(VariantText.parse(text, file.toString(), rules));
        }
        Position position = MineText.parse(text, file.toString());
        Hinter.Answer answer = new Hinter().analyse(position, all);
        if (answer.undetermined()) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": no hint: " + answer.contradiction()));
            return ProbabilitiesCommand.UNDETERMINED;
        }
        if (answer.contradiction() != null) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": inconsistent position: " + answer.contradiction()));
            return ProbabilitiesCommand.INCONSISTENT;
        }
        spec.commandLine().getOut().print(json ? HintReport.json(position.geometry(), answer, all)
                : HintReport.text(position.geometry(), answer, all));
        return 0;
    }

    /** Hints under variant rules ({@link VariantHinter}): the same levels, each naming the rule it used. */
    private int variant(VariantPosition position) {
        Hinter.Answer answer;
        try {
            answer = new VariantHinter().analyse(position, all);
        } catch (IllegalStateException e) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": no hint: " + e.getMessage()));
            return ProbabilitiesCommand.UNDETERMINED;
        } catch (IllegalArgumentException e) {
            throw new InputException(file.toString(), e.getMessage());
        }
        if (answer.contradiction() != null) {
            spec.commandLine().getErr().println("minesift: " + Printable.of(file + ": inconsistent position: " + answer.contradiction()));
            return ProbabilitiesCommand.INCONSISTENT;
        }
        RuleSet r = position.rules();
        spec.commandLine().getOut().print(json ? HintReport.json(r, position.geometry(), answer, all)
                : HintReport.text(r, position.geometry(), answer, all));
        return 0;
    }
}
