package io.minesift.minesweeper.bench;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.core.util.Seeds;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.VariantSampler;
import io.minesift.minesweeper.variant.generate.Opening;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;

/**
 * Times the exact variant engine on positions after a first click: board {@code i} is a layout
 * drawn uniformly among those the rules allow ({@link VariantSampler}, stream {@code i} of the
 * seed), the first click a uniformly drawn safe cell, revealed with its openings as in play
 * ({@link Opening}: a liar or negation cell left unopened tells that its scope holds a mine, so a
 * clear one must open). Each answer is checked: the true layout must fit, and the mine counts must
 * add up to layouts × mines.
 */
public final class VariantProbabilityBenchmark {
    /** The timings, and how many answers failed the check (0 expected). */
    public record Result(int positions, double medianMs, double p90Ms, double maxMs, double meanMs, long layoutsMedian,
                         int failedChecks) {
    }

    private final BoardSpec spec;
    private final RuleSet rules;
    private final VariantEngine engine;
    private final VariantSampler sampler;

    /**
     * Counts the layouts the rules allow once, for drawing boards.
     *
     * @throws IllegalArgumentException when the rules allow no layout of this size
     */
    public VariantProbabilityBenchmark(BoardSpec spec, RuleSet rules, VariantEngine engine) {
        this.spec = spec;
        this.rules = rules;
        this.engine = engine;
        Geometry g = Cells.check(spec.geometry());
        VariantPosition blank = VariantPosition.of(g, rules, spec.mines(), 0L, 0L, new io.minesift.minesweeper.variant.ClueValue[g.size()]);
        this.sampler = new VariantSampler(blank, VariantEngine.DEFAULT_MAX_STATES);
    }

    /** Times {@code warmup} untimed positions (for the JIT), then {@code count} timed ones. */
    public Result run(long seed, int warmup, int count, LongConsumer progress) {
        for (int i = 0; i < warmup; i++) {
            engine.analyse(position(seed ^ 0x5DEECE66DL, i));
        }
        long[] times = new long[count];
        long[] layouts = new long[count];
        int failed = 0;
        for (int i = 0; i < count; i++) {
            VariantPosition p = position(seed, i);
            long start = System.nanoTime();
            VariantProbabilities answer = engine.analyse(p);
            times[i] = System.nanoTime() - start;
            layouts[i] = answer.layouts();
            failed += checks(p, answer) ? 0 : 1;
            progress.accept(i);
        }
        Arrays.sort(times);
        Arrays.sort(layouts);
        return new Result(count, pct(times, 0.5), pct(times, 0.9), times[count - 1] / 1e6,
                Arrays.stream(times).average().orElse(0) / 1e6, layouts[count / 2], failed);
    }

    private VariantPosition position(long seed, long i) {
        SplittableRandom random = Seeds.stream(seed, i);
        long mines = sampler.sample(random);
        long safes = Cells.all(spec.geometry()) & ~mines;
        int k = random.nextInt(Long.bitCount(safes));
        for (int j = 0; j < k; j++) {
            safes &= safes - 1;
        }
        long shown = Opening.reveal(spec.geometry(), rules.clue(), mines, 0L, Long.lowestOneBit(safes));
        return VariantPosition.reveal(spec.geometry(), rules, mines, shown, 0L, Seeds.derive(seed, i, 1));
    }

    private boolean checks(VariantPosition p, VariantProbabilities answer) {
        long sum = 0;
        for (int c = 0; c < p.geometry().size(); c++) {
            sum += answer.mineCount(c);
        }
        return answer.consistent() && sum == answer.layouts() * p.totalMines();
    }

    private static double pct(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))] / 1e6;
    }
}
