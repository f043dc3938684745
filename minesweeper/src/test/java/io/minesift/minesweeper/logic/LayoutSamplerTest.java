package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Layouts drawn by {@link LayoutSampler} must fit the position and be equally likely. The
 * reference is {@link BruteForce}: every placement of the mines left, checked clue by clue
 * (no boxes, no binomials), which gives the number of layouts and each cell's mine count.
 */
class LayoutSamplerTest {
    /** Two separate frontier components (top left, bottom right), a flag, and cells off the frontier. */
    private static final String POSITION = """
            6x5x7
            01HHHH
            12HHHH
            HHHHHH
            HHHH2F
            HHHH2H
            """;

    @Test
    void everyDrawFitsAndEveryLayoutIsEquallyLikely() {
        Position position = MineText.parse(POSITION, "test");
        BruteForce truth = BruteForce.of(position);
        int layouts = truth.layouts.intValueExact();
        assertTrue(layouts > 100, "a position with many layouts: " + layouts);
        LayoutSampler sampler = LayoutSampler.of(position, 200_000);
        SplittableRandom random = new SplittableRandom(5);
        int draws = 60 * layouts;
        Map<BitSet, Integer> seen = new HashMap<>();
        int[] mineDraws = new int[position.geometry().size()];
        for (int d = 0; d < draws; d++) {
            BitSet mines = sampler.draw(position, random);
            assertEquals(position.totalMines(), mines.cardinality());
            boolean[] mine = new boolean[position.geometry().size()];
            mines.stream().forEach(c -> mine[c] = true);
            assertTrue(BruteForce.fits(position, mine), "a drawn layout breaks a clue: " + mines);
            seen.merge(mines, 1, Integer::sum);
            mines.stream().forEach(c -> mineDraws[c]++);
        }
        assertEquals(layouts, seen.size(), "every layout is drawn");
        // Pearson's chi-square against the uniform law: mean layouts - 1, sd sqrt(2 (layouts - 1)).
        double expected = (double) draws / layouts;
        double chi2 = seen.values().stream().mapToDouble(n -> (n - expected) * (n - expected) / expected).sum();
        assertTrue(chi2 < layouts + 5 * Math.sqrt(2.0 * layouts), "chi-square " + chi2 + " over " + layouts + " layouts");
        for (int c = 0; c < mineDraws.length; c++) {
            double p = truth.probability(c);
            double se = Math.sqrt(p * (1 - p) / draws);
            assertEquals(p, (double) mineDraws[c] / draws, 5 * se + 1e-12, "cell " + c);
        }
    }

    @Test
    void noSamplerForAPositionWithoutLayouts() {
        assertNull(LayoutSampler.of(MineText.parse("3x3x1\n2HH\nHHH\nHHH\n", "test"), 200_000));
    }
}
