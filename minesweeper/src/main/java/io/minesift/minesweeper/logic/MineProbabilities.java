package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Geometry;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.BitSet;

/**
 * The answer to "where are the mines?" for one position: each unknown cell's probability of
 * holding a mine when every layout that fits the clues and the mine total is equally likely,
 * the cells that are certainly safe or certainly mines, and how many layouts fit.
 *
 * <p>{@link Method#EXACT} answers come from complete enumeration; {@link Method#SAMPLED} ones
 * from Monte Carlo estimation of components too large to enumerate, with the sample count and
 * the largest per-cell standard error; {@link Method#INCONSISTENT} means no layout fits.
 */
public final class MineProbabilities {
    /** How the answer was obtained. */
    public enum Method {
        EXACT, SAMPLED, INCONSISTENT,
        /**
         * Too large to enumerate, and random probes found no layout that fits: nothing is known,
         * not even whether the position is consistent.
         */
        UNDETERMINED
    }

    private final Geometry geometry;
    private final Method method;
    private final double[] probability;
    private final BitSet unknown;
    private final BitSet safe;
    private final BitSet mines;
    private final double log10Layouts;
    private final BigInteger layouts;
    private final long samples;
    private final double standardError;
    private final String contradiction;

    MineProbabilities(Geometry geometry, Method method, double[] probability, BitSet unknown, BitSet safe,
                      BitSet mines, double log10Layouts, BigInteger layouts, long samples, double standardError,
                      String contradiction) {
        this.geometry = geometry;
        this.method = method;
        this.probability = probability;
        this.unknown = unknown;
        this.safe = safe;
        this.mines = mines;
        this.log10Layouts = log10Layouts;
        this.layouts = layouts;
        this.samples = samples;
        this.standardError = standardError;
        this.contradiction = contradiction;
    }

    public Geometry geometry() {
        return geometry;
    }

    public Method method() {
        return method;
    }

    public boolean exact() {
        return method == Method.EXACT;
    }

    /** Whether probabilities are known: the position was solved exactly or by sampling. */
    public boolean consistent() {
        return method == Method.EXACT || method == Method.SAMPLED;
    }

    /** Whether nothing could be said: no layout was found, but none was ruled out either. */
    public boolean undetermined() {
        return method == Method.UNDETERMINED;
    }

    /** Why no layout fits, or why none was found, when there are no probabilities; else {@code null}. */
    public String contradiction() {
        return contradiction;
    }

    /**
     * The mine probability of a cell: in [0, 1] for an unknown cell, 1 for a flagged or shown
     * mine, NaN for a revealed cell (and for every cell of an inconsistent position).
     */
    public double probability(int cell) {
        return probability[cell];
    }

    /** Whether the cell is hidden and unflagged, so its probability was computed. */
    public boolean isUnknown(int cell) {
        return unknown.get(cell);
    }

    /** Whether the cell is unknown and neither a certain mine nor certain safe. */
    public boolean isUndecided(int cell) {
        return unknown.get(cell) && probability[cell] > 0 && probability[cell] < 1;
    }

    /** Unknown cells that hold no mine in any layout that fits. */
    public BitSet certainSafe() {
        return (BitSet) safe.clone();
    }

    /** Unknown cells that hold a mine in every layout that fits. */
    public BitSet certainMines() {
        return (BitSet) mines.clone();
    }

    /** The number of layouts that fit, exactly, when it was asked for and the answer is exact; else {@code null}. */
    public BigInteger layouts() {
        return layouts;
    }

    /** Base-10 logarithm of the number of layouts that fit (an estimate when sampled). */
    public double log10Layouts() {
        return log10Layouts;
    }

    /** Random probes made for components too large to enumerate (0 when exact). */
    public long samples() {
        return samples;
    }

    /** The largest standard error of any cell's probability (0 when exact). */
    public double standardError() {
        return standardError;
    }

    /** The lowest mine probability among unknown cells (NaN when there are none). */
    public double lowestProbability() {
        double best = Double.NaN;
        for (int c = unknown.nextSetBit(0); c >= 0; c = unknown.nextSetBit(c + 1)) {
            if (!(probability[c] >= best)) {
                best = probability[c];
            }
        }
        return best;
    }

    /** Unknown cells whose probability is within {@code tolerance} of the lowest, in reading order. */
    public int[] safestCells(double tolerance) {
        double best = lowestProbability();
        return unknown.stream().filter(c -> probability[c] <= best + tolerance).toArray();
    }

    /** A copy of the probabilities, row-major. */
    public double[] probabilities() {
        return Arrays.copyOf(probability, probability.length);
    }
}
