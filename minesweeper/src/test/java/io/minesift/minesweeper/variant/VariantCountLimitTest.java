package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.generate.Opening;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The 64-bit limit of the exact engine's counts, which only the liar rule (L) can reach: its
 * layouts weigh 2 per clue whose true count is 0 or its scope's size ({@link Liar#weight}).
 *
 * <p>Which positions overflow. Take a board of n ≤ 64 cells, h hidden, f flagged and r = n − h − f
 * revealed. A fitting layout weighs at most 2^r, and at most C(h, j) layouts put the j mines left
 * on the hidden cells, so the weighted count W ≤ C(h, ⌊h/2⌋) · 2^(64 − h). For h ≥ 3,
 * C(h, ⌊h/2⌋) < 2^(h − 1), so W < 2^63: no overflow. For h = 2 or 1, W ≥ 2^63 needs r = 64 − h
 * and every fitting layout weighing 2 at every clue; but a revealed neighbour of a hidden cell
 * did not open, so its scope holds a mine ({@link VariantPosition#holdsAMine}) and the hidden cell
 * is that mine (or nothing fits), and that neighbour then counts 1 mine in a scope of 2 or more
 * cells: weight 1. For h = 0 there is one layout and 2^r ≥ 2^63 needs r ≥ 63, so at most one
 * flag, whose revealed neighbours likewise weigh 1. So W ≥ 2^63 = Long.MAX_VALUE + 1
 * only with h = f = 0 and no mine: a board of 63 or 64 cells, every cell revealed showing 1
 * (a count of 0 always shows 1), W = 2^n. Every table entry the engine keeps on the way (prefixes
 * by mine count, completions) is a weighted count of part-layouts over some of the same hidden
 * cells and clues, so the same bound keeps each below 2^63 on every other position. Unweighted
 * rules stay below C(64, 32) < 2^61.
 *
 * <p>Such a position is reached in play only when the game is already won (every safe cell open),
 * so the players and the referee never ask about it ({@code VariantCountLimitCliTest}); a
 * position file can state it, and the first click of {@code bench variant} on an empty board
 * reveals it.
 */
class VariantCountLimitTest {
    private static final RuleSet LIAR = RuleSet.parse("L");
    private static final String OVERFLOW = "the weighted count of layouts exceeds 64 bits; no answer";

    /** W = 2^64 on 64 cells and 2^63 on 63: one layout, every clue at count 0 weighing 2. */
    @Test
    void aFullyRevealedEmptyLiarBoardOf63Or64CellsOverflowsWithNoAnswer() {
        for (Geometry g : new Geometry[]{Geometry.of(8, 8), Geometry.of(16, 4), Geometry.of(64, 1), Geometry.of(7, 9),
                Geometry.of(21, 3)}) {
            VariantPosition p = allRevealedShowingOne(g);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> new VariantEngine().analyse(p), g.toString());
            assertEquals(OVERFLOW, e.getMessage());
            assertThrows(IllegalStateException.class, () -> new VariantSampler(p, VariantEngine.DEFAULT_MAX_STATES), g.toString());
            assertThrows(ArithmeticException.class, () -> VariantBruteForce.of(p), g.toString());
        }
    }

    /** One cell fewer, 62: W = 2^62 exactly, the largest weighted count of any 62-cell position. */
    @Test
    void sixtyTwoCellsCountExactlyTwoToThe62() {
        for (Geometry g : new Geometry[]{Geometry.of(31, 2), Geometry.of(62, 1)}) {
            VariantPosition p = allRevealedShowingOne(g);
            assertEquals(1L << 62, new VariantEngine().analyse(p).layouts(), g.toString());
            assertEquals(1L << 62, VariantBruteForce.of(p).layouts(), g.toString());
        }
    }

    /**
     * With a mine the count stays below 2^63. A 1x64 row with its mine at the left end, every other
     * cell revealed as the game shows it: cell 1 counts 1 mine in a scope of 2 (weight 1), the other
     * 62 clues count 0 (weight 2), W = 2^62; on 8x8 with the mine at A1 its 3 neighbours weigh 1,
     * W = 2^60. Engine and brute force (one layout each) agree.
     */
    @Test
    void withAMineTheWeightedCountStaysBelowTheLimit() {
        Geometry row = Geometry.of(64, 1);
        Geometry square = Geometry.of(8, 8);
        long[][] cases = {{1L << 62}, {1L << 60}};
        Geometry[] boards = {row, square};
        for (int k = 0; k < boards.length; k++) {
            Geometry g = boards[k];
            VariantPosition p = VariantPosition.reveal(g, LIAR, 1L, Cells.all(g) & ~1L, 0L, 7L);
            assertEquals(cases[k][0], new VariantEngine().analyse(p).layouts(), g.toString());
            assertEquals(cases[k][0], VariantBruteForce.of(p).layouts(), g.toString());
        }
    }

    /**
     * The other near miss: 63 of 64 cells revealed showing 1 with no mine would weigh 2^63, but a
     * revealed liar neighbour of the hidden cell did not open, so its scope holds a mine, which the
     * total of 0 forbids: no layout fits, and the engine says so rather than overflowing.
     */
    @Test
    void oneHiddenCellWithNoMineFitsNoLayout() {
        Geometry g = Geometry.of(8, 8);
        ClueValue[] ones = ones(g);
        VariantPosition p = VariantPosition.of(g, LIAR, 0, Cells.all(g) & ~(1L << 63), 0L, ones);
        assertFalse(new VariantEngine().analyse(p).consistent());
    }

    /**
     * Near the limit, as the bound says, the engine answers, and exactly: 300 seeded positions of
     * 64-cell liar boards (8x8, 16x4, 64x1) with 1 to 3 mines and every safe cell revealed but up to
     * 4 clicked (the game's openings may reveal those too), shown as the game shows them (weighted counts up to 2^62), against the brute force.
     */
    @Test
    void nearlyFullyRevealedLiarBoardsCountExactlyBelowTheLimit() {
        Geometry[] boards = {Geometry.of(8, 8), Geometry.of(16, 4), Geometry.of(64, 1)};
        SplittableRandom random = new SplittableRandom(64);
        long largest = 0;
        for (int n = 0; n < 300; n++) {
            Geometry g = boards[n % boards.length];
            long mines = pick(Cells.all(g), 1 + random.nextInt(3), random);
            long clicks = Cells.all(g) & ~mines & ~pick(Cells.all(g) & ~mines, random.nextInt(5), random);
            long revealed = Opening.reveal(g, LIAR.clue(), mines, 0L, clicks); // a clear cell opens its scope, as in play
            VariantPosition p = VariantPosition.reveal(g, LIAR, mines, revealed, 0L, random.nextLong());
            VariantProbabilities engine = new VariantEngine().analyse(p);
            VariantProbabilities brute = VariantBruteForce.of(p);
            assertEquals(brute.layouts(), engine.layouts(), "position " + n);
            assertTrue(engine.layouts() > 0, "position " + n + ": its own layout fits");
            for (int c = 0; c < g.size(); c++) {
                assertEquals(brute.mineCount(c), engine.mineCount(c), "position " + n + " cell " + c);
            }
            largest = Math.max(largest, engine.layouts());
        }
        assertTrue(largest >= 1L << 58, "the largest weighted count met: " + largest);
    }

    /** Unweighted, the largest count of all: a blank 8x8 board with 32 mines, C(64, 32) layouts. */
    @Test
    void theLargestUnweightedCountIsExact() {
        Geometry g = Geometry.of(8, 8);
        VariantPosition blank = VariantPosition.of(g, RuleSet.parse("V"), 32, 0L, 0L, new ClueValue[64]);
        // C(64, 32) = 1832624140942590534, computed as exact fractions of the product (33..64)/(1..32)
        java.math.BigInteger c = java.math.BigInteger.ONE;
        for (int k = 1; k <= 32; k++) {
            c = c.multiply(java.math.BigInteger.valueOf(32 + k)).divide(java.math.BigInteger.valueOf(k));
        }
        assertEquals(c.longValueExact(), new VariantEngine().analyse(blank).layouts());
    }

    /** {@code count} cells of {@code from} drawn at random. */
    private static long pick(long from, int count, SplittableRandom random) {
        long chosen = 0;
        for (int i = 0; i < count; i++) {
            long left = from & ~chosen;
            int skip = random.nextInt(Long.bitCount(left));
            for (int j = 0; j < skip; j++) {
                left &= left - 1;
            }
            chosen |= Long.lowestOneBit(left);
        }
        return chosen;
    }

    static VariantPosition allRevealedShowingOne(Geometry g) {
        return VariantPosition.of(g, LIAR, 0, Cells.all(g), 0L, ones(g));
    }

    private static ClueValue[] ones(Geometry g) {
        ClueValue[] clues = new ClueValue[g.size()];
        Arrays.fill(clues, new ClueValue.Count(1));
        return clues;
    }
}
