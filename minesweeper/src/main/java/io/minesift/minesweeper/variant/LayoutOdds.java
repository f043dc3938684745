package io.minesift.minesweeper.variant;

import java.util.BitSet;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Mine probabilities of a position of any size with some hidden cells already known (safe or
 * mines, from the SAT solver), by the cheapest route that is right:
 *
 * <ol>
 *   <li><b>exact, by components</b>: with no global rule, the clues' law ({@link FrontierLaw}) is
 *       the answer; its probabilities are computed, not sampled;
 *   <li><b>exact, by listing</b>: with a global rule, when the clues allow at most
 *       {@link #MAX_LISTED} layouts, each is checked against the rule and counted;
 *   <li><b>sampled</b>: otherwise {@code chains} independent {@link FrontierChain}s, each from a
 *       fitting start, {@code burnIn} moves dropped, then {@code samples} layouts read every
 *       {@code thin} moves; the stated error is the largest standard error over the cells of the
 *       chains' means (their spread over √chains).
 * </ol>
 *
 * When the clues' components are too large to list ({@link Frontier#complete}), no answer is given
 * here ({@link #of} returns null) and the caller falls back to its own sampler.
 */
public final class LayoutOdds {
    /** The most layouts the listing route checks one by one. */
    public static final double MAX_LISTED = 300_000;

    /** How the odds were found. */
    public enum Method { EXACT, SAMPLED }

    /** The sampler's size: chains, moves dropped, layouts read per chain, moves between reads. */
    public record Settings(int chains, int burnIn, int samples, int thin) {
        public Settings {
            if (chains < 2 || burnIn < 0 || samples < 1 || thin < 1) {
                throw new IllegalArgumentException("the sampler needs at least two chains, a sample and a move between reads");
            }
        }
    }

    private final boolean consistent;
    private final double[] probability;
    private final Method method;
    private final int samples;
    private final double error;

    private LayoutOdds(boolean consistent, double[] probability, Method method, int samples, double error) {
        this.consistent = consistent;
        this.probability = probability;
        this.method = method;
        this.samples = samples;
        this.error = error;
    }

    /**
     * The odds of {@code p} given the hidden cells known {@code safe} and {@code mines}.
     *
     * @param start  a fitting layout for a chain, from its random stream (only on the sampled route)
     * @param exactOnly when true, never sample: null where no exact route applies
     * @return the odds, or null when the components are too large to list (or no exact route, with exactOnly)
     */
    public static LayoutOdds of(VariantPosition p, BitSet safe, BitSet mines, Settings settings, long seed,
                                Function<SplittableRandom, BitSet> start, boolean exactOnly) {
        Frontier frontier = new Frontier(p, safe, mines);
        if (!frontier.complete) {
            return null;
        }
        FrontierLaw law = new FrontierLaw(frontier);
        int n = p.geometry().size();
        if (!law.consistent()) {
            return new LayoutOdds(false, new double[n], Method.EXACT, 0, 0);
        }
        if (p.rules().globals().isEmpty()) {
            return new LayoutOdds(true, law.probabilities(), Method.EXACT, 0, 0);
        }
        if (frontier.free.length == 0 || law.support() <= MAX_LISTED) {
            double[] listed = new Listing(law).probabilities();
            return listed == null ? new LayoutOdds(false, new double[n], Method.EXACT, 0, 0)
                    : new LayoutOdds(true, listed, Method.EXACT, 0, 0);
        }
        return exactOnly ? null : sampled(law, settings, seed, start);
    }

    /**
     * The sampled odds even where an exact route applies (to measure the sampler against it); null
     * when the components are too large to list.
     */
    public static LayoutOdds sample(VariantPosition p, BitSet safe, BitSet mines, Settings settings, long seed,
                                    Function<SplittableRandom, BitSet> start) {
        Frontier frontier = new Frontier(p, safe, mines);
        if (!frontier.complete) {
            return null;
        }
        FrontierLaw law = new FrontierLaw(frontier);
        if (!law.consistent() || frontier.free.length == 0) {
            return of(p, safe, mines, settings, seed, start, true);
        }
        return sampled(law, settings, seed, start);
    }

    private static LayoutOdds sampled(FrontierLaw law, Settings s, long seed, Function<SplittableRandom, BitSet> start) {
        int n = law.frontier.p.geometry().size();
        SplittableRandom random = new SplittableRandom(seed);
        double[][] means = new double[s.chains()][n];
        for (int k = 0; k < s.chains(); k++) {
            FrontierChain chain = new FrontierChain(law, start.apply(random));
            for (int m = 0; m < s.burnIn(); m++) {
                chain.step(random);
            }
            for (int r = 0; r < s.samples(); r++) {
                for (int m = 0; m < s.thin(); m++) {
                    chain.step(random);
                }
                BitSet layout = chain.layout();
                for (int c = layout.nextSetBit(0); c >= 0; c = layout.nextSetBit(c + 1)) {
                    means[k][c] += 1.0 / s.samples();
                }
            }
        }
        Pooled pooled = Pooled.of(means, c -> law.partOf[c] >= 0);
        double[] probability = pooled.mean();
        double error = pooled.error();
        return new LayoutOdds(true, probability, Method.SAMPLED, s.chains() * s.samples(), error);
    }

    /**
     * Independent chains' shares pooled: each cell's mean over the chains, and the largest
     * standard error of that mean (the chains' spread over √chains) over the cells counted.
     */
    public record Pooled(double[] mean, double error) {
        public static Pooled of(double[][] means, java.util.function.IntPredicate counted) {
            int chains = means.length;
            int n = means[0].length;
            double[] mean = new double[n];
            double error = 0;
            for (int c = 0; c < n; c++) {
                double sum = 0;
                double squares = 0;
                for (double[] m : means) {
                    sum += m[c];
                    squares += m[c] * m[c];
                }
                mean[c] = sum / chains;
                double variance = Math.max(0, (squares - chains * mean[c] * mean[c]) / (chains - 1));
                error = counted.test(c) ? Math.max(error, Math.sqrt(variance / chains)) : error;
            }
            return new Pooled(mean, error);
        }
    }

    /** A layout drawn from the clues' law until one obeys the global rule, or null after {@code tries}. */
    public static BitSet fittingDraw(VariantPosition p, BitSet safe, BitSet mines, SplittableRandom random, int tries) {
        Frontier frontier = new Frontier(p, safe, mines);
        FrontierLaw law = frontier.complete ? new FrontierLaw(frontier) : null;
        if (law == null || !law.consistent()) {
            return null;
        }
        double[][] suffix = law.suffixes();
        for (int t = 0; t < tries; t++) {
            BitSet layout = law.draw(random, suffix);
            if (p.rules().holds(p.geometry(), layout)) {
                return layout;
            }
        }
        return null;
    }

    /** Whether any layout fits. */
    public boolean consistent() {
        return consistent;
    }

    /** The cell's mine probability (flags and known mines 1, revealed and known safe cells 0). */
    public double probability(int cell) {
        return probability[cell];
    }

    public Method method() {
        return method;
    }

    /** Layouts read (0 when exact). */
    public int samples() {
        return samples;
    }

    /** The largest standard error over the cells between chains (0 when exact). */
    public double error() {
        return error;
    }

    /** Every layout the clues allow, each checked against the global rule and counted with its weight. */
    private static final class Listing {
        private final FrontierLaw law;
        private final Frontier frontier;
        private final BitSet layout;
        private final double[] sums;
        private double total;

        Listing(FrontierLaw law) {
            this.law = law;
            this.frontier = law.frontier;
            this.layout = (BitSet) frontier.base.clone();
            this.sums = new double[frontier.p.geometry().size()];
        }

        /** The probabilities, or null when no layout obeys the rule. */
        double[] probabilities() {
            walk(0, frontier.left, 1);
            if (total == 0) {
                return null;
            }
            for (int c = 0; c < sums.length; c++) {
                sums[c] /= total;
            }
            return sums;
        }

        private void walk(int part, int left, double weight) {
            if (part == law.parts - 1) {
                interior(frontier.interior, 0, left, weight);
                return;
            }
            Frontier.Component c = frontier.components.get(part);
            for (int a = 0; a < c.assignments.length; a++) {
                int k = Long.bitCount(c.assignments[a]);
                if (k > left) {
                    continue;
                }
                for (int b = 0; b < c.cells.length; b++) {
                    layout.set(c.cells[b], (c.assignments[a] >>> b & 1L) != 0);
                }
                walk(part + 1, left - k, weight * c.weights[a]);
            }
            for (int cell : c.cells) {
                layout.clear(cell);
            }
        }

        private void interior(int[] cells, int from, int left, double weight) {
            if (left == 0) {
                if (frontier.p.rules().holds(frontier.p.geometry(), layout)) {
                    total += weight;
                    layout.stream().forEach(c -> sums[c] += weight);
                }
                return;
            }
            for (int i = from; i <= cells.length - left; i++) {
                layout.set(cells[i]);
                interior(cells, i + 1, left - 1, weight);
                layout.clear(cells[i]);
            }
        }
    }
}
