package io.minesift.cli;

import io.minesift.core.experiment.Wilson;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.play.SearchGrid;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code minesift shanghai-grid}: the research's n x d table of the Shanghai players' solve rates. */
@Command(name = "shanghai-grid", abbreviateSynopsis = true,
        description = {"Shanghai: the (n samples, depth d) players' solve rates.",
                "The research's table on the same generated deals, with a 95 %% Wilson interval and the CPU per "
                        + "game; weights, hidden tiles and dead check from --player (default: the strong one's, as dealt)."},
        footer = {"Examples:",
                "  minesift shanghai-grid --layout mini-turtle --deals 1000 --plays 10",
                "  minesift shanghai-grid --layout medium-72 --samples 16 --depths 3,4",
                Main.GUIDE})
final class ShanghaiGridCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Mixin
    LayoutOption layout;

    @Option(names = "--deals", paramLabel = "N", defaultValue = "100", description = "Generated deals. Default: ${DEFAULT-VALUE}.")
    int deals;

    @Option(names = "--plays", paramLabel = "R", defaultValue = "10", description = "Plays of each deal by each player. Default: ${DEFAULT-VALUE}.")
    int plays;

    @Option(names = "--samples", paramLabel = "N", split = ",", defaultValue = "1,4,16",
            description = "The numbers of samples n. Default: ${DEFAULT-VALUE}.")
    int[] samples;

    @Option(names = "--depths", paramLabel = "D", split = ",", defaultValue = "1,2,3,4",
            description = "The search depths d. Default: ${DEFAULT-VALUE}.")
    int[] depths;

    @Option(names = "--player", paramLabel = "PLAYER",
            description = "A Shanghai player: a built-in name or a file.")
    PlayerChoice player;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the deals and plays. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Untimed deals first, for the JIT. Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(names = "--plain", description = "The plain search, kept to check the fast one: same moves, slower.")
    boolean plain;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Override
    public Integer call() {
        Limits.check("--deals", deals, 1, Limits.GRID_DEALS);
        Limits.check("--plays", plays, 1, Limits.GRID_PLAYS);
        Limits.check("--deals x --plays", (long) deals * plays, 1, Limits.GRID_GAMES);
        Limits.check("--warmup", warmup, 0, Limits.GRID_DEALS);
        for (int n : samples) {
            check("--samples", n, 1024);
        }
        for (int d : depths) {
            check("--depths", d, 6);
        }
        ShanghaiPlayer base = base();
        Layout shape = ShanghaiFiles.layout(layout.name == null ? ShanghaiPuzzle.DEFAULT_LAYOUT : layout.name);
        List<SearchGrid.Cell> table;
        try (Progress progress = feedback.bar("shanghai-grid", deals, true)) {
            table = SearchGrid.measure(shape, deals, plays, seed, samples, depths, base, Threads.resolve(threads),
                    done -> progress.step(), warmup, plain);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s: %d generated deals x %d plays (seed %d), hidden tiles %s%s%n%n", shape.name(), deals,
                plays, seed, base.hiddenTiles().id(), plain ? ", plain search" : "");
        out.println("| n | d | solve rate | 95 % interval | CPU ms per game |");
        out.println("|---|---|---|---|---|");
        for (SearchGrid.Cell c : table) {
            double[] ci = Wilson.interval95((int) c.games(), (int) c.wins());
            out.printf(Locale.ROOT, "| %d | %d | %.2f %% | %.2f–%.2f %% | %.2f |%n", c.samples(), c.depth(), 100 * c.rate(),
                    100 * ci[0], 100 * ci[1], c.cpuMsPerGame());
        }
        out.flush();
        return 0;
    }

    private ShanghaiPlayer base() {
        if (player == null) {
            return ((ShanghaiPlayer) ShanghaiPlayers.strong()).with(HiddenTiles.AS_DEALT);
        }
        return (ShanghaiPlayer) ShanghaiPlayers.parse(player.file(), player.source());
    }

    private static void check(String option, int value, int max) {
        if (value < 1 || value > max) {
            throw new IllegalArgumentException(option + " takes whole numbers from 1 to " + max + ", got " + value);
        }
    }
}
