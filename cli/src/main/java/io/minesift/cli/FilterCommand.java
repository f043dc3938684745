package io.minesift.cli;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftFolder;
import io.minesift.core.report.SummaryJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/** {@code minesift filter}: a new board set from a sift's boards, by category and rates. */
@Command(name = "filter", abbreviateSynopsis = true,
        description = {"A new board set of a sift's boards that pass every test.",
                "Tests on the category and on the weak and strong players' solve rates."},
        footer = {"Examples:",
                "  minesift filter reports/sift --drop luck-bound --out fair.json",
                "  minesift filter reports/sift --keep too-easy --min-strong 0.9 --out easy.json",
                Main.GUIDE})
final class FilterCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    GameOption game;

    @Parameters(index = "0", paramLabel = "SIFT-DIR", description = "The --out folder of a finished sift.")
    Path folder;

    @Option(names = "--keep", paramLabel = "CATEGORY", arity = "1..*", description = "Keep only these categories.")
    List<Category> keep;

    @Option(names = "--drop", paramLabel = "CATEGORY", arity = "1..*", description = "Drop these categories.")
    List<Category> drop;

    @Option(names = "--min-strong", paramLabel = "RATE", description = "Keep boards the strong player wins this often or more.")
    Double minStrong;

    @Option(names = "--max-strong", paramLabel = "RATE", description = "Keep boards the strong player wins this often or less.")
    Double maxStrong;

    @Option(names = "--min-weak", paramLabel = "RATE", description = "Keep boards the weak player wins this often or more.")
    Double minWeak;

    @Option(names = "--max-weak", paramLabel = "RATE", description = "Keep boards the weak player wins this often or less.")
    Double maxWeak;

    @Option(names = "--min-gap", paramLabel = "GAP", description = "Keep boards where strong minus weak rate is this or more.")
    Double minGap;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", required = true,
            description = "A board set (.json), or one board (.mine or .mbf).")
    Path out;

    @Override
    public Integer call() {
        checkRate(minStrong, "--min-strong");
        checkRate(maxStrong, "--max-strong");
        checkRate(minWeak, "--min-weak");
        checkRate(maxWeak, "--max-weak");
        if (minGap != null && !(minGap >= -1 && minGap <= 1)) {
            throw new IllegalArgumentException("--min-gap must be between -1 and 1, got " + minGap);
        }
        Predicate<SummaryJson.Entry> test = e -> (keep == null || keep.contains(e.category()))
                && (drop == null || !drop.contains(e.category()))
                && (minStrong == null || e.strong() >= minStrong) && (maxStrong == null || e.strong() <= maxStrong)
                && (minWeak == null || e.weak() >= minWeak) && (maxWeak == null || e.weak() <= maxWeak)
                && (minGap == null || e.gap() >= minGap);
        return filter(Games.ofSift(game.name, folder), test);
    }

    private <B> int filter(Puzzle<B> puzzle, Predicate<SummaryJson.Entry> test) {
        SiftFolder<B> sifted = SiftFolder.read(folder, puzzle);
        List<B> kept = sifted.filter(test);
        if (kept.isEmpty()) {
            throw new IllegalArgumentException("no board of " + folder + " passes the filter: nothing written");
        }
        puzzle.writeBoards(out, kept);
        spec.commandLine().getOut().println("kept " + kept.size() + " of " + sifted.boards().size() + " boards; wrote " + out);
        return 0;
    }

    private static void checkRate(Double bound, String name) {
        if (bound != null && !(bound >= 0 && bound <= 1)) {
            throw new IllegalArgumentException(name + " must be between 0 and 1, got " + bound);
        }
    }
}
