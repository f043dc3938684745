package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.certainty.CutBudget;
import io.minesift.minesweeper.variant.certainty.SatCertainty;
import io.minesift.minesweeper.variant.certainty.SatLayouts;
import io.minesift.minesweeper.variant.certainty.VanillaRelaxation;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;

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
 * cut clauses ({@link #CUTS_PER_CELL}), a fresh uniform layout is drawn. Under A beyond 64 cells a
 * draw is also restarted (dropped for a fresh one) once its solvers' work passes a budget that
 * grows by Luby's sequence from one restart to the next ({@link #RESTART_WORK}): such a draw's
 * cost is heavy-tailed, a few draws stalling round after round for many times the usual work,
 * and a fresh draw is most often quicker than the rest of such a one (Gomes, Selman and Kautz on
 * restarts of randomized search). There a round also asks the vanilla relaxation first (counts,
 * flags and total, with what the shape of A's one group settles: {@link VanillaRelaxation#withGroup}),
 * and runs the SAT solver's tests only when it proves no cell safe late in the board
 * ({@link #relaxed}); and there a fresh layout comes from swap chains that go on from one fresh
 * layout to the next ({@link FreshChains}) instead of a SAT model each.
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
    /**
     * Stalls a draw under A beyond 64 cells may make without revealing more cells than it had
     * before them, before it is dropped for a fresh one. On 30×16/99 seed 1 one draw stalled 1,765
     * times in a row at one point of the middle game (85 to 92 cells undecided, its redraws
     * turning in a circle), 28 s of CPU, while a fresh draw then finished in 28 rounds.
     */
    static final int STALE_STALLS = 60;
    /**
     * {@link #STALE_STALLS} where rounds ask the vanilla relaxation first ({@link #relaxFirst}):
     * a fresh draw costs less there (its early rounds run no SAT test), while a stall still costs
     * a witness search in A's encoding, and the stalls come two to three times as often as with
     * the SAT solver's rounds. At 30×16/99 (seeds 1 to 10, 20 boards each, run one after the
     * other with 60) 30 lowered the p90 on seven seeds and the slowest board on eight (seed 8:
     * 10.7 → 5.4 s), raising both on seeds 5 and 10 (3.4 → 5.2 s and 3.4 → 4.8 s at the max).
     */
    static final int RELAXED_STALE_STALLS = 30;
    /**
     * The unit of a draw's restart budget under A beyond 64 cells, in Sat4j's inspected watches
     * over every solve of the draw: the draw after the r-th restart may spend this times the r-th
     * term of Luby's sequence ({@link #luby}) before it too is dropped for a fresh one. A draw's
     * cost is heavy-tailed: over 138 draws of 30×16/99 (seeds 1 to 6, 20 boards and 2 warm-up
     * each) the 132 that finished spent 4.5 million at the median, 13.6 million at the 90th
     * percentile and up to 75 million (8.7 s of CPU), and one dropped after 60 stalls 278 million
     * (23 s), while a draw's CPU follows its inspections (about 87 ms a million, correlation
     * 0.92; loosely: a draw of seed 7 dropped after 60 stalls took 4 s for 9 million). A unit of
     * 12 million, which a replay of those draws with restarts favoured, cut draws of the bulk that
     * were about to finish (seed 1: its slowest board went from 13.9 to 24.8 million, cut at 12
     * and drawn again); 25 million, about twice the 90th percentile, cuts only the six draws over
     * it (5.4 to 23 s each). A count, not a time: the same seed gives the same board on any
     * machine. The budgets grow without end, so a board is never refused for a budget too small,
     * and restarts do not count among the {@link #DRAWS}.
     */
    static final long RESTART_WORK = 25_000_000;
    /**
     * {@link #RESTART_WORK} where rounds ask the vanilla relaxation first ({@link #relaxFirst}),
     * whose draws work far less: over 220 draws of 30×16/99 that finished (seeds 1 to 10, 20
     * boards and 2 warm-up each, with the group's shape and the chains' fresh layouts) the median
     * spent 0.8 million inspected watches, the 90th percentile 2.1, the 99th 7.4 and the most 15.6
     * (1.9 s of CPU), while the 7 draws cut at 25 million had spent 25.5 to 31.8 million (2.2 to
     * 5.8 s each) and made the slowest boards, as did some dropped after
     * {@link #RELAXED_STALE_STALLS} stalls (up to 23.6 million, 4.3 s). A unit of 6 million cuts
     * such a draw after about 0.8 s, and 7 of the 220 that finished.
     */
    static final long RELAXED_RESTART_WORK = 6_000_000;
    /**
     * Where rounds ask the vanilla relaxation first ({@link #relaxFirst}), the share of the board's
     * cells that may still be hidden (neither revealed nor flagged) when the SAT solver is asked
     * for a round the relaxation cannot settle; with more hidden the round stalls at once. Counted
     * at 30×16/99 (seed 1, 8 boards, every such round asked): of the solver's rounds at positions
     * where the relaxation had proven nothing, none of 105 with 400 or more cells hidden and 2 of
     * 137 with 200 to 399 found a safe cell, at 118 and 18 ms a round, against 27 of 146 with
     * under 100 hidden; A's connection settles cells the counts do not mostly late in a board.
     */
    static final double SAT_HIDDEN_SHARE = 0.3;

    private final VariantDraw draw;
    /** Inspected watches of a draw's first restart budget, the unit of the Luby sequence; 0: no restarts. */
    private final long restartWork;
    private final int total;
    /** Rounds (certainty computations) allowed for one draw. */
    private final int budget;
    /** Fresh draws before giving up. */
    private final int draws;
    /**
     * Whether a repeated stall goes back to the first round that looks at its cells
     * ({@link #backToFirstTouching}): under T beyond 64 cells, where it was measured. Under A
     * at 16×16/40 the same rule made the slowest boards slower (seed 1: p90 4.3 → 5.6 s of CPU),
     * so other rules keep the stall's skip alone.
     */
    private final boolean backToFirst;
    /**
     * Whether an end stall is repaired by a changed layout ({@link #repairEnd}): under A beyond
     * 64 cells, whose boards stall again and again at their end on a safe cell beside a mine of
     * the one group of mines.
     */
    private final boolean endRepair;
    /**
     * Whether a round first asks the vanilla relaxation ({@link #relaxed}): under A beyond 64 cells
     * with vanilla clues, where the SAT solver's tests were most of a board's time (a model of A's
     * reach layers costs tens of milliseconds at 30×16/99, the relaxation about one).
     */
    private final boolean relaxFirst;

    NoGuessGrowth(VariantDraw draw, int total) {
        this(draw, total, VanillaRelaxation.applies(draw.rules()) ? RELAXED_RESTART_WORK : RESTART_WORK);
    }

    /** With a draw's first restart budget of {@code restartWork} inspected watches (under A beyond 64 cells). */
    NoGuessGrowth(VariantDraw draw, int total, long restartWork) {
        this.draw = draw;
        this.total = total;
        this.budget = 4 * draw.geometry().size();
        this.draws = draw.rules().clue().letter() == 'P' ? PARTITION_DRAWS : DRAWS;
        this.backToFirst = draw.geometry().size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS
                && draw.rules().globals().size() == 1 && draw.rules().globals().get(0).letter() == 'T';
        this.endRepair = draw.geometry().size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS
                && draw.rules().globals().size() == 1 && draw.rules().globals().get(0).letter() == 'A';
        this.restartWork = endRepair ? restartWork : 0;
        this.relaxFirst = endRepair && VanillaRelaxation.applies(draw.rules());
    }

    /**
     * One round: what is shown, the cells proven safe there (revealed next) and proven mines
     * (flagged next), and the solver on what is shown, whose layouts are the witnesses tried for
     * the next round's clues.
     */
    private static final class Round {
        final BitSet revealed;
        final BitSet flagged;
        /** The cells revealed next: those safe in every fitting layout, or the start. */
        final BitSet next;
        /** Hidden cells proven mines (flagged in the next round). */
        private final BitSet mines;
        /** The cells whose bounded tests ran out in the last round that tested any ({@link SatCertainty#slowCells}). */
        final BitSet slow;
        /** The solver on what is shown; null before the start is revealed, or until {@link #make} is asked. */
        private SatCertainty certain;
        /** Makes {@link #certain} when a round settled without it is first asked for a layout; null otherwise. */
        private Supplier<SatCertainty> make;
        int tries;

        /** The round before the start: nothing shown, the start next. */
        Round(int start) {
            this(new BitSet(), new BitSet(), CellSets.of(start), new BitSet(), new BitSet());
        }

        /** A round settled by its solver. */
        Round(BitSet revealed, BitSet flagged, SatCertainty certain) {
            this(revealed, flagged, certain.safeCells(), certain.mineCells(), certain.slowCells());
            this.certain = certain;
        }

        /** A round settled without a solver, which {@code make} gives when a layout is asked of it. */
        Round(BitSet revealed, BitSet flagged, BitSet next, BitSet mines, BitSet slow, Supplier<SatCertainty> make) {
            this(revealed, flagged, next, mines, slow);
            this.make = make;
        }

        private Round(BitSet revealed, BitSet flagged, BitSet next, BitSet mines, BitSet slow) {
            this.revealed = revealed;
            this.flagged = flagged;
            this.next = next;
            this.mines = mines;
            this.slow = slow;
        }

        /** Whether this is the round before the start, which has no solver. */
        boolean origin() {
            return certain == null && make == null;
        }

        /** The solver on what is shown, made now if the round was settled without it. */
        SatCertainty certain() {
            if (certain == null) {
                certain = make.get();
                make = null;
            }
            return certain;
        }

        BitSet mines() {
            return (BitSet) mines.clone();
        }
    }

    /**
     * A no-guess layout grown from {@code mines}, its clues shown with the lie seed {@code lies}.
     * Cell sets are bit sets, so any board size is grown the same way; on a board of at most 64
     * cells every random draw is the one it was when a layout was one {@code long}.
     *
     * @throws IllegalArgumentException when every draw stalled beyond repair
     */
    BitSet solvable(BitSet mines, int start, long lies, SplittableRandom random) {
        Geometry g = draw.geometry();
        BitSet layout = mines;
        long cutBudget = (long) CUTS_PER_CELL * g.size();
        int overBudget = 0;
        int restarts = 0;
        // Restarts are not counted among the draws: their budgets grow, so no board is refused for a budget too small.
        int failed = 0;
        FreshChains fresh = relaxFirst ? new FreshChains(draw, start, total) : null;
        while (failed < draws) {
            long work = restartWork == 0 || luby(restarts + 1) > Long.MAX_VALUE / restartWork ? Long.MAX_VALUE
                    : restartWork * luby(restarts + 1);
            try {
                Optional<BitSet> grown = grow(layout, start, lies, new CutBudget(cutBudget), work, fresh, random);
                if (grown.isPresent()) {
                    return grown.get();
                }
                failed++;
            } catch (CutBudget.Exhausted e) {
                failed++;
                overBudget++;
            } catch (OverWork e) {
                restarts++;
            }
            layout = fresh == null ? draw.drawCells(start, random) : fresh.plain(mines, random);
        }
        throw new IllegalArgumentException("could not make a no-guess " + g + " board with " + total + " mines under "
                + draw.rules() + ": " + draws + " draws stalled after " + budget + " rounds each"
                + (overBudget == 0 ? "" : " (" + overBudget + " of them went over " + cutBudget + " connection cuts)")
                + "; use fewer mines, or "
                + "make puzzles with given clues (--puzzle)");
    }

    /** Thrown when a draw's solver work goes over its restart budget: the draw is dropped for a fresh one. */
    private static final class OverWork extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OverWork() {
            super("over the draw's restart budget", null, false, false);
        }
    }

    /**
     * The {@code i}-th term (from 1) of Luby, Sinclair and Zuckerman's sequence 1, 1, 2, 1, 1, 2,
     * 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, …: a term is 2^(k-1) where i = 2^k - 1, else the term
     * i - 2^(k-1) + 1 where 2^(k-1) ≤ i < 2^k - 1.
     */
    static long luby(int i) {
        if (i < 1) {
            throw new IllegalArgumentException("Luby's sequence starts at 1: " + i);
        }
        int k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        return (1L << k) - 1 == i ? 1L << (k - 1) : luby(i - (1 << (k - 1)) + 1);
    }

    /**
     * @throws CutBudget.Exhausted when the draw's cut clauses go over {@code cuts}
     * @throws OverWork when, between rounds, the draw's solver work has gone over {@code work} inspected watches
     */
    private Optional<BitSet> grow(BitSet first, int start, long lies, CutBudget cuts, long work, FreshChains fresh,
                                  SplittableRandom random) {
        Geometry g = draw.geometry();
        BitSet witness = first;
        Deque<Round> rounds = new ArrayDeque<>();
        rounds.push(new Round(start));
        rounds.push(round(witness, rounds.peek(), lies, cuts));
        BitSet lastStuck = null; // the cells left undecided at the last stall
        int best = 0; // the most cells revealed so far
        int stale = 0; // stalls since then
        for (int spent = 1; spent < budget; spent++) {
            Round top = rounds.peek();
            if (top.revealed.equals(CellSets.minus(CellSets.all(g), witness))) {
                return Optional.of(witness);
            }
            if (cuts.work() > work) {
                throw new OverWork();
            }
            if (top.revealed.cardinality() > best) {
                best = top.revealed.cardinality();
                stale = 0;
            }
            if (top.next.isEmpty()) {
                if (endRepair && ++stale > (relaxFirst ? RELAXED_STALE_STALLS : STALE_STALLS)) {
                    return Optional.empty();
                }
                BitSet stuck = CellSets.minus(CellSets.minus(CellSets.all(g), top.revealed), top.flagged);
                BitSet again = lastStuck == null ? new BitSet() : CellSets.and(stuck, lastStuck);
                lastStuck = stuck;
                if (backToFirst && !again.isEmpty()) {
                    backToFirstTouching(g, rounds, again);
                }
                Optional<BitSet> repaired = endRepair ? repairEnd(g, rounds, witness, stuck, start, lies, random)
                        : Optional.empty();
                if (repaired.isPresent()) {
                    witness = repaired.get();
                    rounds.push(round(witness, rounds.peek(), lies, cuts));
                    continue;
                }
                Optional<BitSet> other = Optional.empty();
                while (other.isEmpty() && rounds.size() > 1) {
                    Round stalled = rounds.pop();
                    if (g.size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS && rounds.size() > 1
                            && !nearStuck(g, CellSets.minus(stalled.revealed, rounds.peek().revealed), stuck)) {
                        continue; // its clues lie far from the cells left undecided: redrawing them cannot settle those
                    }
                    other = otherWitness(rounds.peek(), stalled, witness, start, lies, cuts, fresh, random);
                }
                if (other.isEmpty()) {
                    return Optional.empty();
                }
                witness = other.get();
            }
            rounds.push(round(witness, rounds.peek(), lies, cuts));
        }
        return Optional.empty();
    }

    /**
     * Pops the rounds above the first (earliest) one whose new cells look at one of the
     * {@code again} cells (cells left undecided at two stalls in a row), so that the stall's
     * redraw starts with that round's clues. Under T at 30×16/99 the slowest boards stalled
     * hundreds of times on one end-game pair (a safe cell and a mine side by side on the edge):
     * the rounds redrawn, the latest near the pair, were regrown from witnesses close to the old
     * one, while the clues that made the pair came from rounds before them (seed 8: 394 stalls and
     * 1,680 rounds on one board, 3.5 s of CPU; with the redraw going back to the first round
     * that looks at the pair, 0.8 s).
     */
    private static void backToFirstTouching(Geometry g, Deque<Round> rounds, BitSet again) {
        int first = firstLooking(freshCells(rounds), rings(g, again));
        for (int k = 0; k < first; k++) {
            rounds.pop();
        }
    }

    /**
     * An end stall's repair ({@link EndRepair}): a layout with the {@code stuck} cells all mines
     * and as many other mines taken away, the rounds popped down to the last one whose position
     * the new layout still fits ({@link #firstUnfit}), so the next round plays on from there with
     * the new layout. Only when that round's clues, flags and next cells stay as they are on the new
     * layout (it fits that round's position, so every deduction made below it stands); else empty
     * and nothing popped (a proven mine of that round among the changed cells is refused as well,
     * which is stricter than needed for a stuck cell made a mine). The mines taken away are among
     * those that send the growth back least (the rounds that look at them or at the stuck safe
     * cells).
     */
    private Optional<BitSet> repairEnd(Geometry g, Deque<Round> rounds, BitSet witness, BitSet stuck, int start,
                                       long lies, SplittableRandom random) {
        List<Round> stack = new ArrayList<>(rounds); // top first
        List<BitSet> fresh = freshCells(rounds);
        int stuckDepth = firstLooking(fresh, rings(g, CellSets.minus(stuck, witness)));
        Optional<BitSet> layout = EndRepair.layout(g, draw.rules(), witness, stuck, draw.keepClearCells(start),
                c -> Math.max(stuckDepth, firstLooking(fresh, ring(g, c))), random);
        if (layout.isEmpty()) {
            return Optional.empty();
        }
        BitSet changed = CellSets.or(CellSets.minus(layout.get(), witness), CellSets.minus(witness, layout.get()));
        int depth = firstUnfit(g, stack, fresh, witness, layout.get(), changed, lies);
        if (depth < 0) {
            return Optional.empty();
        }
        Round before = stack.get(depth + 1);
        if (!CellSets.minus(before.flagged, layout.get()).isEmpty() || before.next.intersects(layout.get())
                || before.mines().intersects(changed)
                || !keepsClues(g, draw.rules(), before.revealed, witness, layout.get(), lies)) {
            return Optional.empty();
        }
        for (int k = 0; k <= depth; k++) {
            rounds.pop();
        }
        return layout;
    }

    /**
     * The index (top first) of the earliest round whose position {@code layout} does not fit: one
     * of its fresh cells shows another clue on it than on {@code witness}, or one of its flags, or
     * of its proven mines, is a {@code changed} cell, or one of its next cells is a mine on it;
     * -1 if none. A round below it keeps its deductions on the new layout, so the growth need go
     * back no further: not to every round that revealed a neighbour of a changed cell, as a clue
     * that sees a mine taken away and one added shows what it showed.
     */
    private int firstUnfit(Geometry g, List<Round> stack, List<BitSet> fresh, BitSet witness, BitSet layout,
                           BitSet changed, long lies) {
        for (int k = fresh.size() - 1; k >= 0; k--) {
            Round r = stack.get(k);
            if (r.flagged.intersects(changed) || r.mines().intersects(changed) || r.next.intersects(layout)
                    || !keepsClues(g, draw.rules(), fresh.get(k), witness, layout, lies)) {
                return k;
            }
        }
        return -1;
    }

    /** The cells each round revealed beyond the round below it, top first (one fewer than the rounds). */
    private static List<BitSet> freshCells(Deque<Round> rounds) {
        List<Round> stack = new ArrayList<>(rounds); // top first
        List<BitSet> fresh = new ArrayList<>();
        for (int k = 0; k + 1 < stack.size(); k++) {
            fresh.add(CellSets.minus(stack.get(k).revealed, stack.get(k + 1).revealed));
        }
        return fresh;
    }

    /** The index (top first) of the earliest round whose {@code fresh} cells meet {@code cells}; -1 if none. */
    private static int firstLooking(List<BitSet> fresh, BitSet cells) {
        for (int k = fresh.size() - 1; k >= 0; k--) {
            if (fresh.get(k).intersects(cells)) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Whether any of the {@code fresh} cells lies within two steps of a {@code stuck} cell (looks
     * at it or at one of its neighbours). Beyond 64 cells a board stalls mostly at its end, a
     * last safe cell and a mine side by side that no clue tells apart, while the cells revealed
     * last lie far off: their tries (12 witnesses, a new solver each) changed nothing near the
     * pair, and at 16×16/40 under A hundreds of such rounds made the slowest boards (about 770
     * stalls over 22 boards, none needing a fresh draw). Such rounds are skipped, so the first
     * round redrawn is one whose clues can change the pair's surroundings. At most 64 cells
     * every round is tried, so those boards are as they were.
     */
    private static boolean nearStuck(Geometry g, BitSet fresh, BitSet stuck) {
        return rings(g, rings(g, stuck)).intersects(fresh);
    }

    /** The {@code cells} and their neighbours on the board. */
    private static BitSet rings(Geometry g, BitSet cells) {
        BitSet around = new BitSet();
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            around.or(ring(g, c));
        }
        return around;
    }

    /** The cell and its neighbours on the board. */
    private static BitSet ring(Geometry g, int c) {
        BitSet ring = CellSets.of(c);
        for (int k = 0; k < g.degree(c); k++) {
            ring.set(g.neighbour(c, k));
        }
        return ring;
    }

    /**
     * The round after {@code before}: its next cells revealed (with their openings) on the witness,
     * and solved. Clues are shown with the board's lie seed, drawn apart from the layout, so
     * they do not change with the witness. Where the vanilla relaxation is asked first
     * ({@link #relaxFirst}), a round it settles has no solver until a later stall asks it for a
     * layout ({@link #relaxed}).
     */
    private Round round(BitSet witness, Round before, long lies, CutBudget cuts) {
        Geometry g = draw.geometry();
        RuleSet rules = draw.rules();
        BitSet revealed = Opening.reveal(g, rules.clue(), witness, before.revealed, before.next);
        BitSet flagged = CellSets.or(before.flagged, before.mines());
        VariantPosition shown = VariantPosition.reveal(g, rules, witness, revealed, flagged, lies);
        // a round reveals only cells proven safe: no guess needed still
        Optional<Round> relaxed = relaxFirst ? relaxed(shown, witness, before, cuts) : Optional.empty();
        return relaxed.orElseGet(() -> new Round(revealed, flagged,
                SatCertainty.forRound(shown, cuts, witness, SatCertainty.BOUNDED_TEST_CONFLICTS, before.slow)));
    }

    /**
     * The round settled by the vanilla relaxation and A's group shape ({@link VanillaRelaxation#withGroup}):
     * the cells A's one group cannot reach are safe and its cut cells mines, which the relaxation
     * alone missed and SAT rounds used to flag (at 30×16/99, paired against the relaxation alone:
     * seed 1's slowest board 5.5 → 2.3 s of CPU, seed 5's 4.7 → 3.0 s): its safe cells
     * revealed next and its mines flagged, when it proves a cell safe, or when it proves none and
     * more than {@link #SAT_HIDDEN_SHARE} of the board is still hidden (the round then stalls and
     * its witness is drawn again); else empty, and the SAT solver settles the round. Every cell
     * it settles is settled under the rules, since each layout that obeys them obeys the
     * relaxation and has its mines in one group. The round's solver, needed only when a later round stalls and asks it for
     * another witness, is made then, for layouts only ({@link SatCertainty#forLayouts}).
     */
    private Optional<Round> relaxed(VariantPosition shown, BitSet witness, Round before, CutBudget cuts) {
        VanillaRelaxation relaxation = VanillaRelaxation.withGroup(shown);
        BitSet safe = relaxation.safeCells();
        if (safe.isEmpty() && shown.hiddenCells().cardinality() <= SAT_HIDDEN_SHARE * draw.geometry().size()) {
            return Optional.empty();
        }
        BitSet near = (BitSet) witness.clone();
        return Optional.of(new Round(shown.revealedCells(), shown.flaggedCells(), safe, relaxation.mineCells(),
                before.slow, () -> SatCertainty.forLayouts(shown, cuts, near, SatCertainty.BOUNDED_TEST_CONFLICTS)));
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
     * start's own clues, after the first three tries, a fresh layout. A witness is taken only
     * if every clue {@code before} shows keeps its value ({@link #keepsClues}).
     */
    private Optional<BitSet> otherWitness(Round before, Round stalled, BitSet witness, int start, long lies,
                                          CutBudget cuts, FreshChains chains, SplittableRandom random) {
        Geometry g = draw.geometry();
        RuleSet rules = draw.rules();
        BitSet fresh = CellSets.minus(stalled.revealed, before.revealed);
        BitSet hidden = CellSets.minus(CellSets.minus(CellSets.all(g), stalled.revealed), stalled.flagged);
        BitSet open = new BitSet();
        for (int c = fresh.nextSetBit(0); c >= 0; c = fresh.nextSetBit(c + 1)) {
            open.or(CellSets.and(Opening.scopeCells(g, rules.clue(), c), hidden));
        }
        boolean origin = before.origin();
        BitSet none = new BitSet();
        while (before.tries < (origin ? ORIGIN_TRIES : TRIES)) {
            int t = before.tries++;
            if (origin && t >= 3) {
                // the start's own clues: a fresh layout
                return Optional.of(chains == null ? draw.drawCells(start, random) : chains.plain(witness, random));
            }
            BitSet safe = none;
            BitSet mines = CellSets.minus(hidden, open); // t == 2: the safe cells still hidden all among the new clues' neighbours
            if (t >= 8) { // a random half, then a quarter, of those neighbours, safe or mines by turns
                BitSet change = half(g, open, random);
                if (t >= 10) {
                    change = half(g, change, random);
                }
                safe = t % 2 == 0 ? change : none;
                mines = t % 2 == 0 ? none : change;
            } else if (t != 2) {
                BitSet change = t < 2 ? open : aroundOne(g, rules, fresh, hidden, random);
                safe = t % 2 == 0 ? change : none;
                mines = t % 2 == 0 ? none : change;
            }
            Optional<BitSet> other = origin && chains != null && t == 0 ? chains.clearStart(safe, witness, random, cuts)
                    : origin ? SatLayouts.near(g, rules, total, CellSets.or(safe, draw.keepClearCells(start)), mines, witness, random, cuts)
                    : before.certain().layout(safe, mines, witness, random);
            if (other.isPresent() && !other.get().equals(witness)
                    && keepsClues(g, rules, before.revealed, witness, other.get(), lies)) {
                return other;
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the {@code revealed} cells show the same clues on both layouts. The solver's layouts
     * fit every clue shown, which for every rule but the liar means the same value; a liar's shown
     * k allows k - 1 and k + 1 mines, and a layout that moves from one to the other shows k - 2
     * or k + 2 with the board's lie, a clue that was never played with.
     */
    private static boolean keepsClues(Geometry g, RuleSet rules, BitSet revealed, BitSet old, BitSet other, long lies) {
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            if (!rules.clue().show(g, c, old::get, lies).equals(rules.clue().show(g, c, other::get, lies))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Each cell kept with probability one half, a random word per 64 cells of the board; at least
     * one (none of none).
     */
    private static BitSet half(Geometry g, BitSet cells, SplittableRandom random) {
        long[] words = java.util.Arrays.copyOf(cells.toLongArray(), (g.size() + 63) / 64);
        for (int k = 0; k < words.length; k++) {
            words[k] &= random.nextLong();
        }
        BitSet kept = BitSet.valueOf(words);
        return !kept.isEmpty() || cells.isEmpty() ? kept : CellSets.of(cells.nextSetBit(0));
    }

    /** The hidden cells a random one of the {@code fresh} cells looks at (among those that look at some). */
    private static BitSet aroundOne(Geometry g, RuleSet rules, BitSet fresh, BitSet hidden, SplittableRandom random) {
        List<BitSet> scopes = new ArrayList<>();
        for (int c = fresh.nextSetBit(0); c >= 0; c = fresh.nextSetBit(c + 1)) {
            BitSet scope = CellSets.and(Opening.scopeCells(g, rules.clue(), c), hidden);
            if (!scope.isEmpty()) {
                scopes.add(scope);
            }
        }
        return scopes.isEmpty() ? new BitSet() : scopes.get(random.nextInt(scopes.size()));
    }
}
