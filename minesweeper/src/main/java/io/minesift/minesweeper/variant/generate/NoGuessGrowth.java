package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.certainty.CutBudget;
import io.minesift.minesweeper.variant.certainty.SatCertainty;
import io.minesift.minesweeper.variant.certainty.SatLayouts;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Grows a board that exact logic finishes from the start with no guess, round by round, moving
 * only what has not been shown yet. The play-out of {@link PlayOut} is followed on a layout that
 * may still change (the <i>witness</i>): each round reveals the cells that are safe in every
 * layout fitting what is shown, with the witness's clues. When a round finds nothing, the clues of
 * the cells revealed last are drawn again: the solver of the round before (which holds every clue
 * shown before them) gives another witness that fits all of it, with the new cells' hidden
 * neighbours made all safe or all mines, in the manner of Simon Tatham's repairs
 * ({@link #otherWitness}). So every clue shown before keeps its value and every deduction made
 * stands; only the last cells' clues change. When a round's tries run out, the round before is
 * drawn again; when the start's own clues stall, or the draw has used its budget of rounds or of
 * cut clauses ({@link #CUTS_PER_CELL}), a fresh uniform layout is drawn.
 *
 * <p>The final witness shows, cell by cell, the clues the rounds were played with, so its own
 * play-out from the start repeats them and finishes it: it needs no guess. Boards are not uniform
 * among no-guess boards.
 */
final class NoGuessGrowth {
    /** Fresh draws tried before giving up on a board. */
    static final int DRAWS = 20;
    /** Witnesses tried for one round's clues before the round before is drawn again. */
    static final int TRIES = 12;
    /** Witnesses tried for the start's clues: the first three as for any round, then fresh uniform draws. */
    static final int ORIGIN_TRIES = 32;
    /**
     * Fresh draws for a partition board. A partition clue rarely settles a cell, and its boards
     * stall at the end, a few safe cells lost in a block of mines no clue sees into: at 8×8/26
     * about one draw in seven finishes, so 20 draws left one board in twenty unmade.
     */
    static final int PARTITION_DRAWS = 200;
    /**
     * Cut clauses one draw may add, per cell, under the lazily enforced rules (C, A, O, S). Some
     * draws make the solver's connection loop run on (a minute and more for one board at 8×8/26:
     * thousands of layouts whose mines fall apart, each cut slowing every later solve); a draw
     * that goes over is dropped for a fresh one. Other rules add no cuts, so their boards are as
     * they were.
     */
    static final int CUTS_PER_CELL = 300;

    private final VariantDraw draw;
    private final int total;
    /** Rounds (certainty computations) allowed for one draw. */
    private final int budget;
    /** Fresh draws before giving up. */
    private final int draws;

    NoGuessGrowth(VariantDraw draw, int total) {
        this.draw = draw;
        this.total = total;
        this.budget = 4 * draw.geometry().size();
        this.draws = draw.rules().clue().letter() == 'P' ? PARTITION_DRAWS : DRAWS;
    }

    /** One round: what is shown, the solver's answer, the cells to reveal next, and the witnesses tried for their clues. */
    private static final class Round {
        final long revealed;
        final long flagged;
        /** The solver on what is shown; null before the start is revealed. */
        final SatCertainty certain;
        /** The cells revealed next: those safe in every fitting layout, or the start. */
        final long next;
        int tries;

        Round(long revealed, long flagged, SatCertainty certain, long next) {
            this.revealed = revealed;
            this.flagged = flagged;
            this.certain = certain;
            this.next = next;
        }

        long mines() {
            return certain == null ? 0 : certain.certainMines();
        }
    }

    /**
     * A no-guess layout grown from {@code mines}, its clues shown with the lie seed {@code lies}.
     *
     * @throws IllegalArgumentException when every draw stalled beyond repair
     */
    long solvable(long mines, int start, long lies, SplittableRandom random) {
        Geometry g = draw.geometry();
        long layout = mines;
        long cutBudget = (long) CUTS_PER_CELL * g.size();
        int overBudget = 0;
        for (int d = 0; d < draws; d++) {
            OptionalLong grown;
            try {
                grown = grow(layout, start, lies, new CutBudget(cutBudget), random);
            } catch (CutBudget.Exhausted e) {
                grown = OptionalLong.empty();
                overBudget++;
            }
            if (grown.isPresent()) {
                return grown.getAsLong();
            }
            layout = draw.draw(start, random);
        }
        throw new IllegalArgumentException("could not make a no-guess " + g + " board with " + total + " mines under "
                + draw.rules() + ": " + draws + " draws stalled after " + budget + " rounds each"
                + (overBudget == 0 ? "" : " (" + overBudget + " of them went over " + cutBudget + " connection cuts)")
                + "; use fewer mines, or "
                + "make puzzles with given clues (--puzzle)");
    }

    /** @throws CutBudget.Exhausted when the draw's cut clauses go over {@code cuts} */
    private OptionalLong grow(long first, int start, long lies, CutBudget cuts, SplittableRandom random) {
        Geometry g = draw.geometry();
        long witness = first;
        Deque<Round> rounds = new ArrayDeque<>();
        rounds.push(new Round(0, 0, null, 1L << start));
        rounds.push(round(witness, rounds.peek(), lies, cuts));
        for (int spent = 1; spent < budget; spent++) {
            Round top = rounds.peek();
            if (top.revealed == (Cells.all(g) & ~witness)) {
                return OptionalLong.of(witness);
            }
            if (top.next == 0) {
                OptionalLong other = OptionalLong.empty();
                while (other.isEmpty() && rounds.size() > 1) {
                    Round stalled = rounds.pop();
                    other = otherWitness(rounds.peek(), stalled, witness, start, lies, cuts, random);
                }
                if (other.isEmpty()) {
                    return OptionalLong.empty();
                }
                witness = other.getAsLong();
            }
            rounds.push(round(witness, rounds.peek(), lies, cuts));
        }
        return OptionalLong.empty();
    }

    /**
     * The round after {@code before}: its next cells revealed (with their openings) on the witness,
     * and solved. Clues are shown with the board's lie seed, drawn apart from the layout, so
     * they do not change with the witness.
     */
    private Round round(long witness, Round before, long lies, CutBudget cuts) {
        Geometry g = draw.geometry();
        RuleSet rules = draw.rules();
        long revealed = Opening.reveal(g, rules.clue(), witness, before.revealed, before.next);
        long flagged = before.flagged | before.mines();
        SatCertainty certain = new SatCertainty(VariantPosition.reveal(g, rules, witness, revealed, flagged, lies), cuts);
        return new Round(revealed, flagged, certain, certain.certainSafe());
    }

    /**
     * Another witness fitting {@code before}'s position (before the start: the first-click rule),
     * changed where the cells that {@code stalled} revealed look: first all their hidden neighbours
     * safe, then all of them mines, then every other hidden cell a mine (so the safe cells still
     * hidden lie among those neighbours: late in a board, leftover safe cells walled in by mines
     * where no clue sees them are what stalls it), then one random new clue's hidden neighbours all
     * safe or all mines, by turns, then a random half and a quarter of all the neighbours, safe or
     * mines by turns (under Q, where no scope can be all safe, the start's 2 that settles its
     * corners comes this way); empty once {@link #TRIES} were spent on {@code before}. For the
     * start's own clues, after the first three tries, a fresh uniform layout. A witness is taken only
     * if every clue {@code before} shows keeps its value ({@link #keepsClues}).
     */
    private OptionalLong otherWitness(Round before, Round stalled, long witness, int start, long lies, CutBudget cuts,
                                      SplittableRandom random) {
        Geometry g = draw.geometry();
        RuleSet rules = draw.rules();
        long fresh = stalled.revealed & ~before.revealed;
        long hidden = Cells.all(g) & ~stalled.revealed & ~stalled.flagged;
        long open = 0;
        for (long c = fresh; c != 0; c &= c - 1) {
            open |= Opening.scope(g, rules.clue(), Long.numberOfTrailingZeros(c)) & hidden;
        }
        boolean origin = before.certain == null;
        while (before.tries < (origin ? ORIGIN_TRIES : TRIES)) {
            int t = before.tries++;
            if (origin && t >= 3) {
                return OptionalLong.of(draw.draw(start, random)); // the start's own clues: a fresh uniform layout
            }
            long safe = 0;
            long mines = hidden & ~open; // t == 2: the safe cells still hidden all among the new clues' neighbours
            if (t >= 8) { // a random half, then a quarter, of those neighbours, safe or mines by turns
                long change = half(open, random);
                if (t >= 10) {
                    change = half(change, random);
                }
                safe = t % 2 == 0 ? change : 0;
                mines = t % 2 == 0 ? 0 : change;
            } else if (t != 2) {
                long change = t < 2 ? open : aroundOne(g, rules, fresh, hidden, random);
                safe = t % 2 == 0 ? change : 0;
                mines = t % 2 == 0 ? 0 : change;
            }
            OptionalLong other = origin
                    ? SatLayouts.near(g, rules, total, safe | draw.keepClear(start), mines, witness, random, cuts)
                    : before.certain.layout(safe, mines, witness, random);
            if (other.isPresent() && other.getAsLong() != witness
                    && keepsClues(g, rules, before.revealed, witness, other.getAsLong(), lies)) {
                return other;
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Whether the {@code revealed} cells show the same clues on both layouts. The solver's layouts
     * fit every clue shown, which for every rule but the liar means the same value; a liar's shown
     * k allows k - 1 and k + 1 mines, and a layout that moves from one to the other shows k - 2
     * or k + 2 with the board's lie, a clue that was never played with.
     */
    private static boolean keepsClues(Geometry g, RuleSet rules, long revealed, long old, long other, long lies) {
        for (long r = revealed; r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            if (!rules.clue().show(g, c, old, lies).equals(rules.clue().show(g, c, other, lies))) {
                return false;
            }
        }
        return true;
    }

    /** Each cell kept with probability one half; at least one (none of none). */
    private static long half(long cells, SplittableRandom random) {
        long kept = cells & random.nextLong();
        return kept != 0 ? kept : Long.lowestOneBit(cells);
    }

    /** The hidden cells a random one of the {@code fresh} cells looks at (among those that look at some). */
    private static long aroundOne(Geometry g, RuleSet rules, long fresh, long hidden, SplittableRandom random) {
        long[] scopes = new long[Long.bitCount(fresh)];
        int n = 0;
        for (long c = fresh; c != 0; c &= c - 1) {
            long scope = Opening.scope(g, rules.clue(), Long.numberOfTrailingZeros(c)) & hidden;
            if (scope != 0) {
                scopes[n++] = scope;
            }
        }
        return n == 0 ? 0 : scopes[random.nextInt(n)];
    }
}
