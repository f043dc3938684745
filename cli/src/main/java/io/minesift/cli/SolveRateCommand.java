package io.minesift.cli;

import io.minesift.core.experiment.Wilson;
import io.minesift.shanghai.SolveRate;
import io.minesift.shanghai.label.LabelPlayers;
import io.minesift.shanghai.label.ShanghaiLabels;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code minesift solve-rate}: the Shanghai full-information solver's solve rate on seeded deals. */
@Command(name = "solve-rate", abbreviateSynopsis = true,
        description = {"Shanghai: how many deals the exact solver clears.",
                "The full-information solver (it sees every tile), on one thread, with a 95 %% Wilson interval; "
                        + "deals the node budget leaves open count as undecided. --uniform: kinds shuffled uniformly."},
        footer = {"Examples:",
                "  minesift solve-rate --layout turtle --count 1000 --seed 1 --uniform",
                "  minesift solve-rate --layout mini-spider --count 1000 --labels",
                "  minesift solve-rate --layout mini-turtle --count 50 --labels --each",
                Main.GUIDE})
final class SolveRateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = "--layout", paramLabel = "NAME|FILE", defaultValue = "turtle",
            description = "turtle (default), mini-turtle, mini-spider, medium-72, half-turtle, flat-72 or a layout file.")
    String layout;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1000", description = "Deals. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Deal seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--uniform", description = "Shuffle the kinds uniformly (may be unsolvable).")
    boolean uniform;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "2000000",
            description = "Solver node budget per deal. Default: ${DEFAULT-VALUE}.")
    long maxNodes;

    @Option(names = "--labels", description = "Also count the deals' labels by construction.")
    boolean labels;

    @Option(names = "--each", description = "With --labels: a line per deal as it is read, its id, label and what "
            + "settled it (the solver's, the weak and the strong chooser's counts).")
    boolean each;

    @Mixin
    PlayerOptions players;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "With --labels: threads that read the deals' "
            + "labels, the same counts and lines whatever the number (the solver's own count and times are on one "
            + "thread). Default: the number of cores.")
    Integer threads;

    @Override
    public Integer call() {
        Limits.check("--count", count, 1, Limits.SOLVE_RATE_DEALS);
        if (maxNodes < 1) {
            throw new IllegalArgumentException("--max-nodes must be at least 1, got " + maxNodes);
        }
        if (!labels && (each || players.weak != null || players.strong != null || threads != null)) {
            throw new IllegalArgumentException("--each, --weak, --strong and --threads go with --labels: the players a "
                    + "label is a margin of, its evidence deal by deal and the threads that read it");
        }
        // The players are read before any work, so that a refused pair is one line and nothing else.
        LabelPlayers pair = labels ? labelPlayers() : null;
        int labelThreads = labels ? Threads.resolve(threads) : 1;
        SolveRate r;
        try (Progress progress = feedback.bar("solve-rate", count, true)) {
            r = SolveRate.measure(ShanghaiFiles.layout(layout), count, seed, uniform, maxNodes, i -> progress.step());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s: %d %s deals (seed %d), node budget %d per deal%n", r.layout(), r.count(),
                r.uniform() ? "uniform" : "generated", r.seed(), r.maxNodes());
        line(out, "solved", r.solved(), r.count());
        line(out, "unsolvable", r.unsolvable(), r.count());
        line(out, "undecided", r.undecided(), r.count());
        out.printf(Locale.ROOT, "solvable share: between %.1f %% and %.1f %% (undecided as unsolvable / as solvable)%n",
                100.0 * r.solved() / r.count(), 100.0 * (r.solved() + r.undecided()) / r.count());
        out.printf(Locale.ROOT, "time per deal: mean %.1f ms, median %.1f ms; CPU mean %.1f ms, median %.1f ms%n",
                r.msPerDeal(), r.medianMs(), r.cpuMsPerDeal(), r.medianCpuMs());
        if (labels) {
            census(out, pair, labelThreads);
        }
        return 0;
    }

    /**
     * The labels of the deals, as margins of the chances of the players named (the shipped ones by
     * default), each deal's line printed as it is read when {@code --each} is given: a Turtle deal
     * can take minutes.
     */
    private void census(PrintWriter out, LabelPlayers pair, int labelThreads) {
        Map<String, Integer> counts;
        try (Progress progress = feedback.bar("labels", count, true)) {
            counts = ShanghaiLabels.census(ShanghaiFiles.layout(layout), seed, count, uniform, pair,
                    labelThreads, deal -> {
                if (each) {
                    out.printf(Locale.ROOT, "deal %d %s: %s (%s)%n", deal.index(), ShanghaiFiles.id(deal.deal()),
                            deal.label(), deal.evidence());
                    out.flush();
                }
                progress.step();
            });
        }
        out.println("labels by construction: " + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", ")));
    }

    /** The players named, or Shanghai's shipped ones. */
    private LabelPlayers labelPlayers() {
        ShanghaiPuzzle shanghai = new ShanghaiPuzzle();
        return LabelPlayers.of(players.weak(shanghai), players.strong(shanghai)).orElseThrow();
    }

    private static void line(PrintWriter out, String what, int n, int of) {
        double[] ci = Wilson.interval95(of, n);
        out.printf(Locale.ROOT, "%-10s %6d  %5.1f %%  (95 %% Wilson %.1f-%.1f %%)%n", what, n, 100.0 * n / of,
                100 * ci[0], 100 * ci[1]);
    }
}
