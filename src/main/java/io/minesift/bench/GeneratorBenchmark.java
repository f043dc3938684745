package io.minesift.bench;

import io.minesift.generate.BoardGenerator;

import java.util.Arrays;
import java.util.function.LongConsumer;

/** Times a board generator, one board at a time on the calling thread. */
public final class GeneratorBenchmark {
    /** Milliseconds per board over the timed boards. */
    public record Result(int boards, double medianMs, double p90Ms, double maxMs, double meanMs) {
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
        long[] t = new long[boards];
        for (int i = 0; i < boards; i++) {
            long start = System.nanoTime();
            generator.generate(seed, i);
            t[i] = System.nanoTime() - start;
            progress.accept(i);
        }
        Arrays.sort(t);
        return new Result(boards, t[boards / 2] / 1e6, t[Math.min(boards - 1, boards * 9 / 10)] / 1e6,
                t[boards - 1] / 1e6, Arrays.stream(t).average().orElse(0) / 1e6);
    }
}
