package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.variant.CellSets;

import java.util.BitSet;
import java.util.function.IntConsumer;

/**
 * What one round of no-guess generation ({@link SatCertainty#forRound}) leaves to its end: a
 * round needs only some certain cell to go on, and a cell left out is revealed in a later round,
 * so where models are dear and tests bounded the long tests wait ({@link #defers}). Kept apart
 * from the solver's questions: this class decides which tests wait and which cells skip their
 * first test, and remembers the cells whose tests ran out, which the growth tells the next round.
 * Elsewhere (the players, other rules, boards of at most 64 cells) nothing waits, and only the
 * cells whose tests ran out are remembered.
 */
final class RoundDeferral {
    private final boolean defers;
    /** The cells whose first bounded test ran out in the round before ({@link #defers}). */
    private final BitSet slowBefore;
    /** The cells whose first bounded test ran out, or that skipped it, at this position. */
    private BitSet slow = new BitSet();

    /** Deferring when {@code defers}, told the cells whose tests ran out in the round before. */
    RoundDeferral(boolean defers, BitSet slowBefore) {
        this.defers = defers;
        this.slowBefore = (BitSet) slowBefore.clone();
    }

    /**
     * Whether a test that the narrow solver found no layout for, and that the whole solver does
     * not settle within the test's bound, waits for the round's end ({@link #settleHard}):
     * where models are dear and tests are bounded, in a round of no-guess generation. Such a test,
     * a proof that runs long, cost up to a second at 30×16/99 A (1,000 conflicts from each of two
     * starts, a conflict there costing milliseconds early in a board), and a round that reveals
     * other cells does not need it.
     */
    boolean defers() {
        return defers;
    }

    /** A new position: no test has run out at it yet. */
    void newPosition() {
        slow = new BitSet();
    }

    /** Whether {@code c}'s first bounded test ran out in the round before: it would again, mostly. */
    boolean ranOutBefore(int c) {
        return slowBefore.get(c);
    }

    /** Notes that {@code c}'s first bounded test ran out, or was skipped, at this position. */
    void ranOut(int c) {
        slow.set(c);
    }

    /**
     * The {@code hard} cells (tests that ran out at the test's bound after the narrow solver
     * found no layout), tested again ({@code retest}, with {@link Sat#FIRST_BOUND}) only when the
     * round has no other safe cell to reveal, so that it does not stall for want of them; else
     * taken out of the candidates {@code safe} and {@code mines}, as a cell whose test runs out
     * always is (it is only not revealed in this round).
     */
    static void settleHard(BitSet hard, BitSet safe, BitSet mines, IntConsumer retest) {
        if (hard.isEmpty()) {
            return;
        }
        if (!CellSets.minus(safe, hard).isEmpty()) {
            safe.andNot(hard);
            mines.andNot(hard);
            return;
        }
        for (int c = hard.nextSetBit(0); c >= 0; c = hard.nextSetBit(c + 1)) {
            if (safe.get(c) || mines.get(c)) {
                retest.accept(c);
            }
        }
    }

    /**
     * The cells whose first bounded test ran out at this position, or that waited for the round's
     * end without it; a new set.
     */
    BitSet slowCells() {
        return (BitSet) slow.clone();
    }
}
