package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.PackChoice;
import io.minesift.core.curate.PackFiles;
import io.minesift.core.curate.PackOrder;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftFolder;
import io.minesift.core.experiment.Luck;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;

/** {@code minesift pack}: a puzzle pack of the best boards of one category, in order of difficulty. */
@Command(name = "pack", abbreviateSynopsis = true,
        description = {"A puzzle pack of a sift's clearest boards of a category.",
                "The N boards the sift is surest of, in order of difficulty: for each, the puzzle (.mine), MBF, its "
                        + "solution, Tatham ID and share link; pack.json to sift again. --page adds pack.html, which "
                        + "plays the pack offline with minesift's hints (Minesweeper and Shanghai).",
                "A skill-rewarding board may still need a guess: too-easy and skill-rewarding packs take the boards "
                        + "that need none first and say how many need one; --max-luck caps the chance of losing to "
                        + "forced guesses. pack writes only into a new or empty folder, or over its own earlier pack."},
        footer = {"Examples:",
                "  minesift pack reports/sift --count 20 --out packs/skill",
                "  minesift pack reports/sift --category too-easy --page --out packs/easy",
                "  minesift pack reports/sift --max-luck 0 --out packs/no-guess",
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

    @Option(names = "--page", description = "Also pack.html, which plays the pack offline (Minesweeper, Shanghai).")
    boolean page;

    @Option(names = "--max-luck", paramLabel = "P", description = "Leave out the boards whose chance of losing to forced "
            + "guesses (guessLoss) is above P, 0 to 1: 0 keeps only boards that need no guess. Any category.")
    Double maxLuck;

    @Option(names = "--force", description = "Replace the earlier pack in --out (only the files its pack-info.json lists).")
    boolean force;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + count);
        }
        if (maxLuck != null && !(maxLuck >= 0 && maxLuck <= 1)) {
            throw new IllegalArgumentException("--max-luck must be between 0 and 1, got " + maxLuck);
        }
        Puzzle<?> puzzle = Games.ofSift(game.name, folder);
        if (page && !(puzzle instanceof MinesweeperPuzzle) && !(puzzle instanceof ShanghaiPuzzle)) {
            throw new IllegalArgumentException("--page plays Minesweeper and Shanghai packs, not " + puzzle.id());
        }
        return pack(puzzle, PackOrder.parse(order));
    }

    private <B> int pack(Puzzle<B> puzzle, PackOrder arrangement) {
        PackChoice<B> choice = PackChoice.choose(SiftFolder.read(folder, puzzle), puzzle, category, count, arrangement,
                maxLuck == null ? OptionalDouble.empty() : OptionalDouble.of(maxLuck));
        if (choice.boards().isEmpty()) {
            throw new IllegalArgumentException("no " + category.id() + " board in " + folder + (choice.leftOut() == 0 ? ""
                    : " loses at most " + Luck.percent(maxLuck) + " to forced guesses (--max-luck left out all "
                    + choice.leftOut() + ")") + ": nothing written");
        }
        PackFiles.write(out, folder, choice, arrangement, puzzle, extras(puzzle, choice.boards()), force);
        PrintWriter err = spec.commandLine().getErr();
        spec.commandLine().getOut().println("wrote a pack of " + choice.boards().size() + " " + category.id() + " boards ("
                + arrangement.id() + " order) to " + out + (page ? "; play it: " + out.resolve(PackPage.PAGE) : ""));
        choice.guessNote().ifPresent(err::println);
        if (!choice.luckKnown() && puzzle.measuresLuck()) {
            err.println("note: " + folder.resolve("summary.json") + " has no luck figures (an older sift): run its sift "
                    + "command again, which adds them without playing, and pack takes the boards that need no guess first");
        }
        choice.luckNote().ifPresent(err::println);
        return 0;
    }

    /** The game's own files of the pack: Minesweeper's Tatham IDs and page, Shanghai's page. */
    @SuppressWarnings("unchecked") // a Minesweeper puzzle's boards are Instances, a Shanghai one's Positions
    private Map<String, byte[]> extras(Puzzle<?> puzzle, List<? extends SiftFolder.Board<?>> boards) {
        if (puzzle instanceof MinesweeperPuzzle) {
            return PackPage.files(category, (List<SiftFolder.Board<Instance>>) boards, page);
        }
        if (puzzle instanceof ShanghaiPuzzle && page) {
            return ShanghaiPackPage.files(category, (List<SiftFolder.Board<Position>>) boards, ShanghaiPackPage.strongPlayer(folder));
        }
        return Map.of();
    }
}
