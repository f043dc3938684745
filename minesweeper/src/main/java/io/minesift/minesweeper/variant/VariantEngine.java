package io.minesift.minesweeper.variant;

/**
 * Exact mine probabilities of a variant position, for any clue rule and at most one global rule.
 *
 * <p>A dynamic programme over the cells in reading order (a transfer matrix). After each cell the
 * state is what the rest of the board can still depend on: the mine bits of the cells met so far
 * that an unfinished clue looks at ({@link ClueChecks}), and the global rule's {@link Tracker}
 * state. Prefixes with the same state have the same completions, so they are merged, each state
 * carrying its number of prefixes by mine count. Clues prune as soon as no pattern agrees; the
 * tracker prunes as soon as the rule cannot hold. A backward pass then gives, for each cell, the
 * layouts in which it is a mine. Cells that no clue sees are counted exactly like the others,
 * so with a global rule their dependence is followed, and without one the count reduces to the
 * usual binomial weighting. Exact: counts are {@code long}s, which cannot overflow on 64 cells
 * unweighted; under the liar's weights only a fully revealed liar board of 63 or 64 cells with no
 * mine overflows ({@link Counting#of} then gives no answer; the bound is in VariantCountLimitTest).
 */
public final class VariantEngine {
    /** Default budget of states in one layer. */
    public static final int DEFAULT_MAX_STATES = 3_000_000;

    private final int maxStates;

    public VariantEngine(int maxStates) {
        this.maxStates = maxStates;
    }

    public VariantEngine() {
        this(DEFAULT_MAX_STATES);
    }

    /**
     * @throws IllegalArgumentException with more than one global rule, or a global rule on a board
     *                                  wider than its tracker supports
     * @throws IllegalStateException    when a layer would exceed the state budget (no answer is given)
     */
    public VariantProbabilities analyse(VariantPosition p) {
        Counting counting = Counting.of(p, maxStates, false);
        return new VariantProbabilities(p.geometry(), counting.layouts, counting.mineCounts);
    }
}
