package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantSampler;

import io.minesift.minesweeper.variant.certainty.CutBudget;
import io.minesift.minesweeper.variant.certainty.SatLayouts;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Uniform layouts among those the rules allow, given the first-click rule. The exact engine counts
 * the layouts of the empty board once (every global rule, the mine total) and {@link VariantSampler}
 * draws from those counts exactly; the first-click rule is then met by rejection (draw again
 * while the start cell is a mine, or, for {@code zero}, while its scope holds one), which keeps
 * the draw uniform among the layouts that meet it. {@code zero} means the start's scope holds no
 * mine, so the start opens ({@link Opening}), under every clue rule.
 *
 * <p>A zero start is rare at high density (an eyesight start keeps its whole row and column clear:
 * about one uniform 8×8/26 layout in 10,000), so without a global rule, under a clue rule whose
 * value says when its scope is clear (all but the liar and negation), after {@link #PLAIN}
 * missed draws the rest come from a second sampler, counted once per start cell, over the layouts
 * in which the start shows its opening value, and those are still checked against the first-click
 * rule. Each way draws uniformly from the layouts that meet it, so the mixture does too. With a
 * global rule the plain draws stay, so those boards are as before (docs/games.md says why).
 */
public final class VariantDraw {
    /** Draws tried for one board before the first-click rule is taken as out of reach. */
    static final int ATTEMPTS = 200_000;
    /** Draws from the plain sampler before a zero start is drawn from its own sampler. */
    static final int PLAIN = 64;
    /** Sweeps of the swap chain after the SAT model, for a board beyond the exact count. */
    static final int SWEEPS = 20;

    private final Geometry g;
    private final RuleSet rules;
    private final FirstClickRule firstClick;
    /** The exact sampler; null beyond 64 cells. */
    private final VariantSampler sampler;
    private final int mines;
    /** Whether a zero start may be drawn from the conditioned sampler (see the class comment). */
    private final boolean conditioned;
    /** The empty position of a board beyond the exact count; null on others. */
    private final VariantPosition empty;
    /** Per start cell, the sampler over the layouts in which the start shows its opening value (zero starts only). */
    private final java.util.Map<Integer, VariantSampler> opened = new java.util.HashMap<>();

    /**
     * @throws IllegalArgumentException when no layout obeys the rules with this many mines,
     *                                  or the board is too big for the exact engine
     */
    public VariantDraw(BoardSpec spec, RuleSet rules, FirstClickRule firstClick) {
        this.g = spec.geometry();
        this.rules = rules;
        this.firstClick = firstClick;
        this.mines = spec.mines();
        this.conditioned = firstClick == FirstClickRule.ZERO && rules.globals().isEmpty()
                && rules.clue().valueSaysClear();
        if (g.size() > Cells.MAX_CELLS) {
            sampler = null; // beyond the exact count: drawn by the chain (drawCells)
            this.empty = VariantPosition.of(g, rules, mines, new BitSet(), new BitSet(), new ClueValue[g.size()]);
            return;
        }
        this.empty = null;
        VariantPosition empty = VariantPosition.of(g, rules, spec.mines(), 0, 0, new ClueValue[g.size()]);
        try {
            sampler = new VariantSampler(empty, VariantEngine.DEFAULT_MAX_STATES);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no " + spec + " layout obeys the rules " + rules);
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("a " + spec + " board is too big to count under " + rules
                    + " (" + e.getMessage() + ")");
        }
    }

    /**
     * A layout among those the rules allow whose start cell meets the first-click rule, on a board
     * of any size. Up to 64 cells: {@link #draw}, exactly uniform. Beyond: a SAT model near a
     * uniform random set of cells ({@link SatLayouts#near}, not uniform), then {@link #SWEEPS}
     * sweeps of the swap chain ({@link LayoutChain}), whose stationary law is uniform over the
     * layouts the rules allow; close to uniform, not exactly (docs/design.md says how close).
     *
     * @throws IllegalArgumentException when no layout meets the rules and the first-click rule
     */
    public BitSet drawCells(int start, SplittableRandom random) {
        if (sampler != null) {
            return CellSets.ofLong(draw(start, random));
        }
        BitSet keep = keepClearCells(start);
        BitSet near = new BitSet();
        while (near.cardinality() < mines) {
            near.set(random.nextInt(g.size()));
        }
        java.util.Optional<BitSet> first = SatLayouts.near(g, rules, mines, keep, new BitSet(), near, random,
                CutBudget.unlimited());
        if (first.isEmpty()) {
            throw missed(start, "(no layout has it)");
        }
        LayoutChain chain = new LayoutChain(empty, keep, first.get());
        chain.sweeps(SWEEPS, random);
        return chain.layout();
    }

    /** {@link #keepClear} on a board of any size. */
    public BitSet keepClearCells(int start) {
        return switch (firstClick) {
            case NONE -> new BitSet();
            case SAFE -> CellSets.of(start);
            case ZERO -> CellSets.or(CellSets.of(start), Opening.scopeCells(g, rules.clue(), start));
        };
    }

    /** How many layouts the rules allow on the empty board (before the first-click rule). */
    public long layouts() {
        return sampler.layouts();
    }

    /**
     * A uniform layout among those the rules allow whose start cell meets the first-click rule.
     *
     * @throws IllegalArgumentException when {@link #ATTEMPTS} draws all missed the first-click rule
     */
    public long draw(int start, SplittableRandom random) {
        if (sampler == null) {
            throw new IllegalStateException("a board beyond 64 cells is drawn by drawCells");
        }
        long keepClear = keepClear(start);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            VariantSampler from = attempt < PLAIN || !conditioned ? sampler : opened(start);
            long layout;
            synchronized (from) { // the sampler's counting steps through shared scratch fields
                layout = from.sample(random);
            }
            if ((layout & keepClear) == 0) {
                return layout;
            }
        }
        throw missed(start, "in " + ATTEMPTS + " uniform draws");
    }

    /** The sampler of the layouts in which the start shows the value of a clear scope, counted once per start. */
    private VariantSampler opened(int start) {
        synchronized (opened) {
            VariantSampler s = opened.get(start);
            if (s == null) {
                ClueValue[] clues = new ClueValue[g.size()];
                clues[start] = rules.clue().show(g, start, 0L, 0L);
                try {
                    s = new VariantSampler(VariantPosition.of(g, rules, mines, 1L << start, 0, clues),
                            VariantEngine.DEFAULT_MAX_STATES);
                } catch (IllegalArgumentException | IllegalStateException e) {
                    throw missed(start, "in " + PLAIN + " uniform draws, and the layouts with the start clear are "
                            + (e instanceof IllegalStateException ? "too many to count" : "none"));
                }
                opened.put(start, s);
            }
            return s;
        }
    }

    private IllegalArgumentException missed(int start, String why) {
        return new IllegalArgumentException("no layout under " + rules + " met --first-click " + firstClick.id()
                + " at " + g.cell(start) + " " + why + ": use fewer mines or another first click");
    }

    /** The cells the first-click rule keeps free of mines: none, the start, or the start and its scope. */
    public long keepClear(int start) {
        return switch (firstClick) {
            case NONE -> 0L;
            case SAFE -> 1L << start;
            case ZERO -> 1L << start | Opening.scope(g, rules.clue(), start);
        };
    }

    public Geometry geometry() {
        return g;
    }

    public RuleSet rules() {
        return rules;
    }
}
