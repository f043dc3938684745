package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.LayoutOdds;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Mine probabilities of a variant position of any size, where the exact engine's count is out of
 * reach: the cells Sat4j proves safe or mines ({@link SatCertainty}) get 0 or 1, and the other
 * hidden cells their probability by {@link LayoutOdds}: exact where the clues' components can be
 * listed and either no global rule applies or few enough layouts are left to check one by one,
 * else sampled by {@link #CHAINS} chains that provably reach every fitting layout (the share of
 * sampled layouts with a mine in the cell, with the largest standard error between chains stated).
 * Where a component is too large to list, the older swap chain ({@link LayoutChain}) samples
 * instead, and the answer says so ({@link #method}). The chains' random stream is derived from the
 * position itself, so the same position gets the same answer whoever asks (the strong player and
 * the referee) and on any thread.
 */
public final class SampledOdds {
    /** Independent chains. */
    public static final int CHAINS = 4;
    /** Moves dropped at the start of each chain. */
    public static final int BURN_IN = 400;
    /** Layouts read per chain. */
    public static final int SAMPLES = 500;
    /** Moves between two reads. */
    public static final int THIN = 8;
    /** The default sampler. */
    public static final LayoutOdds.Settings DEFAULTS = new LayoutOdds.Settings(CHAINS, BURN_IN, SAMPLES, THIN);

    /** How the odds were found. */
    public enum Method {
        /** Exact (counted, not sampled). */
        EXACT,
        /** Sampled by chains that reach every fitting layout. */
        SAMPLED,
        /** Sampled by the swap chain, whose reach is not proven (a clue component too large to list). */
        SWAP_CHAIN
    }

    private final boolean consistent;
    private final double[] probability;
    private final double error;
    private final BitSet safe;
    private final Method method;
    private final int samples;
    private BitSet provenMines = new BitSet();

    private SampledOdds(boolean consistent, double[] probability, double error, BitSet safe, Method method, int samples) {
        this.consistent = consistent;
        this.probability = probability;
        this.error = error;
        this.safe = safe;
        this.method = method;
        this.samples = samples;
    }

    /** The odds of a position with the default sampler. */
    public static SampledOdds of(VariantPosition p) {
        return of(p, DEFAULTS, false);
    }

    /**
     * The odds of a position.
     *
     * @param forceSample sample even where an exact route applies (to measure the sampler)
     */
    public static SampledOdds of(VariantPosition p, LayoutOdds.Settings settings, boolean forceSample) {
        int n = p.geometry().size();
        SatCertainty certain = new SatCertainty(p);
        if (!certain.consistent()) {
            return new SampledOdds(false, new double[n], 0, new BitSet(), Method.EXACT, 0);
        }
        BitSet safe = certain.safeCells();
        BitSet mines = certain.mineCells();
        java.util.function.Function<SplittableRandom, BitSet> start = random -> start(p, certain, random);
        LayoutOdds odds = forceSample ? LayoutOdds.sample(p, safe, mines, settings, seed(p), start)
                : LayoutOdds.of(p, safe, mines, settings, seed(p), start, false);
        if (odds == null) {
            return swapChains(p, certain, settings);
        }
        double[] probability = new double[n];
        for (int c = 0; c < n; c++) {
            probability[c] = safe.get(c) ? 0 : mines.get(c) ? 1 : odds.probability(c);
        }
        return new SampledOdds(odds.consistent(), probability, odds.error(), safe,
                odds.method() == LayoutOdds.Method.EXACT ? Method.EXACT : Method.SAMPLED, odds.samples()).proving(mines);
    }

    /** A fitting layout: a draw from the clues' law that obeys the global rule, else a SAT model near a random set. */
    private static BitSet start(VariantPosition p, SatCertainty certain, SplittableRandom random) {
        BitSet drawn = LayoutOdds.fittingDraw(p, certain.safeCells(), certain.mineCells(), random, 64);
        return drawn != null ? drawn : certain.layout(certain.safeCells(), certain.mineCells(), near(p, random), random)
                .orElseThrow();
    }

    private static BitSet near(VariantPosition p, SplittableRandom random) {
        BitSet near = new BitSet();
        int[] open = CellSets.cells(p.hiddenCells());
        for (int c : open) {
            if (random.nextInt(open.length) < p.totalMines() - p.flaggedCells().cardinality()) {
                near.set(c);
            }
        }
        return near;
    }

    /** The swap chains ({@link LayoutChain}), for a position whose clue components are too large to list. */
    private static SampledOdds swapChains(VariantPosition p, SatCertainty certain, LayoutOdds.Settings s) {
        int n = p.geometry().size();
        BitSet mines = certain.mineCells();
        BitSet hidden = p.hiddenCells();
        SplittableRandom random = new SplittableRandom(seed(p));
        int chains = s.chains();
        double[][] means = new double[chains][n];
        for (int k = 0; k < chains; k++) {
            LayoutChain chain = new LayoutChain(p, new BitSet(),
                    certain.layout(certain.safeCells(), mines, near(p, random), random).orElseThrow());
            chain.sweeps(SWAP_BURN_IN, random);
            for (int r = 0; r < SWAP_SAMPLES; r++) {
                chain.sweeps(1, random);
                BitSet layout = chain.layout();
                for (int c = layout.nextSetBit(0); c >= 0; c = layout.nextSetBit(c + 1)) {
                    means[k][c] += 1.0 / SWAP_SAMPLES;
                }
            }
        }
        LayoutOdds.Pooled pooled = LayoutOdds.Pooled.of(means, hidden::get);
        double[] probability = new double[n];
        for (int c = 0; c < n; c++) {
            boolean known = !hidden.get(c) || certain.safeCells().get(c) || mines.get(c);
            probability[c] = known ? (p.flaggedCells().get(c) || mines.get(c) ? 1 : 0) : pooled.mean()[c];
        }
        double error = pooled.error();
        return new SampledOdds(true, probability, error, certain.safeCells(), Method.SWAP_CHAIN, chains * SWAP_SAMPLES)
                .proving(mines);
    }

    /** Sweeps dropped and read per swap chain (the fallback). */
    private static final int SWAP_BURN_IN = 50;
    private static final int SWAP_SAMPLES = 200;

    /** A seed from the position: its board, rules, mine total, and shown cells and clues. */
    private static long seed(VariantPosition p) {
        long h = p.geometry().hashCode() * 31L + p.rules().text().hashCode();
        h = h * 31 + p.totalMines();
        h = h * 31 + p.revealedCells().hashCode();
        h = h * 31 + p.flaggedCells().hashCode();
        return io.minesift.core.util.Seeds.derive(h, 0x5A4D);
    }

    /** Whether any layout fits. */
    public boolean consistent() {
        return consistent;
    }

    /** The cell's estimated mine probability (0 or 1 where Sat4j proves it; 0 when no layout fits). */
    public double probability(int cell) {
        return probability[cell];
    }

    /** The largest standard error over the cells, between chains. */
    public double error() {
        return error;
    }

    private SampledOdds proving(BitSet mines) {
        provenMines = (BitSet) mines.clone();
        return this;
    }

    /** How the odds were found. */
    public Method method() {
        return method;
    }

    /** Layouts sampled (0 when exact). */
    public int samples() {
        return samples;
    }

    /** Whether the odds are exact rather than sampled. */
    public boolean exact() {
        return method == Method.EXACT;
    }

    /**
     * How the odds were found, in words: "exact", or "sampled from 2000 layouts (largest standard
     * error 0.012)", naming the swap chain when the older sampler was used.
     */
    public String describe() {
        if (exact()) {
            return "exact";
        }
        return String.format(java.util.Locale.ROOT, "sampled from %d layouts%s (largest standard error %.3f)", samples,
                method == Method.SWAP_CHAIN ? " by the swap chain" : "", error);
    }

    /** The hidden cells proven mines. */
    public BitSet certainMines() {
        return (BitSet) provenMines.clone();
    }

    /** The hidden cells proven safe. */
    public BitSet certainSafe() {
        return (BitSet) safe.clone();
    }
}
