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
@Command(name = "pack", mixinStandardHelpOptions = true,
        description = {"Write a puzzle pack from a finished sift: the N boards the sift is surest belong to the category, "
                + "in order of difficulty.",
                "Chosen: " + PackChoice.RULE + ". A curator-labelled board has confidence 1.",
                "Luck: a category says where a board sits on the map, not whether skill alone wins it: a skill-rewarding "
                        + "board may still need a guess. Where the sift measured luck (Minesweeper, coins), pack says how "
                        + "many of its boards need a guess, and pack.csv and pack-info.json give each board's "
                        + "needsGuess and guessLoss (" + Luck.RULE + "). --max-luck P caps guessLoss in any category "
                        + "(a luck-bound pack keeps its milder boards).",
                "Ordered (--order): " + PackOrder.RULES + ".",
                "The pack folder gets, per board, NN-ID.mine (the puzzle: only what the start click reveals), NN-ID.mbf "
                        + "and solutions/NN-ID.mine (the solved board); and pack.json (the board set, in order; give it to "
                        + "sift --instances), pack.csv and pack-info.json (per board: place, confidence, both rates, gap, "
                        + "luck, measures; for Minesweeper also its Tatham game ID and share link; pack-info.json also "
                        + "lists every file the pack wrote). A Minesweeper pack also "
                        + "gets pack.tatham.txt (each board's Simon Tatham's Mines game ID).",
                "--page adds pack.html: one self-contained page (no network, no server) that plays the boards, with "
                        + "minesift's hints, share links and Tatham IDs; open it in any browser.",
                "The folder: a new or empty one, or with --force one that holds an earlier pack, whose files (those its "
                        + "pack-info.json lists) are replaced. A folder holding any other file is refused, --force or not: "
                        + "pack never replaces or mixes with files it did not write. Hidden files (.name) are left alone."},
        footer = {"", "Examples:", "  minesift pack reports/sift --category skill-rewarding --count 20 --order easiest --out packs/skill",
                "  minesift pack reports/sift --count 100 --page --out packs/play   # then open packs/play/pack.html",
                "  minesift pack reports/sift --category skill-rewarding --max-luck 0 --out packs/no-guess   # no guess at all"})
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
        if (page && !(puzzle instanceof MinesweeperPuzzle)) {
            throw new IllegalArgumentException("--page plays Minesweeper packs only, not " + puzzle.id());
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
        @SuppressWarnings("unchecked") // a Minesweeper puzzle's boards are Instances
        List<SiftFolder.Board<Instance>> boards = puzzle instanceof MinesweeperPuzzle
                ? (List<SiftFolder.Board<Instance>>) (List<?>) choice.boards() : null;
        if (boards != null) {
            PackPage.checkPage(boards, page);
        }
        PackFiles.write(out, folder, choice, arrangement, puzzle, boards == null ? Map.of()
                : PackPage.files(category, boards, page), force);
        PrintWriter err = spec.commandLine().getErr();
        err.println("wrote a pack of " + choice.boards().size() + " " + category.id() + " boards ("
                + arrangement.id() + " order) to " + out + (page ? "; play it: " + out.resolve(PackPage.PAGE) : ""));
        choice.guessNote().ifPresent(err::println);
        if (!choice.luckKnown() && puzzle.measuresLuck()) {
            err.println("note: " + folder.resolve("summary.json") + " has no luck figures (an older sift): run its sift "
                    + "command again, which adds them without playing, and pack takes the boards that need no guess first");
        }
        choice.luckNote().ifPresent(err::println);
        return 0;
    }
}
