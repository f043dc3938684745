package io.minesift.minesweeper.bench;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Times the probability engine on positions reached in real games: it plays seeded boards with
 * the plainest probability player (open every certain safe cell, else the safest cell) and
 * times every call to the engine, on one thread.
 */
public final class ProbabilityBenchmark {
    /** The timings and what the games gave. */
    public record Result(int positions, double medianMs, double p90Ms, double p99Ms, double maxMs, double meanMs,
                         int games, int wins, int sampledPositions) {
        public double winRate() {
            return games == 0 ? 0 : (double) wins / games;
        }
    }

    private final ProbabilityEngine engine;
    private final UniformGenerator generator;

    public ProbabilityBenchmark(ProbabilityEngine engine, BoardSpec spec, FirstClickRule rule, StartRule start) {
        this.engine = engine;
        this.generator = new UniformGenerator(spec, rule, start);
    }

    /**
     * Plays {@code warmup} untimed games (for the JIT), then {@code games} timed ones.
     *
     * @param progress told after each timed game (its index)
     */
    public Result run(long seed, int warmup, int games, LongConsumer progress) {
        for (int i = 0; i < warmup; i++) {
            play(generator.generate(seed ^ 0x5DEECE66DL, i), null);
        }
        Recorder recorder = new Recorder();
        int wins = 0;
        for (int i = 0; i < games; i++) {
            if (play(generator.generate(seed, i), recorder) == GameStatus.WON) {
                wins++;
            }
            progress.accept(i);
        }
        long[] t = Arrays.copyOf(recorder.times, recorder.count);
        Arrays.sort(t);
        double mean = Arrays.stream(t).average().orElse(0) / 1e6;
        return new Result(t.length, pct(t, 0.5), pct(t, 0.9), pct(t, 0.99), t.length == 0 ? 0 : t[t.length - 1] / 1e6,
                mean, games, wins, recorder.sampled);
    }

    private static double pct(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))] / 1e6;
    }

    private GameStatus play(Instance board, Recorder recorder) {
        Game game = Game.started(board);
        while (game.status() == GameStatus.PLAYING) {
            long start = System.nanoTime();
            MineProbabilities p = engine.analyse(game.view().position());
            long elapsed = System.nanoTime() - start;
            if (recorder != null) {
                recorder.add(elapsed, p.exact());
            }
            var safe = p.certainSafe();
            if (!p.consistent()) {
                break; // only when Monte Carlo sampling found nothing: count it as a loss
            }
            if (safe.isEmpty()) {
                game.open(p.safestCells(0)[0]);
            } else {
                for (int c = safe.nextSetBit(0); c >= 0 && game.status() == GameStatus.PLAYING; c = safe.nextSetBit(c + 1)) {
                    game.open(c);
                }
            }
        }
        return game.status();
    }

    /** Collects timings into a growing array. */
    private static final class Recorder {
        long[] times = new long[1 << 16];
        int count;
        int sampled;

        void add(long nanos, boolean exact) {
            if (count == times.length) {
                times = Arrays.copyOf(times, times.length * 2);
            }
            times[count++] = nanos;
            if (!exact) {
                sampled++;
            }
        }
    }
}
