package io.minesift.cli;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.ReferenceBuilder;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.util.OutputFolder;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.shanghai.label.LabelPlayers;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code minesift reference}: remakes the labelled reference boards the classifier trains on, for any game. */
@Command(name = "reference", abbreviateSynopsis = true,
        description = {"Make the labelled boards sift's classifier trains on.",
                "Boards labelled by construction by the game's own rule, then played by both players; sift "
                        + "--reference DIR trains on them. --labels-only makes a held-out set for score."},
        footer = {"Examples (the shipped Minesweeper set; a coins set):",
                "  minesift reference --per-category 40 --without-ties 20 --hard-skill 20 \\",
                "      --seed 2026 --repeats 100 \\",
                "      --out minesweeper/src/main/resources/io/minesift/minesweeper/sift",
                "  minesift reference --game coins --per-category 5 --out coins-reference",
                Main.GUIDE})
final class ReferenceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = MinesweeperPuzzle.ID,
            description = "minesweeper (default), shanghai or coins.")
    String game;

    @Option(names = "--per-category", paramLabel = "N", defaultValue = "40", description = "Boards per category. Default: ${DEFAULT-VALUE}.")
    int perCategory;

    @Option(names = "--without-ties", paramLabel = "N",
            description = "Minesweeper: luck-bound boards with no 50/50. Default: half.")
    Integer withoutTies;

    @Option(names = "--hard-skill", paramLabel = "N",
            description = "Minesweeper: hard skill-rewarding boards. Default: half.")
    Integer hardSkill;

    @Mixin
    LayoutOption layoutOption;

    @Option(names = "--labels-only", description = "Write boards.json and labels.json, unplayed.")
    boolean labelsOnly;

    @Option(names = "--categories", paramLabel = "C", split = ",",
            description = "Shanghai, with --labels-only: only these categories (a layout whose deals lack some).")
    java.util.List<String> categories;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "2026", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--repeats", paramLabel = "R", defaultValue = "100", description = "Plays per board and player, fixed: a reference board's rates "
            + "train the classifier, so every board gets them all (reference does not decide early). Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Mixin
    PlayerOptions players;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true,
            description = "Folder for reference-boards.json and reference.json.")
    Path out;

    @Option(names = "--force", description = "Remove an earlier reference run's files in DIR first.")
    boolean force;

    /** A reference set far beyond any use (the shipped one has 40 per category), and every product of it an int. */
    static final int MOST_PER_CATEGORY = 10_000;

    @Override
    public Integer call() {
        if (perCategory < 1 || repeats < 1) {
            throw new IllegalArgumentException("--per-category and --repeats must be at least 1");
        }
        Limits.check("--repeats", repeats, 1, Limits.REPEATS);
        if (perCategory > MOST_PER_CATEGORY) {
            throw new IllegalArgumentException("--per-category must be at most " + MOST_PER_CATEGORY + " (the shipped set "
                    + "has 40), got " + perCategory);
        }
        return make(puzzle());
    }

    /** The game, with Minesweeper's own choice of luck-bound boards without ties; other games refuse that option. */
    private Puzzle<?> puzzle() {
        Puzzle<?> puzzle = Games.named(game, BoardFiles.defaults());
        if (categories != null && !(puzzle instanceof ShanghaiPuzzle)) {
            throw new IllegalArgumentException("--categories chooses the categories of a Shanghai held-out set: --game "
                    + puzzle.id() + " chooses boards of every category");
        }
        if (puzzle instanceof MinesweeperPuzzle minesweeper) {
            if (layoutOption.name != null) {
                throw new IllegalArgumentException("--layout chooses the layout of Shanghai's reference deals (--game "
                        + "shanghai): Minesweeper has no layouts to choose");
            }
            MinesweeperPuzzle chosen = withoutTies == null ? minesweeper : minesweeper.withoutTies(withoutTies);
            return hardSkill == null ? chosen : chosen.hardSkill(hardSkill);
        }
        if (withoutTies != null) {
            throw new IllegalArgumentException("--without-ties chooses Minesweeper's luck-bound boards without a 50/50 "
                    + "guess: --game " + puzzle.id() + " has no such choice");
        }
        if (hardSkill != null) {
            throw new IllegalArgumentException("--hard-skill chooses Minesweeper's hard skill-rewarding boards: --game "
                    + puzzle.id() + " has no such choice");
        }
        if (puzzle instanceof ShanghaiPuzzle shanghai) {
            return shanghai(shanghai);
        }
        if (layoutOption.name != null) {
            throw new IllegalArgumentException("--layout chooses the layout of Shanghai's reference deals: --game "
                    + puzzle.id() + " has no layouts");
        }
        return puzzle;
    }

    /**
     * Shanghai on the layout {@code --layout} names, of the categories {@code --categories} names,
     * labelled as margins of the chances of the players that play the set ({@code --weak}, {@code --strong}).
     */
    private ShanghaiPuzzle shanghai(ShanghaiPuzzle shanghai) {
        ShanghaiPuzzle laid = layoutOption.name == null ? shanghai : shanghai.withReferenceLayout(layoutOption.name);
        ShanghaiPuzzle chosen = LabelPlayers.of(players.weak(laid), players.strong(laid)).map(laid::withLabelPlayers)
                .orElse(laid);
        if (categories == null) {
            return chosen;
        }
        if (!labelsOnly) {
            throw new IllegalArgumentException("--categories makes a held-out set (--labels-only): a reference set "
                    + "needs deals of every category to train on");
        }
        java.util.Set<Category> wanted = java.util.EnumSet.noneOf(Category.class);
        categories.forEach(c -> wanted.add(Category.parse(c.trim())));
        return chosen.withCategories(wanted);
    }

    private <B> int make(Puzzle<B> puzzle) {
        ProgressListener listener = feedback.listener(spec.commandLine().getErr());
        // Choosing comes first and says nothing, so that a refused choice stays a single line.
        Map<B, Category> chosen = puzzle.referenceBoards(seed, perCategory, Threads.resolve(threads));
        try (OutputFolder folder = ReferenceBuilder.claim(out, force)) {
            if (labelsOnly) {
                ReferenceBuilder.writeHeldOut(puzzle, chosen, folder);
                spec.commandLine().getOut().println("wrote " + chosen.size() + " labelled boards to " + out);
                return 0;
            }
            listener.note("chose " + chosen.size() + " boards (up to " + perCategory + " per category); playing them");
            ReferenceSet<B> set = ReferenceBuilder.write(puzzle, chosen, players.weak(puzzle), players.strong(puzzle), seed,
                    repeats, Threads.resolve(threads), folder, listener, madeBy(puzzle));
            spec.commandLine().getOut().println("wrote " + set.boards().size() + " reference boards to " + out);
            return 0;
        }
    }

    /**
     * The command that makes the same set again, as reference.json records it (Minesweeper's words as
     * shipped), with the players when they were named: they play the set, and label a Shanghai one.
     */
    private String madeBy(Puzzle<?> puzzle) {
        StringBuilder cmd = new StringBuilder("minesift reference");
        if (puzzle instanceof MinesweeperPuzzle minesweeper) {
            cmd.append(" --per-category ").append(perCategory).append(" --without-ties ")
                    .append(minesweeper.tiesFor(perCategory)).append(" --hard-skill ")
                    .append(minesweeper.hardSkillFor(perCategory));
        } else {
            cmd.append(" --game ").append(puzzle.id());
            if (puzzle instanceof ShanghaiPuzzle shanghai && !shanghai.referenceLayout().equals(ShanghaiPuzzle.DEFAULT_LAYOUT)) {
                cmd.append(" --layout ").append(shanghai.referenceLayout());
            }
            cmd.append(" --per-category ").append(perCategory);
        }
        if (players.weak != null) {
            cmd.append(" --weak ").append(players.weak.given());
        }
        if (players.strong != null) {
            cmd.append(" --strong ").append(players.strong.given());
        }
        return cmd.append(" --seed ").append(seed).append(" --repeats ").append(repeats).toString();
    }
}
