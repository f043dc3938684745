package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sampled odds against exact counts on boards of 65 to 100 cells: 13×5/10, 9×9/14, 10×9/16 and
 * 10×10/18 under T,V, D,V, T,X and D,X, each position with at most 18 hidden cells (so that every
 * placement of the mines left can be tried) and a cell neither surely safe nor surely a mine. The
 * exact side is a brute force written here from the rules' definitions: every placement of the
 * mines left on the hidden cells, kept when {@link LayoutChain#fits} (each clue measured by its
 * rule, the global rule checked on the whole layout). Each position is sampled with the default
 * sampler forced on (the exact routes would otherwise answer these small positions), and answered
 * by the default route, which must be exact here and agree to 1e-9.
 *
 * <p>The bound: 0.08 on any single cell, under the 0.1 issue 34 aims at. The default sampler reads
 * 2,000 layouts, so a cell's standard error is at most about 0.011 for independent draws; measured
 * (seeded, so every run gives the same): largest 0.031 over these 32 positions, 0.049 over 200. The
 * swap chain it replaced fails it: 0.109 here, 0.50 over 200 (chains stuck where clues tie cells).
 * {@code -Dminesift.measure=N} for N positions (the figures: 200); the comparison prints the largest
 * difference per cell and the mean over the cells that are neither surely safe nor surely a mine.
 */
class SamplerAgainstExactTest {
    private static final String[] RULES = {"T,V", "D,V", "T,X", "D,X"};
    private static final int[][] BOARDS = {{13, 5, 10}, {9, 9, 14}, {10, 9, 16}, {10, 10, 18}};

    @Test
    void sampledOddsMatchExactCounts() {
        int positions = Integer.getInteger("minesift.measure", 32);
        SplittableRandom random = new SplittableRandom(34);
        double largest = 0;
        double sum = 0;
        int cells = 0;
        int undecided = 0;
        long start = System.nanoTime();
        long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        for (int k = 0; k < positions; k++) {
            RuleSet rules = RuleSet.parse(RULES[k % RULES.length]);
            int[] board = BOARDS[(k / RULES.length) % BOARDS.length];
            VariantPosition p = position(Geometry.of(board[0], board[1]), rules, board[2], random);
            double[] exact = bruteForce(p);
            SampledOdds sampled = SampledOdds.of(p, SampledOdds.DEFAULTS, true);
            SampledOdds route = SampledOdds.of(p);
            assertTrue(route.exact(), "few layouts: the default route counts them");
            for (int c : CellSets.cells(p.hiddenCells())) {
                assertEquals(exact[c], route.probability(c), 1e-9, "exact route, position " + k + " cell " + c);
                double d = Math.abs(exact[c] - sampled.probability(c));
                largest = Math.max(largest, d);
                cells++;
                if (exact[c] > 1e-9 && exact[c] < 1 - 1e-9) {
                    undecided++;
                    sum += d;
                }
            }
        }
        System.out.printf(Locale.ROOT, "sampler against exact: %d positions, %d hidden cells (%d undecided), largest "
                        + "difference %.4f, mean over the undecided cells %.5f, %.1f s (%.1f s CPU)%n", positions, cells, undecided, largest, sum / undecided,
                (System.nanoTime() - start) / 1e9,
                (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1e9);
        assertTrue(undecided > cells / 5, "many cells are undecided: " + undecided + " of " + cells);
        assertTrue(largest < 0.08, "largest difference per cell " + largest);
    }

    /**
     * A random position: a layout of the rules (mines added one or, under D, a domino at a time
     * while the global rule holds), then every cell revealed or flagged but for at most 18 hidden
     * ones (a block of the board or cells anywhere), drawn again until some hidden cell is
     * undecided.
     */
    static VariantPosition position(Geometry g, RuleSet rules, int mines, SplittableRandom random) {
        while (true) {
            BitSet layout = layout(g, rules, mines, random);
            if (layout == null) {
                continue;
            }
            BitSet hidden = hidden(g, random);
            BitSet revealed = CellSets.minus(CellSets.minus(CellSets.all(g), hidden), layout);
            BitSet flagged = CellSets.minus(layout, hidden);
            VariantPosition p = VariantPosition.reveal(g, rules, layout, revealed, flagged, 0);
            double[] exact = bruteForce(p);
            for (int c : CellSets.cells(p.hiddenCells())) {
                if (exact[c] > 1e-9 && exact[c] < 1 - 1e-9) {
                    return p;
                }
            }
        }
    }

    private static BitSet hidden(Geometry g, SplittableRandom random) {
        BitSet hidden = new BitSet();
        int target = 12 + random.nextInt(7);
        if (random.nextBoolean()) {
            int w = 3 + random.nextInt(3);
            int h = Math.min(g.height(), Math.max(2, target / w));
            int x0 = random.nextInt(g.width() - w + 1);
            int y0 = random.nextInt(g.height() - h + 1);
            for (int y = y0; y < y0 + h; y++) {
                for (int x = x0; x < x0 + w; x++) {
                    hidden.set(g.index(x, y));
                }
            }
        }
        while (hidden.cardinality() < target) {
            hidden.set(random.nextInt(g.size()));
        }
        return hidden;
    }

    private static BitSet layout(Geometry g, RuleSet rules, int mines, SplittableRandom random) {
        boolean dual = rules.globals().get(0).letter() == 'D';
        BitSet layout = new BitSet();
        for (int tries = 0; layout.cardinality() < mines && tries < 10_000; tries++) {
            int c = random.nextInt(g.size());
            BitSet next = (BitSet) layout.clone();
            next.set(c);
            if (dual) {
                int x = g.x(c) + (random.nextBoolean() ? 1 : 0);
                int y = g.y(c) + (g.x(c) + 1 == x ? 0 : 1);
                if (x >= g.width() || y >= g.height()) {
                    continue;
                }
                next.set(g.index(x, y));
            }
            if (next.cardinality() == layout.cardinality() + (dual ? 2 : 1) && rules.holds(g, next)) {
                layout = next;
            }
        }
        return layout.cardinality() == mines ? layout : null;
    }

    /** Every placement of the mines left on the hidden cells, each kept when it fits. */
    static double[] bruteForce(VariantPosition p) {
        int[] hidden = CellSets.cells(p.hiddenCells());
        int left = p.totalMines() - p.flaggedCells().cardinality();
        double[] counts = new double[p.geometry().size()];
        List<BitSet> fitting = new ArrayList<>();
        for (int set = 0; set < 1 << hidden.length; set++) {
            if (Integer.bitCount(set) != left) {
                continue;
            }
            BitSet layout = p.flaggedCells();
            for (int k = 0; k < hidden.length; k++) {
                layout.set(hidden[k], (set >>> k & 1) != 0);
            }
            if (LayoutChain.fits(p, new BitSet(), layout)) {
                fitting.add(layout);
            }
        }
        for (BitSet layout : fitting) {
            layout.stream().forEach(c -> counts[c] += 1.0 / fitting.size());
        }
        return counts;
    }
}
