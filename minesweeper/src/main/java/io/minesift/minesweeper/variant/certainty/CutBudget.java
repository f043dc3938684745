package io.minesift.minesweeper.variant.certainty;

/**
 * How many cut clauses the lazily enforced global rules (C, A, O, S) may add over a piece of work
 * that spans several solvers, such as one draw of no-guess generation. The lazy loop
 * ({@link Sat#solveObeying}) can run for a long time on some positions: the solver keeps finding
 * layouts whose mines fall apart, each cut rules out a few, and every cut added slows every later
 * solve. A budget bounds that; the work that runs out is dropped by its caller, never answered
 * wrongly. It is a count, not a time, so the same seed gives the same board on any machine and
 * with any number of threads. It also tallies the solvers' work, Sat4j's inspected watches over
 * every solve ({@link #work()}), which are the same in every run of the same question and follow
 * the CPU a draw takes, so that a caller can drop a draw that has worked too long, as no-guess
 * generation's restarts do.
 */
public final class CutBudget {
    /** Thrown by a solve that would go over its budget; the caller drops the work. */
    public static final class Exhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exhausted(long limit) {
            super("more than " + limit + " cut clauses", null, false, false);
        }
    }

    private final long limit;
    private long spent;
    private long work;

    /** A budget of {@code limit} cut clauses. */
    public CutBudget(long limit) {
        this.limit = limit;
    }

    /** No limit: certainty asked once, as by {@code probabilities} or {@code hint}. */
    public static CutBudget unlimited() {
        return new CutBudget(Long.MAX_VALUE);
    }

    /** Sat4j's inspected watches over every solve charged to this budget so far. */
    public long work() {
        return work;
    }

    /** Counts {@code inspects} more inspected watches (only counted: the caller decides what is too many). */
    void work(long inspects) {
        work += inspects;
    }

    /** Cut clauses added so far. */
    public long spent() {
        return spent;
    }

    /** Counts {@code cuts} more cut clauses; throws once the total goes over the limit. */
    void spend(int cuts) {
        spent += cuts;
        if (spent > limit) {
            throw new Exhausted(limit);
        }
    }
}
