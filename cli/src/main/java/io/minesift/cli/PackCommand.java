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
@Command(name = "pack", mixinStandardHelpOptions = true,
        description = {"Write a puzzle pack from a finished sift: the N boards the sift is surest belong to the category, "
                + "in order of difficulty.",
                "Chosen: " + SiftFolder.CHOICE_RULE + ". A curator-labelled board has confidence 1.",
                "Ordered (--order): " + PackOrder.RULES + ".",
                "The pack folder gets, per board, NN-ID.mine (the puzzle: only what the start click reveals), NN-ID.mbf "
                        + "and solutions/NN-ID.mine (the solved board); and pack.json (the board set, in order; give it to "
                        + "sift --instances), pack.csv and pack-info.json (per board: place, confidence, both rates, gap, "
                        + "measures; for Minesweeper also its Tatham game ID and share link). A Minesweeper pack also "
                        + "gets pack.tatham.txt (each board's Simon Tatham's Mines game ID).",
                "--page adds pack.html: one self-contained page (no network, no server) that plays the boards, with "
                        + "minesift's hints, share links and Tatham IDs; open it in any browser."},
        footer = {"", "Examples:", "  minesift pack reports/sift --category skill-rewarding --count 20 --order easiest --out packs/skill",
                "  minesift pack reports/sift --count 100 --page --out packs/play   # then open packs/play/pack.html"})
final class PackCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameOption game;

    @Parameters(index = "0", paramLabel = "SIFT-DIR", description = "The --out folder of a finished sift.")
    Path folder;

    @Option(names = "--category", paramLabel = "CATEGORY", defaultValue = "skill-rewarding",
            description = "too-easy, luck-bound or skill-rewarding. Default: ${DEFAULT-VALUE}.")
    Category category;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "20", description = "Most boards in the pack. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "easiest",
            description = "easiest, hardest or sift. Default: ${DEFAULT-VALUE}.")
    String order;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true, description = "The pack's folder.")
    Path out;

    @Option(names = "--page", description = "Also write pack.html, a page that plays the pack offline (Minesweeper only).")
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
