package io.minesift.shanghai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * How many deals of a layout the exact full-information solver clears: deals {@code 0..count-1}
 * of a seed, drawn by {@link DealGenerator#deal} (always solvable: a check of the solver) or
 * {@link DealGenerator#uniform} (the research's "about 97 %" is of these). Each deal gets the same
 * node budget; those it does not settle are counted apart, so the true share of solvable deals lies
 * between {@code solved / count} and {@code (solved + undecided) / count}. The time per deal is kept
 * as a mean and a median, in wall-clock time and in the thread's CPU time (the same when the
 * machine is idle; CPU time is what to compare on a shared machine).
 */
public record SolveRate(String layout, long seed, boolean uniform, long maxNodes,
                        int solved, int unsolvable, int undecided, long nanos, long medianNanos,
                        long cpuNanos, long medianCpuNanos) {
    public int count() {
        return solved + unsolvable + undecided;
    }

    /** Mean wall-clock milliseconds per deal, one thread. */
    public double msPerDeal() {
        return nanos / 1e6 / count();
    }

    /** Median wall-clock milliseconds per deal. */
    public double medianMs() {
        return medianNanos / 1e6;
    }

    /** Mean CPU milliseconds per deal, the solving thread's own. */
    public double cpuMsPerDeal() {
        return cpuNanos / 1e6 / count();
    }

    /** Median CPU milliseconds per deal. */
    public double medianCpuMs() {
        return medianCpuNanos / 1e6;
    }

    /** Solves the deals one by one, calling {@code done} with each deal's index when it is settled. */
    public static SolveRate measure(Layout layout, int count, long seed, boolean uniform, long maxNodes, LongConsumer done) {
        if (count < 1) {
            throw new IllegalArgumentException("the count must be at least 1, not " + count);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + maxNodes);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpu = threads.isCurrentThreadCpuTimeSupported();
        int[] by = new int[Solver.Outcome.values().length];
        long[] wall = new long[count];
        long[] cpus = new long[count];
        for (int i = 0; i < count; i++) {
            Position p = uniform ? DealGenerator.uniform(layout, seed, i) : DealGenerator.deal(layout, seed, i).position();
            long start = System.nanoTime();
            long startCpu = cpu ? threads.getCurrentThreadCpuTime() : 0;
            by[Solver.solve(p, maxNodes).outcome().ordinal()]++;
            wall[i] = System.nanoTime() - start;
            cpus[i] = cpu ? threads.getCurrentThreadCpuTime() - startCpu : wall[i];
            done.accept(i);
        }
        return new SolveRate(layout.name(), seed, uniform, maxNodes, by[Solver.Outcome.SOLVED.ordinal()],
                by[Solver.Outcome.UNSOLVABLE.ordinal()], by[Solver.Outcome.UNDECIDED.ordinal()],
                Arrays.stream(wall).sum(), median(wall), Arrays.stream(cpus).sum(), median(cpus));
    }

    /** The median of {@code values} (the mean of the middle two for an even count). */
    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
