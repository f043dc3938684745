package io.minesift.shanghai;

import java.util.function.LongConsumer;

/**
 * How many deals of a layout the exact full-information solver clears: deals {@code 0..count-1}
 * of a seed, drawn by {@link DealGenerator#deal} (always solvable: a check of the solver) or
 * {@link DealGenerator#uniform} (the research's "about 97 %" is of these). Each deal gets the same
 * node budget; those it does not settle are counted apart, so the true share of solvable deals lies
 * between {@code solved / count} and {@code (solved + undecided) / count}.
 */
public record SolveRate(String layout, long seed, boolean uniform, long maxNodes,
                        int solved, int unsolvable, int undecided, long nanos) {
    public int count() {
        return solved + unsolvable + undecided;
    }

    /** Wall-clock milliseconds per deal, one thread. */
    public double msPerDeal() {
        return nanos / 1e6 / count();
    }

    /** Solves the deals one by one, calling {@code done} with each deal's index when it is settled. */
    public static SolveRate measure(Layout layout, int count, long seed, boolean uniform, long maxNodes, LongConsumer done) {
        if (count < 1) {
            throw new IllegalArgumentException("the count must be at least 1, not " + count);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + maxNodes);
        }
        int[] by = new int[Solver.Outcome.values().length];
        long start = System.nanoTime();
        for (long i = 0; i < count; i++) {
            Position p = uniform ? DealGenerator.uniform(layout, seed, i) : DealGenerator.deal(layout, seed, i).position();
            by[Solver.solve(p, maxNodes).outcome().ordinal()]++;
            done.accept(i);
        }
        return new SolveRate(layout.name(), seed, uniform, maxNodes, by[Solver.Outcome.SOLVED.ordinal()],
                by[Solver.Outcome.UNSOLVABLE.ordinal()], by[Solver.Outcome.UNDECIDED.ordinal()], System.nanoTime() - start);
    }
}
