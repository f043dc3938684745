package io.minesift.minesweeper.bench;

import io.minesift.minesweeper.generate.BoardGenerator;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Times a board generator, one board at a time on the calling thread. Besides the wall time it
 * takes the thread's CPU time, which other work on a shared machine does not inflate.
 */
public final class GeneratorBenchmark {
    /**
     * Milliseconds per board over the timed boards: wall time, and CPU time (median, p90 and the
     * slowest board, since a generator's tail is what a user making many boards meets).
     */
    public record Result(int boards, double medianMs, double p90Ms, double maxMs, double meanMs, double medianCpuMs,
                         double p90CpuMs, double maxCpuMs) {
    }

    private final BoardGenerator generator;

    public GeneratorBenchmark(BoardGenerator generator) {
        this.generator = generator;
    }

    /**
     * Makes {@code warmup} untimed boards (for the JIT, from another seed), then times boards
     * 0 to {@code boards} − 1 of {@code seed}.
     *
     * @param progress told after each timed board (its index)
     */
    public Result run(long seed, int warmup, int boards, LongConsumer progress) {
        for (int i = 0; i < warmup; i++) {
            generator.generate(seed ^ 0x5DEECE66DL, i);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] wall = new long[boards];
        long[] cpu = new long[boards];
        for (int i = 0; i < boards; i++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            generator.generate(seed, i);
            wall[i] = System.nanoTime() - start;
            cpu[i] = threads.getCurrentThreadCpuTime() - cpuStart;
            progress.accept(i);
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        int p90 = Math.min(boards - 1, boards * 9 / 10);
        return new Result(boards, wall[boards / 2] / 1e6, wall[p90] / 1e6, wall[boards - 1] / 1e6,
                Arrays.stream(wall).average().orElse(0) / 1e6, cpu[boards / 2] / 1e6, cpu[p90] / 1e6,
                cpu[boards - 1] / 1e6);
    }
}
