package io.minesift.cli;

import io.minesift.core.classify.Agreement;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.LabelFiles;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftBoards;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.report.SiftReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code minesift score}: sifts a labelled held-out set at several seeds and says how often the
 * categories agree with the labels, and how many boards change category from one seed to the next.
 * The labels never train anything: they are only compared with.
 */
@Command(name = "score", abbreviateSynopsis = true,
        description = {"How often sift agrees with a held-out set's labels.",
                "Sifts the labelled boards at each seed (never training on the labels), then prints the agreement, "
                        + "the confusion counts, and the boards that change category between seeds."},
        footer = {"Example (the shipped held-out set):",
                "  minesift score --instances instances/heldout/boards.json \\",
                "      --truth instances/heldout/labels.json --seeds 1,2,3",
                Main.GUIDE})
final class ScoreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = {"-i", "--instances"}, paramLabel = "PATH", required = true,
            description = "The held-out boards: a set, .mine/MBF or folder.")
    Path instances;

    @Option(names = "--truth", paramLabel = "FILE", required = true,
            description = "Their labels, JSON {\"ID\": \"CATEGORY\"}.")
    Path truthFile;

    @Option(names = "--seeds", paramLabel = "S", split = ",", defaultValue = "1,2,3",
            description = "Seeds to sift with. Default: ${DEFAULT-VALUE}.")
    List<Long> seeds;

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

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", defaultValue = "reports/score",
            description = "Folder of one sift per seed. Default: ${DEFAULT-VALUE}.")
    Path out;

    @Override
    public Integer call() {
        return score(Games.of(game.name, instances, imports.files()));
    }

    private <B> int score(Puzzle<B> puzzle) {
        run.check();
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("--seeds needs at least one seed");
        }
        ProgressListener listener = feedback.listener(spec.commandLine().getErr());
        List<B> boards = SiftBoards.read(puzzle, instances, listener::note);
        SiftJob<B> job = run.job(puzzle, boards);
        Map<String, Category> truth = LabelFiles.read(truthFile, boards.stream().map(puzzle::boardId).toList());
        if (truth.isEmpty()) {
            throw new IllegalArgumentException(truthFile + ": no labels to score against");
        }
        String name = instances.getFileName() == null ? instances.toString() : instances.getFileName().toString();
        SiftJob.Inputs<B> inputs = new SiftJob.Inputs<>(name, boards, morePlayers.all(players, puzzle), Map.of());
        List<Map<String, Category>> runs = new ArrayList<>();
        List<Agreement> agreements = new ArrayList<>();
        for (long seed : seeds) {
            SiftReport report = job.run(inputs, seed, run.repeats(puzzle), out.resolve("seed-" + seed), listener, true);
            Map<String, Category> predicted = new LinkedHashMap<>();
            report.rows().forEach(r -> predicted.put(r.id(), r.category()));
            agreements.add(Agreement.of(truth, predicted));
            runs.add(predicted);
        }
        PrintWriter o = spec.commandLine().getOut();
        o.printf(Locale.ROOT, "%d labelled boards of %s, %s%d plays per board and player (%s plays), estimate %s%n",
                truth.size(), name, run.plays.equals("fixed") ? "" : "up to ", run.repeats(puzzle), run.plays, run.estimate.id());
        for (int i = 0; i < seeds.size(); i++) {
            print(o, seeds.get(i), agreements.get(i));
        }
        for (int i = 1; i < runs.size(); i++) {
            int changed = Agreement.changes(runs.get(i - 1), runs.get(i));
            o.printf(Locale.ROOT, "seed %d -> seed %d: %d of %d boards change category (%.1f %%)%n", seeds.get(i - 1),
                    seeds.get(i), changed, runs.get(i).size(), 100.0 * changed / runs.get(i).size());
        }
        run.warnIfTooFewRepeats(puzzle, listener::note);
        return 0;
    }

    private static void print(PrintWriter o, long seed, Agreement a) {
        o.printf(Locale.ROOT, "seed %d: agreement %d of %d = %.1f %%%n", seed, a.agreed(), a.boards(), 100 * a.accuracy());
        for (Category label : Category.values()) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  labelled %-16s ->", label.id()));
            a.confusion().get(label).forEach((p, n) -> line.append(String.format(Locale.ROOT, " %s %d,", p.id(), n)));
            o.println(line.substring(0, line.length() - 1));
        }
    }
}
