package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Which hidden cells of a variant position are safe, or mines, in every layout that fits it
 * (every shown clue under the clue rule, every global rule, the mine total), answered by Sat4j.
 *
 * <p>The position is encoded once ({@link ClueEncoding}, {@link GlobalEncoding}, the mine total
 * as one cardinality constraint). A first model splits the hidden cells into candidates for
 * "always safe" and "always a mine"; each candidate is then tested by solving with the opposite
 * value assumed, and every model found on the way strikes out the candidates it contradicts.
 * A model that breaks a lazily enforced global rule gets cut clauses and the solve is repeated;
 * cuts stay, as they hold for every layout obeying the rule.
 *
 * <p>Under A beyond 64 cells, where a model of the whole board is dear, the models that strike
 * candidates out are looked for first by hand ({@link Detours}, {@link LocalFlip}) and then in a
 * narrower problem (a second solver with fewer reach layers); all of them are layouts that fit.
 * Only the whole problem ever proves a cell certain. In a round of no-guess generation there the
 * long tests wait for the round's end ({@link RoundDeferral}).
 */
public final class SatCertainty {
    private final Geometry g;
    private final List<GlobalRule> globals;
    /**
     * The conflicts after which a bounded test beyond 64 cells gives up (the no-guess generator and
     * the strong player use it): the solver's first bound ({@link Sat#FIRST_BOUND}), so a test gets
     * one turn from each start. Under A at 16×16/40 a test of whether a far cell can join the group
     * ran for minutes; later rounds, with more of the group flagged, settle such cells at once.
     */
    public static final int BOUNDED_TEST_CONFLICTS = Sat.FIRST_BOUND;
    /**
     * The bound of a one-by-one test where models are dear ({@link #dearModels}), when tests are
     * bounded at all: a test that {@link LocalFlip} could not strike out and that runs long is
     * mostly one that would run out anyway, and at 16×16/40 A one that runs to 1,000 conflicts
     * from both starts costs about a second. With 100, seeds 1 to 8 (20 boards each) kept their
     * medians or lowered them by up to a third, and seed 4's slowest board went from 2.5 to 0.8 s
     * (docs/figures.md); a cell left out is only not revealed in that round.
     */
    static final int DEAR_TEST_CONFLICTS = 100;
    private final io.minesift.minesweeper.variant.ClueRule clue;
    /** Conflicts after which a test beyond 64 cells is given up; Integer.MAX_VALUE: never (exact answers). */
    private final int testLimit;
    /** What a round of no-guess generation ({@link #forRound}) leaves to its end; nothing elsewhere. */
    private final RoundDeferral deferral;
    /** Whether the mine total is a constraint (a hint asks without it too). */
    private final boolean withTotal;
    private BitSet hidden = new BitSet();
    private BitSet revealed = new BitSet();
    private BitSet flagged = new BitSet();
    private final Sat sat;
    private final CutBudget budget;
    private boolean consistent;
    private BitSet safe = new BitSet();
    private BitSet mines = new BitSet();
    private int total;
    /** Cut clauses added so far (a measure of the lazy encoding's work). */
    private int cuts;
    /** Beyond 64 cells: solves start from a chosen layout ({@link GuidedPhase}). */
    private final boolean wide;
    /** The last model found (or the layout the first solve starts from); null before any. */
    private BitSet last;
    /** The position asked about now. */
    private VariantPosition position;
    /**
     * Whether a model is dear enough that layouts are first looked for by hand: beyond 64 cells
     * under A, whose reach layers make a model of the whole board cost about 30 ms (30×16/99),
     * where an impossible test costs 0.2 ms. A given layout that fits is then taken as the first
     * model ({@link #update}), and a candidate is first struck out by a layout changed only near
     * it ({@link LocalFlip}). Under T a model costs a few conflicts, and the small questions made
     * 30×16/99 slower (median 357 → 727 ms), so other rules keep their solves alone.
     */
    private final boolean dearModels;
    /** Whether certain cells are looked for at all; false: layouts only ({@link #forLayouts}). */
    private final boolean answers;
    /**
     * Conflicts allowed to each of {@link #layout}'s two searches (the narrow solver's, then the
     * whole one's where tests are bounded): {@link Sat#FIRST_BOUND}, or for a solver made for
     * layouts only, {@link #LAYOUTS_ONLY_CONFLICTS}.
     */
    private final int witnessLimit;

    /**
     * Where models are dear, a second solver on the same position whose A clauses keep only the
     * first {@link #NARROW_LAYERS} of the reach layers, or as many as the first model needs;
     * null elsewhere. Each of its layouts fits the position (a mine reached within fewer steps is
     * reached), so a model it finds strikes candidates out as well as one of {@link #sat}; its
     * "none" proves nothing, and the cell is then asked of {@link #sat}. With fewer reach
     * variables its models come quicker. Made anew at each position, around its first model.
     */
    private Sat narrow;
    /** The share of A's reach layers that {@link #narrow} keeps. */
    static final double NARROW_LAYERS = 0.5;

    /**
     * Encodes the position and finds its certain cells.
     *
     * @throws IllegalStateException only if the solver gives up, which it is not allowed to
     */
    public SatCertainty(VariantPosition p) {
        this(p, true);
    }

    /**
     * As {@link #SatCertainty(VariantPosition)}, with the mine total left out when
     * {@code withTotal} is false (so that a hint can tell whether a deduction needs it).
     */
    public SatCertainty(VariantPosition p, boolean withTotal) {
        this(p, withTotal, CutBudget.unlimited());
    }

    /**
     * As {@link #SatCertainty(VariantPosition)}, with the lazily enforced global rules' cut clauses
     * counted against {@code budget}, in this solve and in every later one of this instance.
     *
     * @throws CutBudget.Exhausted when the cuts go over the budget
     */
    public SatCertainty(VariantPosition p, CutBudget budget) {
        this(p, true, budget);
    }

    /**
     * As {@link #SatCertainty(VariantPosition, CutBudget)}, told a layout {@code near} that is
     * likely to fit the position (in no-guess generation, the layout the clues were taken from).
     * On a board beyond 64 cells the first solve starts its search there ({@link GuidedPhase});
     * the answers are the same whatever {@code near} is, only the work changes.
     */
    public SatCertainty(VariantPosition p, CutBudget budget, BitSet near) {
        this(p, true, budget, near, Integer.MAX_VALUE);
    }

    /**
     * As {@link #SatCertainty(VariantPosition, CutBudget, BitSet)}, with each one-by-one test of a
     * board beyond 64 cells given up after about {@code testConflicts} conflicts (a count, so the
     * same position gets the same answer anywhere), its cell then left out: every cell answered
     * safe or a mine is so in every fitting layout, but a few certain cells may be missing. Enough
     * for no-guess generation, which reveals only what is proven (a test under A that must show
     * that a far cell cannot join the group took minutes of the solver's time).
     */
    public SatCertainty(VariantPosition p, CutBudget budget, BitSet near, int testConflicts) {
        this(p, true, budget, near, testConflicts, false, new BitSet());
    }

    /**
     * As {@link #SatCertainty(VariantPosition, CutBudget, BitSet, int)}, for one round of no-guess
     * generation, which needs only some certain cell to go on (a cell left out is revealed in a
     * later round): beyond 64 cells under A the long tests then wait for the round's end
     * ({@link RoundDeferral#defers}), and the searches for layouts are bounded too ({@link #WITNESS_CONFLICTS}).
     * The players keep the other constructor, so their answers stay as they were.
     */
    public static SatCertainty forRound(VariantPosition p, CutBudget budget, BitSet near, int testConflicts) {
        return forRound(p, budget, near, testConflicts, new BitSet());
    }

    /**
     * As {@link #forRound(VariantPosition, CutBudget, BitSet, int)}, told the cells whose tests
     * ran out in the round before ({@link #slowCells} of its answer): such a cell waits for the
     * round's end at once, without its first bounded test. On a 30×16/99 A board of 149 rounds, 91
     * of them stalls, the same few cells' first tests ran out round after round, about a second
     * each early in the board, and were then run again at the round's end.
     */
    public static SatCertainty forRound(VariantPosition p, CutBudget budget, BitSet near, int testConflicts,
                                        BitSet slowBefore) {
        return new SatCertainty(p, true, budget, near, testConflicts, true, slowBefore);
    }

    /**
     * The solver of a round of no-guess generation ({@link #forRound}) for its {@link #layout}s
     * only, with no cell tested: encoding the position, finding its first model (the layout
     * {@code near} when it fits) and making the narrow solver around it is all it costs. For a
     * round whose certain cells came from elsewhere ({@link VanillaRelaxation}), asked for
     * another witness only when a later round stalls; its layouts fit the position as those of
     * {@link #forRound} do (which ones it finds may differ, as its solvers have learnt nothing
     * from tests). It answers no certainty: {@link #safeCells} and the like throw.
     */
    public static SatCertainty forLayouts(VariantPosition p, CutBudget budget, BitSet near, int testConflicts) {
        return new SatCertainty(p, true, budget, near, testConflicts, true, new BitSet(), false);
    }

    private SatCertainty(VariantPosition p, boolean withTotal, CutBudget budget) {
        this(p, withTotal, budget, null, Integer.MAX_VALUE);
    }

    private SatCertainty(VariantPosition p, boolean withTotal, CutBudget budget, BitSet near, int testLimit) {
        this(p, withTotal, budget, near, testLimit, false, new BitSet());
    }

    private SatCertainty(VariantPosition p, boolean withTotal, CutBudget budget, BitSet near, int testLimit,
                         boolean forRound, BitSet slowBefore) {
        this(p, withTotal, budget, near, testLimit, forRound, slowBefore, true);
    }

    private SatCertainty(VariantPosition p, boolean withTotal, CutBudget budget, BitSet near, int testLimit,
                         boolean forRound, BitSet slowBefore, boolean answers) {
        this.answers = answers;
        this.witnessLimit = answers ? Sat.FIRST_BOUND : LAYOUTS_ONLY_CONFLICTS;
        this.testLimit = testLimit;
        this.withTotal = withTotal;
        g = p.geometry();
        globals = p.rules().globals();
        clue = p.rules().clue();
        sat = new Sat(g.size(), budget);
        wide = g.size() > io.minesift.minesweeper.variant.Cells.MAX_CELLS;
        dearModels = wide && globals.stream().anyMatch(r -> r.letter() == 'A');
        deferral = new RoundDeferral(dearModels && forRound && testLimit != Integer.MAX_VALUE, slowBefore);
        this.budget = budget;
        last = near;
        encode(sat, p, withTotal, 1.0, null);
        update(p);
    }

    /**
     * Moves on to a later position of the same board: {@code p} shows every clue and flag shown
     * so far, and more. Only the new clues and flags are added, so the solver keeps what it
     * learnt, the cut clauses included.
     *
     * @throws IllegalArgumentException when {@code p} hides a cell shown before, or is of another board
     */
    public void update(VariantPosition p) {
        BitSet nowRevealed = p.revealedCells();
        BitSet nowFlagged = p.flaggedCells();
        if (!CellSets.minus(revealed, nowRevealed).isEmpty() || !CellSets.minus(flagged, nowFlagged).isEmpty()
                || !p.geometry().equals(g) || !p.rules().globals().equals(globals)) {
            throw new IllegalArgumentException("a later position of the same board must show all that was shown");
        }
        show(sat, p, revealed, flagged);
        revealed = nowRevealed;
        flagged = nowFlagged;
        hidden = p.hiddenCells();
        safe = new BitSet();
        mines = new BitSet();
        java.util.SplittableRandom random = new java.util.SplittableRandom(revealed.hashCode() * 31L + flagged.hashCode());
        position = p;
        consistent = dearModels && last != null && io.minesift.minesweeper.variant.LayoutChain.fits(p, new BitSet(), last)
                || guided(last != null || !wide ? last : scatter(random));
        narrow = null;
        if (consistent && dearModels) {
            narrow = new Sat(g.size(), budget);
            encode(narrow, p, withTotal, NARROW_LAYERS, last);
            show(narrow, p, new BitSet(), new BitSet());
        }
        if (consistent && answers) {
            safe = CellSets.minus(hidden, last);
            mines = CellSets.and(hidden, last);
            settle(random);
        }
        sat.prefer(g.size(), null);
    }

    /** The clues and flags of {@code p} beyond those {@code target} was given ({@code given}, {@code givenFlags}). */
    private void show(Sat target, VariantPosition p, BitSet given, BitSet givenFlags) {
        BitSet nowRevealed = p.revealedCells();
        BitSet nowFlagged = p.flaggedCells();
        BitSet fresh = CellSets.minus(nowRevealed, given);
        for (int c = fresh.nextSetBit(0); c >= 0; c = fresh.nextSetBit(c + 1)) {
            target.clause(-Sat.var(c));
            if (wide && settledCount(p, c, nowRevealed, nowFlagged)) {
                continue; // its scope all revealed or flagged, and its count theirs: the unit clauses say it already
            }
            ClueEncoding.add(target, g, p.rules().clue(), c, p.clue(c));
            if (p.holdsAMine(c)) {
                target.clause(ClueEncoding.vars(p.rules().clue().scope(g, c))); // else it would have opened
            }
        }
        BitSet newFlags = CellSets.minus(nowFlagged, givenFlags);
        for (int f = newFlags.nextSetBit(0); f >= 0; f = newFlags.nextSetBit(f + 1)) {
            target.clause(Sat.var(f));
        }
    }

    /**
     * Whether {@link #narrow} finds a layout under the assumptions, its search started at
     * {@code start}; if so it becomes {@link #last}. Null without a narrow solver or past
     * {@code limit} conflicts; false (none) proves nothing of the whole problem.
     */
    private Boolean narrowModel(BitSet start, int limit, int... assumptions) {
        return narrow == null ? null : searchFrom(narrow, start, limit, assumptions);
    }

    /**
     * Whether the revealed cell {@code c} shows a plain count (V, X) whose scope is all revealed or
     * flagged, with as many flags as the count: its constraint follows from the cells' unit
     * clauses, and setting it up is most of a fresh solver's set-up late in a large board (the
     * inside of every opening). A count that does not match is encoded, so a position that no
     * layout fits still has none.
     */
    private boolean settledCount(VariantPosition p, int c, BitSet nowRevealed, BitSet nowFlagged) {
        char letter = p.rules().clue().letter();
        if (letter != 'V' && letter != 'X' || !(p.clue(c) instanceof io.minesift.minesweeper.variant.ClueValue.Count count)) {
            return false;
        }
        int flags = 0;
        for (int d : p.rules().clue().scope(g, c)) {
            if (nowFlagged.get(d)) {
                flags++;
            } else if (!nowRevealed.get(d)) {
                return false;
            }
        }
        return flags == count.value();
    }

    /**
     * Beyond 64 cells, a solve whose search starts at the layout {@code start} ({@link GuidedPhase});
     * at most 64 cells a plain solve, as before. A model found becomes {@link #last}.
     */
    private boolean guided(BitSet start, int... assumptions) {
        return guidedWithin(start, Integer.MAX_VALUE, assumptions);
    }

    /** {@link #guided(BitSet, int...)}, null when a solve beyond 64 cells would pass {@code limit} conflicts. */
    private Boolean guidedWithin(BitSet start, int limit, int... assumptions) {
        if (!wide) {
            boolean found = solve(assumptions);
            if (found) {
                last = sat.model(g.size());
            }
            return found;
        }
        Boolean found = searchFrom(sat, start, limit, assumptions);
        if (found == null && limit == Integer.MAX_VALUE) {
            throw new IllegalStateException("the SAT solver timed out");
        }
        return found;
    }

    /**
     * Beyond 64 cells, a solve of {@code target} whose search starts at {@code start}, then at a
     * scatter seeded by it ({@link Sat#solveFromWithin}); null past {@code limit} conflicts. A
     * model found becomes {@link #last}.
     */
    private Boolean searchFrom(Sat target, BitSet start, int limit, int... assumptions) {
        int before = target.cuts();
        Boolean found = target.solveFromWithin(g, globals,
                new BitSet[]{start, scatter(new java.util.SplittableRandom(start.hashCode()))}, limit, assumptions);
        cuts += target.cuts() - before;
        if (found != null && found) {
            last = target.model(g.size());
        }
        return found;
    }

    /**
     * The last model with a random share of the candidates changed: each candidate mine made safe
     * with probability one half, each candidate safe cell made a mine as often as a hidden cell
     * holds one; a start one repair away from a layout that fits.
     */
    private BitSet shake(java.util.SplittableRandom random) {
        BitSet start = (BitSet) last.clone();
        double density = Math.max(0.05, (double) Math.max(0, total - flagged.cardinality()) / Math.max(1, hidden.cardinality()));
        for (int c = safe.nextSetBit(0); c >= 0; c = safe.nextSetBit(c + 1)) {
            if (random.nextDouble() < density) {
                start.set(c);
            }
        }
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            if (random.nextBoolean()) {
                start.clear(c);
            }
        }
        return start;
    }

    /** The flags and a random share of the hidden cells as mines, about as dense as the mines left. */
    private BitSet scatter(java.util.SplittableRandom random) {
        double density = Math.max(0.05, (double) Math.max(0, total - flagged.cardinality()) / Math.max(1, hidden.cardinality()));
        BitSet near = (BitSet) flagged.clone();
        for (int c = hidden.nextSetBit(0); c >= 0; c = hidden.nextSetBit(c + 1)) {
            if (random.nextDouble() < density) {
                near.set(c);
            }
        }
        return near;
    }

    private void encode(Sat target, VariantPosition p, boolean withTotal, double layers, BitSet keep) {
        total = p.totalMines();
        BitSet open = CellSets.minus(CellSets.all(g), p.revealedCells());
        BitSet roots = GlobalEncoding.eager(g) ? Roots.of(p) : null;
        for (GlobalRule rule : globals) {
            GlobalEncoding.add(target, g, rule, p.totalMines(), GlobalEncoding.eager(g), roots, open, p.flaggedCells(),
                    layers, keep);
        }
        if (!withTotal) {
            return;
        }
        int[] all = new int[g.size()];
        for (int c = 0; c < all.length; c++) {
            all[c] = Sat.var(c);
        }
        target.exactly(all, p.totalMines());
    }

    /**
     * At most this many spread models before the one-by-one tests on a board beyond 64 cells
     * ({@link #spread}); they stop sooner, at the first that strikes out no candidate.
     */
    static final int SPREAD = 200;
    /** Conflicts allowed to one spread model's solve; a harder one ends the spread. */
    static final int SPREAD_CONFLICTS = 1000;
    /**
     * The same where models are dear ({@link #dearModels}): a spread model that needs more is
     * left to the one-by-one tests, whose candidates {@link LocalFlip} strikes out cheaply. At
     * 16×16/40 A (seeds 1 to 3, 20 boards each) the slowest tenth went from 0.6–0.9 s to 0.4–0.6 s;
     * at 30×16/99 A within the runs' spread.
     */
    static final int SPREAD_CONFLICTS_DEAR = 100;

    /**
     * Tests each candidate by assuming the opposite; a model found clears every candidate it
     * contradicts. Beyond 64 cells each test starts its search at the last model with the
     * candidate changed, a layout one step from an answer when the candidate is not certain;
     * under T (or no global rule) a free mine is then taken away, or one added, so that the start
     * holds the total ({@link CountedStart}): one mine off, the solver found the count again only
     * through the total's constraint (a 30×16/99 T board: 17 conflicts a test on average, 201
     * tests over the bound; with the count kept, 1 and 6).
     */
    private void settle(java.util.SplittableRandom random) {
        deferral.newPosition();
        BitSet deferred = new BitSet();
        BitSet settled = wide ? detours(deferred) : new BitSet();
        if (wide) {
            spread(random);
        }
        BitSet open = CellSets.minus(CellSets.or(safe, mines), settled);
        BitSet free = wide ? Detours.free(g, clue, hidden, revealed) : null;
        BitSet hard = new BitSet();
        for (int c = open.nextSetBit(0); c >= 0; c = open.nextSetBit(c + 1)) {
            if (!safe.get(c) && !mines.get(c)) {
                continue; // struck out by a model found on the way
            }
            boolean mine = mines.get(c);
            if (dearModels) {
                Optional<BitSet> near = LocalFlip.of(position, last, c);
                if (near.isPresent()) {
                    last = near.get();
                    strikeOut();
                    continue;
                }
            }
            BitSet step = wide ? step(c, free, random) : null;
            Boolean narrowed = narrowModel(step, Math.min(testBound(), Sat.FIRST_BOUND), mine ? -Sat.var(c) : Sat.var(c));
            if (Boolean.TRUE.equals(narrowed)) {
                strikeOut();
                continue;
            }
            // narrow found none: the cell is likely certain, and a proof in the whole solver, which
            // learns little now that the narrow one finds the layouts, may need more than the test's
            // bound; left out, it could stall the round (30x16/99 A seed 1: slowest board 20.4 -> 7.4 s).
            // Where tests are bounded, it first gets the test's bound and, if that runs out, waits for
            // the round's end (RoundDeferral.settleHard)
            boolean later = narrowed != null && deferral.defers();
            if (later && deferral.ranOutBefore(c)) {
                hard.set(c);
                deferral.ranOut(c);
                continue;
            }
            int bound = narrowed != null && !later ? Math.max(testBound(), Sat.FIRST_BOUND) : testBound();
            if (test(c, step, bound, !later) == null) {
                hard.set(c); // still a candidate, so that a later model may strike it out
                deferral.ranOut(c);
            }
        }
        RoundDeferral.settleHard(hard, safe, mines,
                c -> test(c, step(c, free, random), Math.max(testBound(), Sat.FIRST_BOUND), true));
        if (!deferred.isEmpty() && (safe.isEmpty() || testLimit == Integer.MAX_VALUE)) {
            settleTogether(deferred);
        }
    }

    /**
     * Beyond 64 cells, where a test of {@code c} starts: the last model with the cell changed,
     * and under T (or no global rule) a free mine then taken away or added so that it holds the
     * total ({@link CountedStart}).
     */
    private BitSet step(int c, BitSet free, java.util.SplittableRandom random) {
        BitSet step = (BitSet) last.clone();
        step.flip(c);
        return CountedStart.of(g, globals, step, CellSets.minus(free, CellSets.of(c)), total, random);
    }

    /**
     * The whole solver's test of the candidate {@code c}, its search started at {@code step}: a
     * model strikes out every candidate it contradicts; past {@code bound} conflicts the answer is
     * null, and the cell is left out (as if not certain) when {@code dropOut}.
     */
    private Boolean test(int c, BitSet step, int bound, boolean dropOut) {
        Boolean found = guidedWithin(step, bound, mines.get(c) ? -Sat.var(c) : Sat.var(c));
        if (found == null && dropOut) {
            safe.clear(c);
            mines.clear(c);
        } else if (Boolean.TRUE.equals(found)) {
            strikeOut();
        }
        return found;
    }

    /** A one-by-one test's bound: exact answers stay unbounded; bounded tests are cut to {@link #DEAR_TEST_CONFLICTS} under A. */
    private int testBound() {
        return dearModels && testLimit != Integer.MAX_VALUE ? Math.min(testLimit, DEAR_TEST_CONFLICTS) : testLimit;
    }

    /**
     * Under a connection rule, layouts built by hand ({@link Detours}) strike out the candidates
     * for "always safe" that no clue looks at, one path from each to the group, before any solve;
     * the cells out of the flagged mines' reach are returned, certain without a test. The free
     * cells that no detour reaches and that are not out of reach are taken out of the candidates
     * into {@code deferred}: their tests, proofs that the group cannot reach that far under the
     * clues, are the slow ones (seconds to minutes each), so they are asked together, once
     * ({@link #settleTogether}); with tests bounded (no-guess generation) only when nothing else
     * was found, since a round that reveals something without them loses nothing but speed.
     */
    private BitSet detours(BitSet deferred) {
        int[][] steps = Detours.steps(globals);
        if (steps == null) {
            return new BitSet();
        }
        BitSet settled = withTotal ? Detours.outOfReach(g, steps, hidden, flagged, total) : new BitSet();
        BitSet free = Detours.free(g, clue, hidden, revealed);
        BitSet targets = CellSets.and(CellSets.minus(safe, settled), free);
        for (int c = targets.nextSetBit(0); c >= 0; c = targets.nextSetBit(c + 1)) {
            if (safe.get(c)) {
                Optional<BitSet> other = Detours.through(g, globals, steps, last, free, c, safe);
                if (other.isPresent()) {
                    last = other.get();
                    strikeOut();
                } else {
                    safe.clear(c);
                    deferred.set(c);
                }
            }
        }
        deferred.andNot(last);
        return CellSets.and(settled, safe);
    }

    /**
     * The deferred cells, asked together: "is any of
     * them a mine?" (a clause over them behind a fresh selector, assumed). No: all are safe. Yes:
     * the model's mines among them are not, and the rest are asked again. A solve over the bound
     * leaves the rest out. Where models are dear and tests bounded, the narrow solver is asked
     * first for the model (its layouts fit too; its "none" proves nothing), and the whole solver
     * gets a test's bound ({@link #testBound()}), not {@link Sat#FIRST_BOUND}: at 30×16/99 A
     * (seed 5, 20 boards) most of these solves ran out at 1,000 conflicts from each of two
     * starts, about 300 ms each and up to 9 s a board, while those that proved the cells safe
     * took a few milliseconds.
     */
    private void settleTogether(BitSet deferred) {
        BitSet left = (BitSet) deferred.clone();
        while (!left.isEmpty()) {
            int selector = sat.fresh();
            int[] some = new int[left.cardinality() + 1];
            some[0] = -selector;
            int k = 1;
            for (int c = left.nextSetBit(0); c >= 0; c = left.nextSetBit(c + 1)) {
                some[k++] = Sat.var(c);
            }
            sat.clause(some);
            Boolean found = deferral.defers() && narrowFinds(some) ? Boolean.TRUE
                    : guidedWithin(last, deferral.defers() ? testBound() : testLimit, selector);
            if (found == null) {
                return;
            }
            if (!found) {
                safe.or(left);
                return;
            }
            left.andNot(last);
            strikeOut();
        }
    }

    /**
     * Whether the narrow solver finds a layout with the clause {@code some} (its first literal a
     * placeholder for a fresh selector of that solver, then assumed); if so it becomes
     * {@link #last}.
     */
    private boolean narrowFinds(int[] some) {
        if (narrow == null) {
            return false;
        }
        int selector = narrow.fresh();
        int[] clause = some.clone();
        clause[0] = -selector;
        narrow.clause(clause);
        return Boolean.TRUE.equals(narrowModel(last, Sat.FIRST_BOUND, selector));
    }

    /** Strikes out the candidates that {@link #last}, a layout that fits, contradicts. */
    private void strikeOut() {
        safe.andNot(last);
        mines.and(last);
    }

    /**
     * On a large board most hidden cells lie far from every clue, and the solver's models agree on
     * them, so testing candidates one by one would take a solve per far cell. First a few models
     * whose search starts at random layouts ({@link #scatter}) strike out most of them at once,
     * until one strikes out nothing. Which cells are certain does not depend on it; only the work
     * does. The random stream comes from the position, so the same position gets the same solver.
     */
    private void spread(java.util.SplittableRandom random) {
        Sat models = narrow != null ? narrow : sat;
        for (int k = 0; k < SPREAD && !(safe.isEmpty() && mines.isEmpty()); k++) {
            models.prefer(g.size(), shake(random));
            int before0 = models.cuts();
            Boolean found = models.solveObeyingWithin(g, globals, dearModels ? SPREAD_CONFLICTS_DEAR : SPREAD_CONFLICTS);
            cuts += models.cuts() - before0;
            if (found == null || !found) {
                return; // a hard solve: the one-by-one tests settle the rest
            }
            last = models.model(g.size());
            int before = safe.cardinality() + mines.cardinality();
            strikeOut();
            if (safe.cardinality() + mines.cardinality() == before) {
                return; // the candidates left are mostly certain: the one-by-one tests are quicker now
            }
        }
    }

    private boolean solve(int... assumptions) {
        int before = sat.cuts();
        boolean found = sat.solveObeying(g, globals, assumptions);
        cuts += sat.cuts() - before;
        return found;
    }

    /**
     * A layout that fits the position (the last one given), with {@code safe} cells safe and
     * {@code mines} cells mines, and the other hidden cells as in {@code near} where the solver
     * can keep them (a random share at a time, as {@link SatLayouts}); empty when none fits. The
     * extra cells are assumptions, so the certain cells found stand. Beyond 64 cells under T (or
     * no global rule) the free cells of {@code near} are first filled up to the mine total
     * ({@link CountedStart}), so the search starts at a layout of the right count. Where models
     * are dear the narrow solver is asked first, within {@link Sat#FIRST_BOUND} conflicts, and
     * where tests are bounded as well the whole solver gets {@link #WITNESS_CONFLICTS}: empty then
     * also when its search runs out.
     */
    public Optional<BitSet> layout(BitSet safe, BitSet mines, BitSet near, java.util.SplittableRandom random) {
        if (!consistent) {
            return Optional.empty();
        }
        if (wide) {
            BitSet free = CellSets.minus(CellSets.minus(Detours.free(g, clue, hidden, revealed), safe), mines);
            near = CountedStart.of(g, globals, CellSets.or(CellSets.minus(near, safe), mines), free, total, random);
        }
        if (narrow != null) {
            Optional<BitSet> quick = SatLayouts.closestWithin(narrow, g, globals, safe, mines, near, witnessLimit);
            if (quick.isPresent()) {
                return quick;
            }
        }
        if (deferral.defers()) {
            return SatLayouts.closestWithin(sat, g, globals, safe, mines, near,
                    answers ? WITNESS_CONFLICTS : witnessLimit);
        }
        return SatLayouts.closest(sat, g, globals, safe, mines, near, random);
    }

    /**
     * Conflicts allowed to the whole solver's search for another witness ({@link #layout}) where
     * models are dear and tests bounded (no-guess generation); past them the try counts as one that
     * found none, and the growth goes on to its next try. Unbounded, at 30×16/99 A seed 5 one board
     * spent 14 to 25 s of its 28 to 53 s in these searches (with tests that ran out left to the
     * round's end, {@link RoundDeferral#defers}); bounded, 8.5 s of 32 s.
     */
    static final int WITNESS_CONFLICTS = Sat.FIRST_BOUND;
    /**
     * The bound of {@link #layout}'s searches for a solver made for layouts only ({@link #forLayouts}),
     * in no-guess growth where rounds ask the vanilla relaxation first. At 30×16/99 A (seed 5) a
     * stall's first tries in the middle of a board (330 to 350 cells hidden) spent 18 and 27
     * million inspected watches within the 1,000 conflicts of each of their four searches, 4 to
     * 6 s of CPU, the slowest boards' whole excess; a try that runs out counts as one that found
     * none, and the stall goes on to its next try.
     */
    static final int LAYOUTS_ONLY_CONFLICTS = 250;

    /** Whether any layout fits the position. */
    public boolean consistent() {
        return consistent;
    }

    /** Hidden cells safe in every fitting layout (none when no layout fits), at most 64 cells. */
    public long certainSafe() {
        answering();
        return CellSets.toLong(safe);
    }

    /**
     * The cells whose first bounded test ran out at this position, or that waited for the round's
     * end without it ({@link RoundDeferral#defers}); a new set, empty where tests are not deferred.
     */
    public BitSet slowCells() {
        answering();
        return deferral.slowCells();
    }

    /** Hidden cells that are mines in every fitting layout (none when no layout fits), at most 64 cells. */
    public long certainMines() {
        answering();
        return CellSets.toLong(mines);
    }

    /** The hidden cells of the position, at most 64 cells. */
    public long hidden() {
        return CellSets.toLong(hidden);
    }

    /** Hidden cells safe in every fitting layout, on a board of any size; a new set. */
    public BitSet safeCells() {
        answering();
        return (BitSet) safe.clone();
    }

    /** Hidden cells that are mines in every fitting layout, on a board of any size; a new set. */
    public BitSet mineCells() {
        answering();
        return (BitSet) mines.clone();
    }

    /** Throws when this solver was made for layouts only ({@link #forLayouts}), which tests no cell. */
    private void answering() {
        if (!answers) {
            throw new IllegalStateException("a solver made for layouts only answers no certainty");
        }
    }

    /** How many cut clauses the lazily enforced global rules needed. */
    public int cuts() {
        return cuts;
    }
}
