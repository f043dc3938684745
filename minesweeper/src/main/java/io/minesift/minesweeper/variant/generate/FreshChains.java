package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.certainty.CutBudget;
import io.minesift.minesweeper.variant.certainty.SatLayouts;

import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Fresh layouts for one board's no-guess growth, from swap chains ({@link LayoutChain}) that go on
 * from one fresh layout to the next instead of starting again from a SAT model: {@link #plain}
 * with the first-click rule's cells clear, {@link #clearStart} with the start's whole scope clear
 * as well (so the start opens). Each is {@link VariantDraw#SWEEPS} sweeps of its chain past the
 * layout given before, as a fresh draw ({@link VariantDraw#drawCells}) is that many sweeps past a
 * SAT model: the chain's law is uniform over the layouts it may visit, and a model of A's
 * encoding at 30×16/99 costs tens of milliseconds, a sweep about one. Successive layouts are
 * drawn from one chain, so they are not independent; a board needs only that each be a layout
 * that obeys the rules. One object per board, so that a board does not depend on others.
 */
final class FreshChains {
    private final VariantDraw draw;
    private final int start;
    private final VariantPosition empty;
    private LayoutChain plain;
    private LayoutChain clear;

    FreshChains(VariantDraw draw, int start, int total) {
        this.draw = draw;
        this.start = start;
        Geometry g = draw.geometry();
        this.empty = VariantPosition.of(g, draw.rules(), total, new BitSet(), new BitSet(), new ClueValue[g.size()]);
    }

    /**
     * A fresh layout with the first-click rule met: the plain chain's next, the chain started at
     * {@code first} (a layout that obeys the rules and the first-click rule) when first asked.
     */
    BitSet plain(BitSet first, SplittableRandom random) {
        if (plain == null) {
            plain = new LayoutChain(empty, draw.keepClearCells(start), first);
        }
        plain.sweeps(VariantDraw.SWEEPS, random);
        return plain.layout();
    }

    /**
     * A fresh layout with the start's {@code scope} clear as well; the chain is started, when first
     * asked, at a SAT layout near {@code near} with those cells clear; empty when none exists.
     */
    Optional<BitSet> clearStart(BitSet scope, BitSet near, SplittableRandom random, CutBudget cuts) {
        if (clear == null) {
            BitSet keep = CellSets.or(scope, draw.keepClearCells(start));
            Optional<BitSet> first = SatLayouts.near(draw.geometry(), draw.rules(), empty.totalMines(), keep,
                    new BitSet(), near, random, cuts);
            if (first.isEmpty()) {
                return first;
            }
            clear = new LayoutChain(empty, keep, first.get());
            return first;
        }
        clear.sweeps(VariantDraw.SWEEPS, random);
        return Optional.of(clear.layout());
    }
}
