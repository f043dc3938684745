package io.minesift.cli;

import io.minesift.minesweeper.bench.GeneratorBenchmark;
import io.minesift.minesweeper.bench.ProbabilityBenchmark;
import io.minesift.minesweeper.bench.VariantProbabilityBenchmark;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.generate.Logic;
import io.minesift.minesweeper.generate.NoGuessGenerator;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.variant.VariantEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** {@code minesift bench}: reproducible speed measurements. */
@Command(name = "bench", abbreviateSynopsis = true,
        description = {"Reproducible speed measurements, on one thread.",
                "probabilities: the probability engine in seeded games; no-guess: generate --no-guess; variant: the "
                        + "exact variant engine (--rules); puzzle: generate --rules R --puzzle."},
        footer = {"Examples:",
                "  minesift bench probabilities expert --count 500 --seed 1",
                "  minesift bench no-guess expert --count 200 --first-click zero --start D4",
                "  minesift bench variant 8x8x26 --rules T,X --count 50 --warmup 5",
                Main.GUIDE})
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Parameters(index = "0", paramLabel = "WHAT", description = "probabilities, no-guess, variant or puzzle.")
    String what;

    @Parameters(index = "1", paramLabel = "BOARD", defaultValue = "expert",
            description = "Preset or WxHxM. Default: ${DEFAULT-VALUE}.")
    BoardSpec board;

    @Option(names = {"-n", "--count", "--games"}, paramLabel = "N", defaultValue = "500", description = "Timed games (boards). Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "100",
            description = "Untimed games first, for the JIT. Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Board seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    BoardRules rules;

    @Option(names = "--rules", paramLabel = "RULES", defaultValue = "V",
            description = "variant and no-guess: rules such as T,X. Default: ${DEFAULT-VALUE}.")
    io.minesift.minesweeper.variant.RuleSet variantRules;

    @Option(names = "--logic", paramLabel = "LEVEL", defaultValue = "full",
            description = "no-guess: two-body or full (default).")
    Logic logic;

    @Override
    public Integer call() {
        if (!java.util.List.of("probabilities", "no-guess", "variant", "puzzle").contains(what)) {
            throw new IllegalArgumentException("unknown benchmark '" + what + "': use probabilities, no-guess, variant or puzzle");
        }
        Limits.check("--count", games, 1, Limits.BENCH_GAMES);
        Limits.check("--warmup", warmup, 0, Limits.BENCH_WARMUP);
        if ("no-guess".equals(what)) {
            return noGuess();
        }
        if ("puzzle".equals(what)) {
            return puzzle();
        }
        if ("variant".equals(what)) {
            return variant();
        }
        ProbabilityBenchmark bench = new ProbabilityBenchmark(new ProbabilityEngine(), board, rules.firstClick, rules.start);
        ProbabilityBenchmark.Result r;
        try (Progress progress = feedback.bar("bench", games, true)) {
            r = bench.run(seed, warmup, games, i -> progress.step());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(java.util.Locale.ROOT, "board %s, first click %s at %s, seed %d: %d games (%d warm-up), %d positions%n",
                board, rules.firstClick.id(), rules.start.label(), seed, games, warmup, r.positions());
        out.printf(java.util.Locale.ROOT, "time per position: median %.4f ms, p90 %.4f ms, p99 %.4f ms, max %.3f ms, mean %.4f ms%n",
                r.medianMs(), r.p90Ms(), r.p99Ms(), r.maxMs(), r.meanMs());
        out.printf(java.util.Locale.ROOT, "positions over the enumeration budget (Monte Carlo): %d%n", r.sampledPositions());
        out.printf(java.util.Locale.ROOT, "safest-cell player: %d of %d games won (%.1f %%)%n", r.wins(), r.games(), 100 * r.winRate());
        return 0;
    }

    private int noGuess() {
        boolean variant = !variantRules.vanilla();
        return timeBoards(variant
                ? new io.minesift.minesweeper.variant.generate.VariantGenerator(board, variantRules, rules.firstClick, rules.start, true)
                : new NoGuessGenerator(board, rules.firstClick, rules.start, logic),
                String.format(java.util.Locale.ROOT, "no-guess %s%s, %s logic, first click %s at %s", board,
                        variant ? " rules " + variantRules : "", variant ? "exact" : logic.id(), rules.firstClick.id(),
                        rules.start.label()));
    }

    private int puzzle() {
        return timeBoards(io.minesift.minesweeper.variant.generate.VariantGenerator.puzzles(board, variantRules),
                "puzzles " + board + " rules " + variantRules + ", given clues, exact logic");
    }

    /** Times a board generator board by board and prints the figures under {@code title}. */
    private int timeBoards(io.minesift.minesweeper.generate.BoardGenerator generator, String title) {
        GeneratorBenchmark bench = new GeneratorBenchmark(generator);
        GeneratorBenchmark.Result r;
        try (Progress progress = feedback.bar("bench", games, true)) {
            r = bench.run(seed, warmup, games, i -> progress.step());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(java.util.Locale.ROOT, "%s, seed %d: %d boards (%d warm-up)%n", title, seed, r.boards(), warmup);
        out.printf(java.util.Locale.ROOT, "time per board: median %.2f ms (CPU %.2f ms), p90 %.2f ms, max %.1f ms, mean %.2f ms%n",
                r.medianMs(), r.medianCpuMs(), r.p90Ms(), r.maxMs(), r.meanMs());
        out.printf(java.util.Locale.ROOT, "CPU per board: median %.2f ms, p90 %.2f ms, max %.1f ms%n",
                r.medianCpuMs(), r.p90CpuMs(), r.maxCpuMs());
        return 0;
    }

    /**
     * @throws IllegalArgumentException (one line) when the engine has no answer on a position of
     *                                  this board: its state budget, or a weighted count past 64 bits
     *                                  (a liar board of 63 or 64 cells with no mine, all revealed by
     *                                  the first click)
     */
    private int variant() {
        VariantProbabilityBenchmark.Result r;
        try (Progress progress = feedback.bar("bench", games, true)) {
            VariantProbabilityBenchmark bench = new VariantProbabilityBenchmark(board, variantRules, new VariantEngine());
            r = bench.run(seed, warmup, games, i -> progress.step());
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("bench variant " + board + " rules " + variantRules + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(java.util.Locale.ROOT, "variant %s, rules %s, seed %d: %d positions after a first click (%d warm-up)%n",
                board, variantRules, seed, r.positions(), warmup);
        out.printf(java.util.Locale.ROOT, "time per position: median %.1f ms, p90 %.1f ms, max %.1f ms, mean %.1f ms%n",
                r.medianMs(), r.p90Ms(), r.maxMs(), r.meanMs());
        out.printf(java.util.Locale.ROOT, "median layouts per position %d; answers failing the check: %d%n",
                r.layoutsMedian(), r.failedChecks());
        return r.failedChecks() == 0 ? 0 : 1;
    }
}
