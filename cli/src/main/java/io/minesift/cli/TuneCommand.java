package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.curate.Puzzle;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import io.minesift.core.tune.Dimension;
import io.minesift.core.tune.PlayerTemplate;
import io.minesift.core.tune.TuneJob;
import io.minesift.core.tune.Tuner;
import io.minesift.core.tune.TuningReport;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.OutputFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

/** {@code minesift tune}: fit a player's parameters to a goal. */
@Command(name = "tune", abbreviateSynopsis = true,
        description = {"Fit a player's parameters to a goal.",
                "Goals: win-rate, target-rate=X or separation. Ranges are searched by CMA-ES, choices by a grid, on "
                        + "the same boards and streams; the best is checked on held-out boards against the file's own "
                        + "parameters, which it keeps when nothing beats them."},
        footer = {"Examples:",
                "  minesift tune --player weak --params overlook=0..0.5 --goal target-rate=0.5 \\",
                "      --on beginner --budget 40000 --out weak-50.json",
                "  minesift tune --player weak --params 'useMineCount=true|false' \\",
                "      --goal win-rate --on 6x6x6 --budget 2400 --out weak-tuned.json",
                Main.GUIDE})
final class TuneCommand implements Callable<Integer> {
    /** Evaluations per grid point below which CMA-ES cannot move from its start over a range. */
    static final int MIN_RANGE_EVALUATIONS = 5;

    /** Every grid point of the choices once, and a few CMA-ES steps at each when a range is tuned too. */
    static long minimumEvaluations(List<Dimension> dims) {
        long grid = 1;
        for (Dimension d : dims) {
            grid *= d.discrete() ? d.choices().size() : 1;
        }
        boolean ranges = dims.stream().anyMatch(d -> !d.discrete());
        return Math.max(2, grid * (ranges ? MIN_RANGE_EVALUATIONS : 1));
    }

    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = "--player", paramLabel = "PLAYER", required = true,
            description = "The player to start from: a built-in name or a file.")
    PlayerChoice startPlayer;

    @Option(names = "--params", paramLabel = "SPEC", required = true,
            description = "Comma-separated: NAME=LOW..HIGH, 'NAME=A|B', or NAME alone (its whole range).")
    String params;

    @Option(names = "--goal", paramLabel = "GOAL", required = true, description = "win-rate, separation or target-rate=X.")
    String goal;

    @Mixin
    GameOption game;

    @Option(names = "--on", paramLabel = "BOARD", description = "Generate Minesweeper boards: a preset or WxHxM.")
    BoardSpec on;

    @Option(names = {"-i", "--instances"}, paramLabel = "PATH",
            description = "Or these boards (alternate ones held out).")
    Path instances;

    @Mixin
    LayoutOption layoutOption;

    @Mixin
    BoardRules rules;

    @Mixin
    ImportOptions imports;

    @Option(names = "--boards", paramLabel = "N", defaultValue = "100",
            description = "Training boards, and as many held out. Default: ${DEFAULT-VALUE}.")
    int boards;

    @Option(names = {"-r", "--repeats"}, paramLabel = "R", defaultValue = "10",
            description = "Plays per board and candidate, fixed: every candidate meets the same plays, never fewer "
                    + "(tune does not decide early). Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = "--budget", paramLabel = "GAMES", required = true, description = "Games to spend on the search.")
    int budget;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", required = true, description = "The tuned player file.")
    Path out;

    @Option(names = "--report", paramLabel = "DIR", defaultValue = "reports/tune",
            description = "Folder for tuning.csv and .png. Default: ${DEFAULT-VALUE}.")
    Path report;

    @Override
    public Integer call() {
        if ((on != null ? 1 : 0) + (instances != null ? 1 : 0) + (layoutOption.name != null ? 1 : 0) != 1) {
            throw new IllegalArgumentException("give either --on BOARD or --instances PATH (or --layout NAME for a game "
                    + "with layouts)");
        }
        if (boards < 1 || repeats < 1 || budget < 1) {
            throw new IllegalArgumentException("--boards, --repeats and --budget must be at least 1");
        }
        Limits.check("--repeats", repeats, 1, Limits.REPEATS);
        Limits.check("--boards", boards, 1, Integer.MAX_VALUE / 2); // twice as many are made: training and held out
        Puzzle<?> puzzle = Games.of(game.name, instances, imports.files());
        if (on != null && !(puzzle instanceof MinesweeperPuzzle)) {
            throw new IllegalArgumentException("--on generates Minesweeper boards; for the " + puzzle.id()
                    + " game give --instances PATH");
        }
        if (layoutOption.name != null && puzzle.generator().isEmpty()) {
            throw new IllegalArgumentException("--layout generates the boards of a game with layouts (--game shanghai); "
                    + "for the " + puzzle.id() + " game give " + (puzzle instanceof MinesweeperPuzzle ? "--on BOARD" : "--instances PATH"));
        }
        return run(puzzle);
    }

    /** The run on one game's boards. */
    private <B> int run(Puzzle<B> puzzle) {
        int t = Threads.resolve(threads);
        PlayerTemplate<B> template = puzzle.template(startPlayer.file(), startPlayer.source());
        List<Dimension> dims = Dimension.parseAll(params, template::declared);
        io.minesift.core.tune.Goal parsedGoal = io.minesift.core.tune.Goal.parse(goal);
        TuneJob<B> job = new TuneJob<>(template, template.weakRole() ? puzzle.strong() : puzzle.weak(),
                puzzle::labelByConstruction, parsedGoal, repeats, seed, t);
        job.check(dims);
        AtomicFiles.checkWritable(out);
        // the player file is written once, atomically, at the end: the report folder is the run's to lock
        try (OutputFolder folder = OutputFolder.claimNames(report, "tune", REPORT_FILES,
                     OutputFolder.olderOutput(REPORT_FILES, java.util.Map.of("tuning.csv", "evaluation")))) {
            return tune(puzzle, template, dims, parsedGoal, job);
        }
    }

    /** The report folder's files, listed in its manifest: a tune run replaces an earlier one's, and touches nothing else. */
    private static final List<String> REPORT_FILES = List.of("tuning.csv", "tuning.png");

    private <B> int tune(Puzzle<B> puzzle, PlayerTemplate<B> template, List<Dimension> dims, io.minesift.core.tune.Goal parsedGoal,
                         TuneJob<B> job) {
        List<List<B>> split = boards(puzzle);
        TuneJob.Outcome outcome;
        long gamesPerEvaluation = (long) split.get(0).size() * repeats;
        long needed = minimumEvaluations(dims);
        if (budget < needed * gamesPerEvaluation) {
            throw new IllegalArgumentException("--budget " + budget + " pays for " + budget / gamesPerEvaluation
                    + " evaluations of " + split.get(0).size() + " boards x " + repeats + " plays; comparing these candidates "
                    + "needs at least " + needed + ": give --budget " + needed * gamesPerEvaluation
                    + " or more, or fewer --boards or --repeats");
        }
        int evaluations = (int) Math.min(Integer.MAX_VALUE, budget / gamesPerEvaluation);
        try (Progress progress = feedback.bar("tune", evaluations, true)) {
            outcome = job.run(dims, budget, split.get(0), split.get(1),
                    progress::stepBy);
        }
        boolean better = outcome.after().score() > outcome.before().score();
        AtomicFiles.write(out, better ? outcome.tunedFile() : template.with(java.util.Map.of(), "Kept by minesift tune: "
                + "no candidate beat these parameters for " + parsedGoal + " on the held-out boards."));
        AtomicFiles.write(report.resolve("tuning.csv"), TuningReport.csv(outcome.trace()));
        AtomicFiles.write(report.resolve("tuning.png"), TuningReport.png(outcome.trace(),
                "tuning " + Path.of(startPlayer.given()).getFileName() + " for " + parsedGoal, "score (" + parsedGoal + ", higher is better)"));
        print(outcome, parsedGoal);
        if (!better) {
            spec.commandLine().getOut().printf(Locale.ROOT, "the tuned parameters did not beat the starting ones on the "
                    + "held-out boards (score %.4f against %.4f): %s keeps the starting parameters%n",
                    outcome.after().score(), outcome.before().score(), out);
        }
        // the summary line last, as every command that writes files ends (Main)
        spec.commandLine().getOut().println("wrote " + out + ", " + report.resolve("tuning.csv") + " and "
                + report.resolve("tuning.png"));
        return 0;
    }

    /** Training boards and held-out boards. */
    @SuppressWarnings("unchecked") // --on only with the Minesweeper game, whose boards are Instances
    private <B> List<List<B>> boards(Puzzle<B> puzzle) {
        if (on != null) {
            UniformGenerator g = new UniformGenerator(on, rules.firstClick, rules.start);
            List<Instance> train = IntStream.range(0, boards).mapToObj(i -> g.generate(seed, i)).toList();
            List<Instance> held = IntStream.range(boards, 2 * boards).mapToObj(i -> g.generate(seed, i)).toList();
            return List.of((List<B>) train, (List<B>) held);
        }
        if (layoutOption.name != null) {
            Sizing.check("--boards", 2L * boards, puzzle.id() + " boards");
            List<B> made = puzzle.generator().orElseThrow().generate(layoutOption.name, seed, 2 * boards);
            return List.of(List.copyOf(made.subList(0, boards)), List.copyOf(made.subList(boards, 2 * boards)));
        }
        List<B> all = puzzle.readBoards(instances);
        if (all.size() < 2) {
            throw new IllegalArgumentException(instances + ": need at least 2 boards (half train, half held out)");
        }
        List<B> train = new ArrayList<>();
        List<B> held = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            (i % 2 == 0 ? train : held).add(all.get(i));
        }
        return List.of(train, held);
    }

    private void print(TuneJob.Outcome o, io.minesift.core.tune.Goal g) {
        PrintWriter w = spec.commandLine().getOut();
        Tuner.Step best = o.best();
        w.printf(Locale.ROOT, "%d evaluations; best %s (score %.4f, win rate %.2f %% on the training boards)%n",
                o.trace().size(), best.values(), best.score(), 100 * best.rate());
        w.printf(Locale.ROOT, "held-out boards, %d plays each (fixed plays):%n", o.before().plays());
        w.printf(Locale.ROOT, "  %-9s win rate %.2f %% (95 %% interval %.2f-%.2f %%), %s score %.4f%n", "before", 100 * o.before().rate(),
                100 * o.before().low95(), 100 * o.before().high95(), g, o.before().score());
        w.printf(Locale.ROOT, "  %-9s win rate %.2f %% (95 %% interval %.2f-%.2f %%), %s score %.4f%n", "tuned", 100 * o.after().rate(),
                100 * o.after().low95(), 100 * o.after().high95(), g, o.after().score());
    }
}
