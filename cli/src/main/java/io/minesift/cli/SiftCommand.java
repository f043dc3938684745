package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.LabelFiles;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftBoards;
import io.minesift.core.curate.SiftJob;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.core.report.SiftReport;
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
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

/** {@code minesift sift}: the paired-player difficulty map, its categories and reports. */
@Command(name = "sift", abbreviateSynopsis = true,
        description = {"Sort boards into too easy, luck-bound and skill-rewarding.",
                "Plays each board with a weak and a strong player, maps their solve rates, sorts the boards (k-NN), "
                        + "writes reports to OUT; rerun to resume."},
        footer = {"Examples:",
                "  minesift sift expert --count 200 --seed 3 --first-click zero --start D4",
                "  minesift sift --instances instances/intermediate.json --out reports/inter",
                "  minesift sift --weak weak --player weak-50 --strong strong",
                Main.GUIDE})
final class SiftCommand implements Callable<Integer> {
    static final int DEFAULT_COUNT = 600;

    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = {"-i", "--instances"}, paramLabel = "PATH",
            description = "Boards to sift: a set, .mine/MBF file or folder.")
    Path instances;

    @Parameters(index = "0", arity = "0..1", paramLabel = "BOARD",
            description = "Preset or WxHxM to generate. Default: intermediate.")
    BoardSpec board;

    @Option(names = {"-n", "--count"}, paramLabel = "N", description = "Boards to generate. Default: " + DEFAULT_COUNT + ".")
    Integer count;

    @Mixin
    LayoutOption layoutOption;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the boards and the plays. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    BoardRules rules;

    @Mixin
    ImportOptions imports;

    @Mixin
    GameOption game;

    @Mixin
    PlayerOptions players;

    @Mixin
    MorePlayers morePlayers;

    @Mixin
    SiftRunOptions run;

    @Mixin
    EngineOptions engine;

    @Option(names = "--labels", paramLabel = "FILE",
            description = "Your labels, JSON {\"ID\": \"CATEGORY\"}: they train.")
    Path labelsFile;

    @Option(names = "--force", description = "Remove an earlier sift's files in OUT first.")
    boolean force;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", defaultValue = "reports/sift",
            description = "Output folder. Default: ${DEFAULT-VALUE}.")
    Path out;

    @Override
    public Integer call() {
        if (instances != null && (board != null || count != null)) {
            throw new IllegalArgumentException("give either --instances or a BOARD to generate, not both");
        }
        if (engine.spark() && engine.boardsFrom != null && (instances != null || board != null || count != null)) {
            throw new IllegalArgumentException("give either --boards-from or --instances or a BOARD to generate, not two");
        }
        if (instances != null && inside(instances, out)) {
            throw new IllegalArgumentException("--instances " + instances + " is inside --out " + out + ": the sift's own "
                    + "files would become its boards; give another --out");
        }
        Puzzle<?> puzzle = Games.of(game.name, instances, imports.files());
        if (layoutOption.name != null && (instances != null || puzzle instanceof MinesweeperPuzzle)) {
            throw new IllegalArgumentException(instances != null ? "give either --instances or a --layout to generate, not both"
                    : "--layout names the layout of a game with layouts (e.g. --game shanghai); Minesweeper boards take BOARD");
        }
        if (!(puzzle instanceof MinesweeperPuzzle) && instances == null) {
            if (puzzle.generator().isEmpty()) {
                throw new IllegalArgumentException("--game " + puzzle.id() + " has no generator here: give its boards with --instances");
            }
            if (board != null) {
                throw new IllegalArgumentException("BOARD " + board + " is a Minesweeper board: the " + puzzle.id()
                        + " game generates from --layout");
            }
        }
        return sift(puzzle);
    }

    /** Whether {@code path} is {@code folder} or within it (both made absolute and normalized). */
    static boolean inside(Path path, Path folder) {
        return path.toAbsolutePath().normalize().startsWith(folder.toAbsolutePath().normalize());
    }

    private <B> int sift(Puzzle<B> puzzle) {
        run.check();
        PrintWriter err = spec.commandLine().getErr();
        ProgressListener listener = feedback.listener(err);
        List<B> boards = engine.boardsFrom != null ? engine.boardsFrom(puzzle, listener::note)
                : instances != null ? SiftBoards.read(puzzle, instances, listener::note) : generated(puzzle);
        if (boards.isEmpty()) {
            throw new IllegalArgumentException((instances == null ? "" : instances + ": ") + "no boards to sift");
        }
        SiftJob<B> job = run.job(puzzle, boards);
        Map<String, Category> labels = labelsFile == null ? Map.of()
                : LabelFiles.read(labelsFile, boards.stream().map(puzzle::boardId).toList());
        SiftJob.Inputs<B> inputs = new SiftJob.Inputs<>(boardSetName(puzzle) + puzzle.describe(boards), boards, morePlayers.all(players, puzzle),
                labels);
        long start = System.nanoTime();
        SiftReport report = engine.run(job, () -> PlayerFileRecipe.of(puzzle, players, morePlayers),
                j -> j.run(inputs, seed, run.repeats(puzzle), out, listener, force), out, listener::note);
        print(report, listener.sifted(), (System.nanoTime() - start) / 1e9);
        run.warnIfTooFewRepeats(puzzle, listener::note);
        return 0;
    }

    /** Generated boards: Minesweeper's from BOARD and its rules, another game's from its own generator (the caller checked). */
    @SuppressWarnings("unchecked")
    private <B> List<B> generated(Puzzle<B> puzzle) {
        int n = count == null ? DEFAULT_COUNT : count;
        if (n < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + n);
        }
        if (puzzle instanceof MinesweeperPuzzle) {
            return (List<B>) generated(n);
        }
        Sizing.check("--count", n, puzzle.id() + " boards");
        Puzzle.Generator<B> generator = puzzle.generator().orElseThrow();
        return generator.generate(layout(generator), seed, n);
    }

    private String layout(Puzzle.Generator<?> generator) {
        return layoutOption.name == null ? generator.defaultSpec() : layoutOption.name;
    }

    private List<Instance> generated(int n) {
        if (rules.firstClick == FirstClickRule.NONE) {
            throw new IllegalArgumentException("--first-click none can put a mine on the start cell, and a sift plays every "
                    + "board from a safe start: use --first-click safe or zero");
        }
        Sizing.check("--count", n, spec());
        UniformGenerator generator = new UniformGenerator(spec(), rules.firstClick, rules.start);
        return IntStream.range(0, n).mapToObj(i -> generator.generate(seed, i)).toList();
    }

    private BoardSpec spec() {
        return board == null ? BoardSpec.parse("intermediate") : board;
    }

    private String boardSetName(Puzzle<?> puzzle) {
        if (engine.boardsFrom != null) {
            return engine.boardsFrom.substring(engine.boardsFrom.lastIndexOf('/') + 1);
        }
        if (instances != null) {
            return instances.getFileName() == null ? instances.toString() : instances.getFileName().toString();
        }
        if (!(puzzle instanceof MinesweeperPuzzle)) {
            Puzzle.Generator<?> generator = puzzle.generator().orElseThrow();
            return generator.describe(layout(generator), seed, count == null ? DEFAULT_COUNT : count);
        }
        return (count == null ? DEFAULT_COUNT : count) + " boards " + spec() + " (seed " + seed + ", first click "
                + rules.firstClick.id() + " at " + rules.start.label() + ")";
    }

    /** The result: what was played (nothing, when the journal held every board already), the counts, where the reports are. */
    private void print(SiftReport report, int played, double seconds) {
        PrintWriter o = spec.commandLine().getOut();
        int boards = report.rows().size();
        if (played == 0) {
            o.printf(Locale.ROOT, "all %d boards were already sifted in %s; nothing played: %s%n", boards, out, report.title());
        } else {
            o.printf(Locale.ROOT, "sifted %d boards in %.1f s%s: %s%n", boards, seconds, played == boards ? ""
                    : " (" + played + " played now, " + (boards - played) + " already in " + out.resolve(SiftJob.RESULTS) + ")",
                    report.title());
        }
        report.counts().forEach((c, n) -> o.printf(Locale.ROOT, "  %-16s %5d%n", c.id(), n));
        o.println(report.playsLine());
        o.printf(Locale.ROOT, "classifier: %s, trained on %d reference and %d labelled boards; leave-one-out accuracy %s%n",
                report.classifier(), report.reference(), report.curated(),
                Double.isNaN(report.looAccuracy()) ? "n/a" : String.format(Locale.ROOT, "%.1f %%", 100 * report.looAccuracy()));
        o.println("reports in " + out + ": index.html, map.png, map.svg, boards.csv, summary.json, results.jsonl, boards.json");
    }
}
