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
 * that obeys the rules. One object per board, so that a board does not depend on others. For
 * A alone (A's one group is what {@link #grown} builds), where rounds ask the vanilla relaxation first.
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
     * A fresh layout with the start's {@code scope} clear as well. The chain is started, when first
     * asked, at one group of mines grown at random from a random cell ({@link #grown}) and swept
     * as every later layout is; should the growth find no room, at a SAT layout near {@code near}
     * with those cells clear. Empty when no layout has them clear.
     */
    Optional<BitSet> clearStart(BitSet scope, BitSet near, SplittableRandom random, CutBudget cuts) {
        if (clear == null) {
            BitSet keep = CellSets.or(scope, draw.keepClearCells(start));
            Optional<BitSet> first = grown(draw.geometry(), keep, empty.totalMines(), random);
            if (first.isEmpty()) {
                first = SatLayouts.near(draw.geometry(), draw.rules(), empty.totalMines(), keep, new BitSet(), near,
                        random, cuts);
            }
            if (first.isEmpty()) {
                return first;
            }
            clear = new LayoutChain(empty, keep, first.get());
        }
        clear.sweeps(VariantDraw.SWEEPS, random);
        return Optional.of(clear.layout());
    }

    private static final int[][] ORTHOGONAL = CellSets.orthogonalSteps();

    /** Tries of {@link #grown} from a new random cell before the SAT solver is asked instead. */
    static final int GROWTH_TRIES = 8;

    /**
     * {@code total} cells outside {@code keep} that are one group through orthogonal steps: grown
     * from a random cell, adding one random cell beside the group at a time (a cell beside several
     * of its cells is that much likelier). A layout that obeys A, found with no solver: a model of
     * A's encoding at 30×16/99 costs about a tenth of a second. Not uniform; the chain's sweeps
     * that follow move it. Empty when {@link #GROWTH_TRIES} growths all ran out of room.
     */
    static Optional<BitSet> grown(Geometry g, BitSet keep, int total, SplittableRandom random) {
        int[] free = CellSets.cells(CellSets.minus(CellSets.all(g), keep));
        for (int attempt = 0; attempt < GROWTH_TRIES && free.length >= total && total > 0; attempt++) {
            BitSet group = new BitSet();
            int[] beside = new int[4 * g.size() + 1];
            int n = 0;
            beside[n++] = free[random.nextInt(free.length)];
            while (group.cardinality() < total && n > 0) {
                int k = random.nextInt(n);
                int c = beside[k];
                beside[k] = beside[--n];
                if (group.get(c)) {
                    continue;
                }
                group.set(c);
                for (int[] d : ORTHOGONAL) {
                    int next = CellSets.step(g, c, d);
                    if (next >= 0 && !keep.get(next) && !group.get(next)) {
                        beside[n++] = next;
                    }
                }
            }
            if (group.cardinality() == total) {
                return Optional.of(group);
            }
        }
        return Optional.empty();
    }
}
