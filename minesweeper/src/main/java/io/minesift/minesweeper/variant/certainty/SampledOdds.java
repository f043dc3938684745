package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Mine probabilities of a variant position of any size, where the exact count is out of reach:
 * the cells Sat4j proves safe or mines ({@link SatCertainty}) get 0 or 1, and every other hidden
 * cell the share of sampled layouts in which it is a mine. The samples come from {@link #CHAINS}
 * independent swap chains ({@link LayoutChain}), each started from a SAT model near a random set
 * of cells, run {@link #BURN_IN} sweeps, then read once a sweep for {@link #SAMPLES} sweeps. The
 * stated error of a cell is the standard error of its chains' means (their spread over √chains),
 * which is how far the answer moves between independent runs; {@link #error} is the largest over
 * the cells. The chains' random stream is derived from the position itself, so the same position
 * gets the same answer whoever asks (the strong player and the referee) and on any thread.
 */
public final class SampledOdds {
    /** Independent chains. */
    public static final int CHAINS = 4;
    /** Sweeps (one proposal per cell each) dropped at the start of each chain. */
    public static final int BURN_IN = 50;
    /** Sweeps read per chain, one layout each. */
    public static final int SAMPLES = 200;

    private final boolean consistent;
    private final double[] probability;
    private final double error;
    private final BitSet safe;

    private SampledOdds(boolean consistent, double[] probability, double error, BitSet safe) {
        this.consistent = consistent;
        this.probability = probability;
        this.error = error;
        this.safe = safe;
    }

    /** The odds of a position with the default chains. */
    public static SampledOdds of(VariantPosition p) {
        return of(p, CHAINS, BURN_IN, SAMPLES);
    }

    /**
     * The odds of a position with {@code chains} chains of {@code burnIn} + {@code samples} sweeps.
     *
     * @throws IllegalArgumentException when fewer than two chains are asked (no error could be stated)
     */
    public static SampledOdds of(VariantPosition p, int chains, int burnIn, int samples) {
        if (chains < 2) {
            throw new IllegalArgumentException("the sampled odds need at least two chains to state their error");
        }
        int n = p.geometry().size();
        SatCertainty certain = new SatCertainty(p);
        if (!certain.consistent()) {
            return new SampledOdds(false, new double[n], 0, new BitSet());
        }
        BitSet mines = certain.mineCells();
        BitSet hidden = p.hiddenCells();
        SplittableRandom random = new SplittableRandom(seed(p));
        double[][] means = new double[chains][n];
        for (int k = 0; k < chains; k++) {
            BitSet near = new BitSet();
            int[] open = CellSets.cells(hidden);
            for (int c : open) {
                if (random.nextInt(open.length) < p.totalMines() - p.flaggedCells().cardinality()) {
                    near.set(c);
                }
            }
            Optional<BitSet> start = certain.layout(certain.safeCells(), mines, near, random);
            LayoutChain chain = new LayoutChain(p, new BitSet(), start.orElseThrow());
            chain.sweeps(burnIn, random);
            for (int s = 0; s < samples; s++) {
                chain.sweeps(1, random);
                BitSet layout = chain.layout();
                for (int c = layout.nextSetBit(0); c >= 0; c = layout.nextSetBit(c + 1)) {
                    means[k][c] += 1.0 / samples;
                }
            }
        }
        double[] probability = new double[n];
        double error = 0;
        for (int c = 0; c < n; c++) {
            if (!hidden.get(c)) {
                probability[c] = p.flaggedCells().get(c) ? 1 : 0;
                continue;
            }
            double sum = 0;
            double squares = 0;
            for (double[] m : means) {
                sum += m[c];
                squares += m[c] * m[c];
            }
            double mean = sum / chains;
            double variance = Math.max(0, (squares - chains * mean * mean) / (chains - 1));
            probability[c] = certain.safeCells().get(c) ? 0 : mines.get(c) ? 1 : mean;
            error = Math.max(error, Math.sqrt(variance / chains));
        }
        return new SampledOdds(true, probability, error, certain.safeCells());
    }

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

    /** The hidden cells proven safe. */
    public BitSet certainSafe() {
        return (BitSet) safe.clone();
    }
}
