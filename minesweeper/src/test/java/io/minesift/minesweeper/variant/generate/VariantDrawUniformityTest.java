package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.RuleSet;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link VariantDraw} is uniform: on small boards, every layout that a brute force over all
 * subsets finds allowed (the global rule holds, the first-click rule is met at the start cell) is
 * drawn, nothing else is, and the counts pass a chi-square test of equal frequencies (p > 0.001;
 * the seed is fixed, so the test is deterministic). The last two (no global rule) keep 7 and 9 of 16 cells clear,
 * met by about one draw in a hundred, so most of their layouts come from the sampler conditioned
 * on the start's opening value, after {@link VariantDraw#PLAIN} misses.
 */
class VariantDrawUniformityTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"3x3x3|T,X|safe|0", "4x3x4|D|safe|5", "3x3x3|C,E|none|4", "4x3x4|Q|safe|0",
            "4x3x4|T,V|zero|0", "4x3x3|S,P|safe|11", "3x3x4|O|zero|0", "4x4x4|B|safe|5", "4x3x2|V|zero|6",
            "4x4x3|X|zero|0", "4x4x6|E|zero|5", "4x4x5|P|zero|5"})
    void drawsEveryAllowedLayoutEquallyOften(String board, String rulesText, String first, int start) {
        BoardSpec spec = BoardSpec.parse(board);
        RuleSet rules = RuleSet.parse(rulesText);
        FirstClickRule rule = FirstClickRule.parse(first);
        Geometry g = spec.geometry();
        long clear = rule == FirstClickRule.NONE ? 0 : rule == FirstClickRule.SAFE ? 1L << start
                : 1L << start | Opening.scope(g, rules.clue(), start);
        Map<Long, Integer> allowed = new HashMap<>();
        for (long m = 0; m < 1L << g.size(); m++) {
            if (Long.bitCount(m) == spec.mines() && rules.holds(g, m) && (m & clear) == 0) {
                allowed.put(m, allowed.size());
            }
        }
        assertTrue(allowed.size() >= 3, board + " " + rulesText + ": too few layouts to test, " + allowed.size());
        long[] counts = new long[allowed.size()];
        VariantDraw draw = new VariantDraw(spec, rules, rule);
        SplittableRandom random = new SplittableRandom(42);
        int n = 200 * allowed.size();
        for (int i = 0; i < n; i++) {
            long m = draw.draw(start, random);
            Integer k = allowed.get(m);
            assertTrue(k != null, "drew a layout that is not allowed: " + Long.toBinaryString(m));
            counts[k]++;
        }
        double[] expected = new double[counts.length];
        java.util.Arrays.fill(expected, (double) n / counts.length);
        double p = new ChiSquareTest().chiSquareTest(expected, counts);
        assertTrue(p > 0.001, board + " " + rulesText + ": chi-square p = " + p);
    }
}
