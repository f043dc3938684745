package io.minesift.cli;

import io.minesift.board.Instance;
import io.minesift.classify.Category;
import io.minesift.io.AtomicFiles;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardFormat;
import io.minesift.sift.SiftFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code minesift pack}: a puzzle pack of one category, easiest first. */
@Command(name = "pack", mixinStandardHelpOptions = true,
        description = {"Write a puzzle pack from a finished sift: up to N boards of one category, ordered from easiest to "
                + "hardest by the strong-minus-weak gap (ties: higher strong rate first).",
                "The pack folder gets pack.json (a board set, in order) and NN-ID.mine and NN-ID.mbf for each board."},
        footer = {"", "Example:", "  minesift pack reports/sift --category skill-rewarding --count 20 --out packs/skill"})
final class PackCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SIFT-DIR", description = "The --out folder of a finished sift.")
    Path folder;

    @Option(names = "--category", paramLabel = "CATEGORY", defaultValue = "skill-rewarding",
            description = "too-easy, luck-bound or skill-rewarding. Default: ${DEFAULT-VALUE}.")
    Category category;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "20", description = "Most boards in the pack. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true, description = "The pack's folder.")
    Path out;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + count);
        }
        List<Instance> pack = SiftFolder.read(folder).pack(category, count);
        if (pack.isEmpty()) {
            throw new IllegalArgumentException("no " + category.id() + " board in " + folder + ": nothing written");
        }
        for (int i = 0; i < pack.size(); i++) {
            String name = String.format(Locale.ROOT, "%02d-%s", i + 1, pack.get(i).id());
            AtomicFiles.write(out.resolve(name + ".mine"), BoardFiles.encode(BoardFormat.MINE, List.of(pack.get(i))));
            AtomicFiles.write(out.resolve(name + ".mbf"), BoardFiles.encode(BoardFormat.MBF, List.of(pack.get(i))));
        }
        AtomicFiles.write(out.resolve("pack.json"), BoardFiles.encode(BoardFormat.JSON, pack));
        spec.commandLine().getErr().println("wrote a pack of " + pack.size() + " " + category.id() + " boards to " + out);
        return 0;
    }
}
