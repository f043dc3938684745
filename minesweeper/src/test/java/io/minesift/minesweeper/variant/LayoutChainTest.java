package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The swap chain ({@link LayoutChain}): its test of a layout agrees with the brute force's
 * ({@link VariantBruteForce#fits}), and on small positions its long-run share of layouts with a
 * mine in each cell matches the exact engine's probabilities.
 */
class LayoutChainTest {
    @Test
    void fitsAgreesWithTheBruteForce() {
        SplittableRandom random = new SplittableRandom(3);
        int fitting = 0;
        for (String rules : new String[]{"T,V", "D,V", "A,V", "Q,X", "V", "C,M", "O,E", "S,W", "B,P", "N"}) {
            RuleSet set = RuleSet.parse(rules);
            for (int k = 0; k < 40; k++) {
                VariantPosition p = VariantBoards.position(set, random.nextLong());
                int[] hidden = CellSets.cells(p.hiddenCells());
                int left = p.totalMines() - Long.bitCount(p.flagged());
                for (int t = 0; t < 20 && left >= 0 && left <= hidden.length; t++) {
                    long layout = p.flagged();
                    while (Long.bitCount(layout) < p.totalMines()) {
                        layout |= 1L << hidden[random.nextInt(hidden.length)];
                    }
                    boolean expected = VariantBruteForce.fits(p, layout);
                    fitting += expected ? 1 : 0;
                    assertEquals(expected, LayoutChain.fits(p, new BitSet(), CellSets.ofLong(layout)), rules + " " + layout);
                }
            }
        }
        assertTrue(fitting > 20, "some layouts fit: " + fitting);
    }

    /**
     * A triplet position of 6×6 cells, 9 mines, with a few clues: the chain's share per cell
     * after 200,000 sweeps is within 0.03 of the exact probability. Cells tied by two clues mix
     * slowly (at 40,000 sweeps one was 0.044 off; at 300,000 every cell was within 0.008); a chain
     * stuck on its first layout, or one whose moves could not reach some layouts, is off by up to 1.
     */
    @Test
    void longRunSharesMatchTheExactEngine() {
        Geometry g = Geometry.of(6, 6);
        RuleSet rules = RuleSet.parse("T,V");
        SplittableRandom random = new SplittableRandom(11);
        long mines = VariantBoards.randomSet(36, 9, random);
        while (!rules.holds(g, mines) || (mines & 0b111L) != 0) {
            mines = VariantBoards.randomSet(36, 9, random);
        }
        VariantPosition p = VariantPosition.reveal(g, rules, mines, 0b111L | 1L << 20 & ~mines, 0, 0);
        VariantProbabilities exact = new VariantEngine().analyse(p);
        LayoutChain chain = new LayoutChain(p, new BitSet(), CellSets.ofLong(mines));
        double[] share = new double[36];
        int samples = 200_000;
        for (int s = 0; s < samples; s++) {
            chain.sweeps(1, random);
            BitSet layout = chain.layout();
            layout.stream().forEach(c -> share[c] += 1.0 / samples);
        }
        for (int c = 0; c < 36; c++) {
            assertEquals(exact.probability(c), share[c], 0.03, "cell " + c);
        }
    }

    /**
     * Under A the chain first rejects a step that leaves a mine with no orthogonal mine neighbour,
     * before the whole group's check; that must change no step. 30 sweeps at 12×10/24 from a
     * seeded SAT layout (seed 21, the start kept clear) end at the layout, and with the acceptance
     * share, that the jar of commit c766804 (before the shortcut) printed for the same calls.
     */
    @Test
    void theStrandedMineShortcutChangesNoStep() {
        Geometry g = Geometry.of(12, 10);
        RuleSet rules = RuleSet.parse("A");
        SplittableRandom random = new SplittableRandom(21);
        BitSet near = new BitSet();
        while (near.cardinality() < 24) {
            near.set(random.nextInt(g.size()));
        }
        BitSet first = io.minesift.minesweeper.variant.certainty.SatLayouts.near(g, rules, 24, CellSets.of(0),
                new BitSet(), near, random, io.minesift.minesweeper.variant.certainty.CutBudget.unlimited()).orElseThrow();
        VariantPosition empty = VariantPosition.of(g, rules, 24, new BitSet(), new BitSet(), new ClueValue[g.size()]);
        LayoutChain chain = new LayoutChain(empty, CellSets.of(0), first);
        chain.sweeps(30, random);
        assertEquals(CellSets.of(11, 17, 23, 28, 29, 32, 35, 40, 41, 42, 43, 44, 45, 47, 49, 50, 51, 52, 57, 58, 59, 62,
                64, 71), chain.layout());
        assertEquals(0.1711484593837535, chain.acceptance(), 1e-12);
    }
}
