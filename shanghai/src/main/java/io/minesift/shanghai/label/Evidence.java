package io.minesift.shanghai.label;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Wilson;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntPredicate;

import static io.minesift.shanghai.label.ShanghaiLabels.ARRANGEMENTS;

/**
 * What the rules of {@link ShanghaiLabels} have read of a deal's {@value ShanghaiLabels#ARRANGEMENTS}
 * arrangements: perhaps not all of it, but always enough to settle the label when
 * {@link ShanghaiLabels#evidence} returns it. The solver has run on {@code solverRuns} arrangements
 * (any of them), {@code solved} of which it cleared and {@code undecided} its budget left open. The
 * weak chooser's chances on arrangements 0 to {@code weakWalks} − 1 are summed in that order, those
 * its budget leaves undecided at 0 ({@code weakLow}) and at 1 ({@code weakHigh}); the strong
 * chooser's on arrangements 0 to {@code strongWalks} − 1 likewise, undecided at 0 ({@code strong}).
 * An arrangement the solver proves dead has chance 0 in every sum, unwalked.
 * <p>
 * Each rule is then true, false or still open, from the least and the most the full sum over all
 * the arrangements could come to: a sum read so far, in the full reading's order, is exactly what the
 * full reading had summed by then, and adding the rest (each a chance in [0, 1]) can only keep it or
 * raise it, by at most one per arrangement left, and by nothing for an arrangement the solver may
 * prove dead (rounded addition is monotone, so these hold for the double sums too). A label
 * settled from these bounds is therefore the label of the full reading, every arrangement solved and
 * walked.
 */
record Evidence(int solverRuns, int solved, int undecided, int weakWalks, double weakLow, double weakHigh,
                int strongWalks, double strong) {
    /** Far below a chance's worth: a sum of 57 chances that comes out 56.99999999999999 counts as 57. */
    private static final double ROUNDING = 1e-9;
    /**
     * The fewest arrangements of {@value ShanghaiLabels#ARRANGEMENTS} whose 95 % Wilson lower end is at
     * least {@value ShanghaiLabels#EASY_LIMIT}: 60 when written (0.8500, 59 gives 0.8298).
     * Worked out at load from {@link Wilson#interval95}, whose ends rise with the count, so that a
     * sum rounded down to k passes exactly when k is at least this many.
     */
    static final int EASY_LEAST = least(k -> Wilson.interval95(ARRANGEMENTS, k)[0] >= ShanghaiLabels.EASY_LIMIT);
    /** The most arrangements whose 95 % upper end is at most {@value ShanghaiLabels#LUCK_LIMIT}: 41 when written (0.7471; 42 gives 0.7608). */
    static final int LUCK_MOST = least(k -> Wilson.interval95(ARRANGEMENTS, k)[1] > ShanghaiLabels.LUCK_LIMIT) - 1;
    /** The most whose 95 % upper end is at most {@value ShanghaiLabels#WEAK_LIMIT}: 37 when written (0.6913; 38 gives 0.7054). */
    static final int WEAK_MOST = least(k -> Wilson.interval95(ARRANGEMENTS, k)[1] > ShanghaiLabels.WEAK_LIMIT) - 1;
    /** The fewest whose 95 % lower end is at least {@value ShanghaiLabels#STRONG_LIMIT}: 55 when written (0.7538; 54 gives 0.7357). */
    static final int STRONG_LEAST = least(k -> Wilson.interval95(ARRANGEMENTS, k)[0] >= ShanghaiLabels.STRONG_LIMIT);

    /** A rule's value on what has been read: it holds, it fails, or the arrangements left may decide. */
    enum Truth {
        YES, NO, OPEN;

        /** YES when the rule holds at the bound least in its favour, NO when it fails even at the most. */
        static Truth of(boolean surely, boolean possibly) {
            return surely ? YES : possibly ? OPEN : NO;
        }

        Truth and(Truth other) {
            return this == NO || other == NO ? NO : this == YES && other == YES ? YES : OPEN;
        }
    }

    /** Too easy: the weak chooser's sum, undecided walks at 0 and rounded down, is at least {@link #EASY_LEAST}. */
    Truth easy() {
        return Truth.of(down(weakLow) >= EASY_LEAST, down(most(weakLow, weakWalks)) >= EASY_LEAST);
    }

    /** Luck-bound: the arrangements the solver clears or leaves undecided are at most {@link #LUCK_MOST}. */
    Truth luck() {
        return Truth.of(clearableMost() <= LUCK_MOST, solved + undecided <= LUCK_MOST);
    }

    /** Skill-rewarding: the solver clears all, the weak chooser's share is low enough and the strong one's high enough. */
    Truth skill() {
        return Truth.of(solved == ARRANGEMENTS, solved == solverRuns).and(weakSkill()).and(strongEnough());
    }

    /** The weak chooser's sum, undecided walks at 1 and rounded up, is at most {@link #WEAK_MOST}. */
    Truth weakSkill() {
        return Truth.of(up(most(weakHigh, weakWalks)) <= WEAK_MOST, up(weakHigh) <= WEAK_MOST);
    }

    /** The strong chooser's sum, undecided walks at 0 and rounded down, is at least {@link #STRONG_LEAST}. */
    Truth strongEnough() {
        return Truth.of(down(strong) >= STRONG_LEAST, down(most(strong, strongWalks)) >= STRONG_LEAST);
    }

    /** Whether the rules, taken in order, already give one label whatever the arrangements not read hold. */
    boolean settled() {
        Truth easy = easy();
        Truth luck = luck();
        return easy == Truth.YES || easy == Truth.NO && (luck == Truth.YES || luck == Truth.NO && skill() != Truth.OPEN);
    }

    /**
     * The label: the first rule that holds, or none.
     *
     * @throws IllegalStateException when the evidence does not settle it yet
     */
    Optional<Category> label() {
        if (!settled()) {
            throw new IllegalStateException("the evidence does not settle the label yet: " + this);
        }
        if (easy() == Truth.YES) {
            return Optional.of(Category.TOO_EASY);
        }
        if (luck() == Truth.YES) {
            return Optional.of(Category.LUCK_BOUND);
        }
        return skill() == Truth.YES ? Optional.of(Category.SKILL_REWARDING) : Optional.empty();
    }

    /**
     * What has been read, in words: e.g. "solver 64 of 64 cleared; weak chooser 12.31 after 20 walks;
     * strong chooser 45 of 50 plays won" (a term not read is left out, an undecided search or walk
     * named). The figures a census prints beside a deal's label, to say how near a line it came.
     */
    String words() {
        List<String> parts = new ArrayList<>();
        parts.add(String.format(Locale.ROOT, "solver %d of %d cleared%s", solved, solverRuns,
                undecided == 0 ? "" : " (" + undecided + " undecided)"));
        if (weakWalks > 0) {
            parts.add(String.format(Locale.ROOT, "weak chooser %.2f after %d walks%s", weakLow, weakWalks,
                    weakHigh - weakLow > ROUNDING ? String.format(Locale.ROOT, " (%.2f with the undecided)", weakHigh) : ""));
        }
        if (strongWalks > 0) {
            parts.add(String.format(Locale.ROOT, "strong chooser %d of %d plays won", down(strong), strongWalks));
        }
        return String.join("; ", parts);
    }

    private int clearableMost() {
        return solved + undecided + ARRANGEMENTS - solverRuns;
    }

    /**
     * The most a chooser's full sum can come to when {@code walks} arrangements gave {@code sum}: one
     * more for each arrangement left, added as the full reading adds its chances, and never more
     * than the arrangements the solver may clear (a dead one adds 0).
     */
    private double most(double sum, int walks) {
        double most = sum;
        for (int j = walks; j < ARRANGEMENTS; j++) {
            most += 1;
        }
        return Math.min(most, clearableMost());
    }

    private static int down(double sum) {
        return (int) Math.floor(sum + ROUNDING);
    }

    private static int up(double sum) {
        return (int) Math.ceil(sum - ROUNDING);
    }

    /** The least k in 0 .. {@value ShanghaiLabels#ARRANGEMENTS} + 1 for which {@code holds} is true. */
    private static int least(IntPredicate holds) {
        int k = 0;
        while (k <= ARRANGEMENTS && !holds.test(k)) {
            k++;
        }
        return k;
    }
}
