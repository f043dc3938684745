package io.minesift.minesweeper.variant.certainty;

/**
 * How many cut clauses the lazily enforced global rules (C, A, O, S) may add over a piece of work
 * that spans several solvers, such as one draw of no-guess generation. The lazy loop
 * ({@link Sat#solveObeying}) can run for a long time on some positions: the solver keeps finding
 * layouts whose mines fall apart, each cut rules out a few, and every cut added slows every later
 * solve. A budget bounds that; the work that runs out is dropped by its caller, never answered
 * wrongly. It is a count, not a time, so the same seed gives the same board on any machine and
 * with any number of threads.
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

    /** A budget of {@code limit} cut clauses. */
    public CutBudget(long limit) {
        this.limit = limit;
    }

    /** No limit: certainty asked once, as by {@code probabilities} or {@code hint}. */
    public static CutBudget unlimited() {
        return new CutBudget(Long.MAX_VALUE);
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
