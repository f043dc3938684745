package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.PackFiles;
import io.minesift.core.curate.PackOrder;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftFolder;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code minesift pack}: a puzzle pack of the best boards of one category, in order of difficulty. */
@Command(name = "pack", abbreviateSynopsis = true,
        description = {"A puzzle pack of a sift's clearest boards of a category.",
                "The N boards the sift is surest of, in order of difficulty: for each, the puzzle (.mine), MBF, its "
                        + "solution, Tatham ID and share link; pack.json to sift again. --page adds pack.html, which "
                        + "plays the pack offline with minesift's hints."},
        footer = {"Examples:",
                "  minesift pack reports/sift --count 20 --out packs/skill",
                "  minesift pack reports/sift --category too-easy --page --out packs/easy",
                Main.GUIDE})
final class PackCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    GameOption game;

    @Parameters(index = "0", paramLabel = "SIFT-DIR", description = "The --out folder of a finished sift.")
    Path folder;

    @Option(names = "--category", paramLabel = "CATEGORY", defaultValue = "skill-rewarding",
            description = "too-easy, luck-bound or skill-rewarding (default).")
    Category category;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "20", description = "Most boards in the pack. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "easiest",
            description = "easiest (default), hardest or sift.")
    String order;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true, description = "The pack's folder.")
    Path out;

    @Option(names = "--page", description = "Also pack.html, which plays the pack offline.")
    boolean page;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + count);
        }
        Puzzle<?> puzzle = Games.ofSift(game.name, folder);
        if (page && !(puzzle instanceof MinesweeperPuzzle)) {
            throw new IllegalArgumentException("--page plays Minesweeper packs only, not " + puzzle.id());
        }
        return pack(puzzle, PackOrder.parse(order));
    }

    private <B> int pack(Puzzle<B> puzzle, PackOrder arrangement) {
        List<SiftFolder.Board<B>> pack = SiftFolder.read(folder, puzzle).pack(category, count, arrangement);
        if (pack.isEmpty()) {
            throw new IllegalArgumentException("no " + category.id() + " board in " + folder + ": nothing written");
        }
        @SuppressWarnings("unchecked") // a Minesweeper puzzle's boards are Instances
        List<SiftFolder.Board<Instance>> boards = puzzle instanceof MinesweeperPuzzle
                ? (List<SiftFolder.Board<Instance>>) (List<?>) pack : null;
        if (boards != null) {
            PackPage.checkPage(boards, page);
        }
        PackFiles.write(out, folder, category, arrangement, pack, puzzle);
        if (boards != null) {
            PackPage.write(out, category, boards, page);
        }
        spec.commandLine().getOut().println("wrote a pack of " + pack.size() + " " + category.id() + " boards ("
                + arrangement.id() + " order) to " + out + (page ? "; play it: " + out.resolve(PackPage.PAGE) : ""));
        return 0;
    }
}
