package io.minesift.variantgen;

import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.Geometry;
import io.minesift.variant.ClueValue;
import io.minesift.variant.RuleSet;
import io.minesift.variant.VariantEngine;
import io.minesift.variant.VariantPosition;
import io.minesift.variant.VariantSampler;

import java.util.SplittableRandom;

/**
 * Uniform layouts among those the rules allow, given the first-click rule. The exact engine counts
 * the layouts of the empty board once (every global rule, the mine total) and {@link VariantSampler}
 * draws from those counts exactly; the first-click rule is then met by rejection (draw again
 * while the start cell is a mine, or, for {@code zero}, while its scope holds one), which keeps
 * the draw uniform among the layouts that meet it. {@code zero} means the start's scope holds no
 * mine, so the start opens ({@link Opening}), under every clue rule.
 */
public final class VariantDraw {
    /** Draws tried for one board before the first-click rule is taken as out of reach. */
    static final int ATTEMPTS = 200_000;

    private final Geometry g;
    private final RuleSet rules;
    private final FirstClickRule firstClick;
    private final VariantSampler sampler;

    /**
     * @throws IllegalArgumentException when no layout obeys the rules with this many mines, the
     *                                  or the board is too big for the exact engine
     */
    public VariantDraw(BoardSpec spec, RuleSet rules, FirstClickRule firstClick) {
        this.g = spec.geometry();
        this.rules = rules;
        this.firstClick = firstClick;
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
        long keepClear = keepClear(start);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            long mines;
            synchronized (sampler) { // the sampler's counting steps through shared scratch fields
                mines = sampler.sample(random);
            }
            if ((mines & keepClear) == 0) {
                return mines;
            }
        }
        throw new IllegalArgumentException("no layout under " + rules + " met --first-click " + firstClick.id()
                + " at " + g.cell(start) + " in " + ATTEMPTS + " uniform draws: use fewer mines or another first click");
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
