package io.minesift.shanghai.play;

import io.minesift.core.experiment.Plays;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;

/**
 * The research's table: the mean solve rate of the (n, d) players, for each number of samples n and
 * depth d, on the same generated deals with the same streams (deal i of {@code seed}; play r of
 * player (n, d) on it draws from (seed, i, cell, r)), and the CPU each game took on its thread.
 */
public final class SearchGrid {
    private SearchGrid() {
    }

    /** One cell of the table: the (n, d) player's wins of its games, and its CPU time in all. */
    public record Cell(int samples, int depth, long wins, long games, long cpuNanos) {
        public double rate() {
            return (double) wins / games;
        }

        public double cpuMsPerGame() {
            return cpuNanos / 1e6 / games;
        }
    }

    /**
     * Plays {@code plays} times each of {@code deals} deals of {@code layout} with {@code base}'s
     * weights and hidden-tile rule at every (n, d) of {@code samples} x {@code depths}.
     *
     * @param progress told each time one more deal is done with every cell
     */
    public static List<Cell> measure(Layout layout, int deals, int plays, long seed, int[] samples, int[] depths,
                                     ShanghaiPlayer base, int threads, IntConsumer progress) {
        return measure(layout, deals, plays, seed, samples, depths, base, threads, progress, 0, false);
    }

    /**
     * The same, after {@code warmup} untimed deals (the ones after the table's, each cell playing
     * each once) so the CPU figures leave out the JIT's start; with the plain search when
     * {@code plain} ({@link MonteCarlo}'s reference), which makes the same moves, to time the two.
     */
    public static List<Cell> measure(Layout layout, int deals, int plays, long seed, int[] samples, int[] depths,
                                     ShanghaiPlayer base, int threads, IntConsumer progress, int warmup, boolean plain) {
        for (int i = deals; i < deals + warmup; i++) {
            Position deal = DealGenerator.deal(layout, seed, i).position();
            for (int c = 0; c < samples.length * depths.length; c++) {
                base.with(samples[c / depths.length], depths[c % depths.length]).attempt(deal, Plays.stream(seed, i, c, 0), plain);
            }
        }
        int cells = samples.length * depths.length;
        AtomicLong[] wins = new AtomicLong[cells];
        AtomicLong[] cpu = new AtomicLong[cells];
        for (int c = 0; c < cells; c++) {
            wins[c] = new AtomicLong();
            cpu[c] = new AtomicLong();
        }
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        AtomicLong done = new AtomicLong();
        Plays.forEachBoard(deals, threads, "minesift-grid", i -> {
            Position deal = DealGenerator.deal(layout, seed, i).position();
            for (int c = 0; c < cells; c++) {
                ShanghaiPlayer player = base.with(samples[c / depths.length], depths[c % depths.length]);
                long start = bean.getCurrentThreadCpuTime();
                for (int r = 0; r < plays; r++) {
                    if (player.attempt(deal, Plays.stream(seed, i, c, r), plain).solved()) {
                        wins[c].incrementAndGet();
                    }
                }
                cpu[c].addAndGet(bean.getCurrentThreadCpuTime() - start);
            }
            progress.accept((int) done.incrementAndGet());
        });
        List<Cell> table = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            table.add(new Cell(samples[c / depths.length], depths[c % depths.length], wins[c].get(), (long) deals * plays,
                    cpu[c].get()));
        }
        return table;
    }
}
