package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The uniform generator must draw every layout the first-click rule allows with the same
 * probability. Each test enumerates the allowed outcomes by brute force (all mine subsets, filtered
 * by the rule from coordinates), draws about 200 boards per outcome with a fixed seed, and applies
 * a chi-square goodness-of-fit test: every drawn outcome must be allowed, every allowed one must
 * appear, and the p-value must exceed 0.001. With fixed seeds the results are deterministic.
 * The last tests show the check has power: the classic "move the mine away" sampler fails it.
 */
class UniformityTest {
    private static final long SEED = 20_240_601L;

    // ---- the generator passes ----

    // 4x3, 3 mines, safe at the corner: C(11,3) = 165 layouts.
    @Test
    void safeRuleAtCorner() {
        Map<Long, Double> allowed = layouts(4, 3, 3, 0, FirstClickRule.SAFE);
        assertEquals(165, allowed.size());
        UniformGenerator gen = new UniformGenerator(new BoardSpec(4, 3, 3), FirstClickRule.SAFE, new StartRule.Corner());
        double p = pValue(allowed, counts(165 * 200, outcomes(gen, false)));
        assertTrue(p > 0.001, "p = " + p);
    }

    // 4x4, 3 mines, zero at 1,1: the 3x3 block in the top-left is forbidden, 16-9 = 7 cells free,
    // C(7,3) = 35 layouts.
    @Test
    void zeroRuleInside() {
        Map<Long, Double> allowed = layouts(4, 4, 3, 5, FirstClickRule.ZERO);
        assertEquals(35, allowed.size());
        UniformGenerator gen = new UniformGenerator(new BoardSpec(4, 4, 3), FirstClickRule.ZERO, StartRule.parse("1,1"));
        double p = pValue(allowed, counts(35 * 200, outcomes(gen, false)));
        assertTrue(p > 0.001, "p = " + p);
    }

    // 3x3, 2 mines, no rule, random start: start and layout independent and uniform,
    // 9 starts x C(9,2) = 36 layouts = 324 equally likely (start, layout) pairs.
    @Test
    void noRuleRandomStart() {
        Map<Long, Double> allowed = new HashMap<>();
        for (int s = 0; s < 9; s++) {
            for (Map.Entry<Long, Double> e : layouts(3, 3, 2, s, FirstClickRule.NONE).entrySet()) {
                allowed.put(key(s, e.getKey()), e.getValue() / 9);
            }
        }
        assertEquals(324, allowed.size());
        UniformGenerator gen = new UniformGenerator(new BoardSpec(3, 3, 2), FirstClickRule.NONE, new StartRule.RandomCell());
        double p = pValue(allowed, counts(324 * 200, outcomes(gen, true)));
        assertTrue(p > 0.001, "p = " + p);
    }

    // 4x4, 2 mines, zero rule, random start: the start is uniform over 16 cells, then the layout is
    // uniform over what that start allows: C(12,2) = 66 at a corner, C(10,2) = 45 on an edge,
    // C(7,2) = 21 inside, so 4*66 + 8*45 + 4*21 = 708 pairs with unequal (known) probabilities.
    @Test
    void zeroRuleRandomStart() {
        Map<Long, Double> allowed = new HashMap<>();
        for (int s = 0; s < 16; s++) {
            for (Map.Entry<Long, Double> e : layouts(4, 4, 2, s, FirstClickRule.ZERO).entrySet()) {
                allowed.put(key(s, e.getKey()), e.getValue() / 16);
            }
        }
        assertEquals(708, allowed.size());
        UniformGenerator gen = new UniformGenerator(new BoardSpec(4, 4, 2), FirstClickRule.ZERO, new StartRule.RandomCell());
        double p = pValue(allowed, counts(60_000, outcomes(gen, true)));
        assertTrue(p > 0.001, "p = " + p);
    }

    // ---- a biased sampler fails the same check ----

    // The classic approach: 3 mines uniformly over all 12 cells, then a mine on the start cell moves
    // to the first free cell in reading order. Every layout it makes is allowed, but those with a
    // mine at cell 1 come up about twice as often.
    @Test
    void classicMoveAwayIsRejectedForSafe() {
        Map<Long, Double> allowed = layouts(4, 3, 3, 0, FirstClickRule.SAFE);
        SplittableRandom rnd = new SplittableRandom(SEED);
        LongSupplier biased = () -> moveAway(Geometry.of(4, 3), 3, 0, FirstClickRule.SAFE, rnd);
        double p = pValue(allowed, counts(165 * 200, biased));
        assertTrue(p < 1e-6, "p = " + p);
    }

    @Test
    void classicMoveAwayIsRejectedForZero() {
        Map<Long, Double> allowed = layouts(4, 4, 3, 5, FirstClickRule.ZERO);
        SplittableRandom rnd = new SplittableRandom(SEED);
        LongSupplier biased = () -> moveAway(Geometry.of(4, 4), 3, 5, FirstClickRule.ZERO, rnd);
        double p = pValue(allowed, counts(35 * 200, biased));
        assertTrue(p < 1e-6, "p = " + p);
    }

    /** Uniform over all cells, then each mine on a forbidden cell moves to the first free cell in reading order. */
    private static long moveAway(Geometry g, int mines, int start, FirstClickRule rule, SplittableRandom rnd) {
        long mask = 0;
        while (Long.bitCount(mask) < mines) {
            mask |= 1L << rnd.nextInt(g.size());
        }
        for (int c = 0; c < g.size(); c++) {
            if ((mask >>> c & 1) != 0 && rule.forbidsMine(g, start, c)) {
                int to = 0;
                while ((mask >>> to & 1) != 0 || rule.forbidsMine(g, start, to)) {
                    to++;
                }
                mask = mask & ~(1L << c) | 1L << to;
            }
        }
        return mask;
    }

    // ---- helpers ----

    /**
     * Every mine subset of a w x h board with the given count that keeps a mine off the cells
     * forbidden around {@code start} (checked from coordinates), mapped to its probability under
     * uniform sampling.
     */
    private static Map<Long, Double> layouts(int w, int h, int mines, int start, FirstClickRule rule) {
        Map<Long, Double> out = new HashMap<>();
        int sx = start % w;
        int sy = start / w;
        for (long mask = 0; mask < 1L << (w * h); mask++) {
            if (Long.bitCount(mask) != mines) {
                continue;
            }
            boolean ok = true;
            for (int c = 0; c < w * h; c++) {
                boolean forbidden = switch (rule) {
                    case NONE -> false;
                    case SAFE -> c == start;
                    case ZERO -> Math.abs(c % w - sx) <= 1 && Math.abs(c / w - sy) <= 1;
                };
                ok &= !((mask >>> c & 1) != 0 && forbidden);
            }
            if (ok) {
                out.put(mask, 0.0);
            }
        }
        out.replaceAll((k, v) -> 1.0 / out.size());
        return out;
    }

    private static long key(int start, long mask) {
        return (long) start << 32 | mask;
    }

    /** The generator's boards as numbers: the mine mask, with the start index above it when asked. */
    private static LongSupplier outcomes(UniformGenerator gen, boolean withStart) {
        int[] index = {0};
        return () -> {
            Instance in = gen.generate(SEED, index[0]++);
            long mask = 0;
            for (int m : in.layout().mineIndices()) {
                mask |= 1L << m;
            }
            return withStart ? key(in.startIndex(), mask) : mask;
        };
    }

    private static Map<Long, Long> counts(int draws, LongSupplier outcomes) {
        Map<Long, Long> counts = new HashMap<>();
        for (int i = 0; i < draws; i++) {
            counts.merge(outcomes.getAsLong(), 1L, Long::sum);
        }
        return counts;
    }

    /** Checks every drawn outcome is allowed and every allowed one appeared; returns the chi-square p-value. */
    private static double pValue(Map<Long, Double> allowed, Map<Long, Long> counts) {
        for (Long k : counts.keySet()) {
            assertTrue(allowed.containsKey(k), "drawn outcome not allowed: " + Long.toBinaryString(k));
        }
        assertEquals(allowed.size(), counts.size(), "some allowed outcomes never appeared");
        double[] expected = new double[allowed.size()];
        long[] observed = new long[allowed.size()];
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        int i = 0;
        for (Map.Entry<Long, Double> e : allowed.entrySet()) {
            expected[i] = e.getValue() * total;
            observed[i] = counts.get(e.getKey());
            i++;
        }
        return new ChiSquareTest().chiSquareTest(expected, observed);
    }
}
