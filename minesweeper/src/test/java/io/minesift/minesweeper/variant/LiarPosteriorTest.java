package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.generate.Opening;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exact posterior under the liar rule with hidden, fair lies: a uniform layout and one fair
 * coin per clue (up or down), a count of 0 forced up and a count equal to the scope's size forced
 * down. The reference here is the model itself, enumerated: every (layout, lie bits) pair, each
 * equally likely a priori, kept when the game would show exactly this position from it. The exact
 * engine and {@link VariantBruteForce}, which weigh each fitting layout 2 per clue at 0 or the
 * scope's size and 1 per other clue, must give the same probabilities, compared as exact fractions.
 */
class LiarPosteriorTest {
    private static final RuleSet LIAR = RuleSet.parse("L");

    /** 300 seeded positions on 4x3 boards with 3 or 4 mines, reached by opening random safe cells. */
    @Test
    void engineAndBruteForceWeighLayoutsAsThePairsDo() {
        Geometry g = Geometry.of(4, 3);
        SplittableRandom random = new SplittableRandom(2026);
        int weighted = 0;
        for (int n = 0; n < 300; n++) {
            int total = 3 + random.nextInt(2);
            long mines = randomLayout(g, total, random);
            long clicks = (random.nextLong() & random.nextLong()) & Cells.all(g) & ~mines;
            clicks |= Long.lowestOneBit(Cells.all(g) & ~mines);
            long revealed = Opening.reveal(g, LIAR.clue(), mines, 0, clicks);
            VariantPosition p = VariantPosition.reveal(g, LIAR, mines, revealed, 0, random.nextLong());
            Pairs pairs = new Pairs(p);
            VariantProbabilities engine = new VariantEngine().analyse(p);
            VariantProbabilities brute = VariantBruteForce.of(p);
            assertTrue(pairs.total > 0, "position " + n + ": its own layout fits");
            for (int c = 0; c < g.size(); c++) {
                // engine.mineCount / engine.layouts == pairs.mine / pairs.total, as fractions
                assertEquals(pairs.mine[c] * engine.layouts(), engine.mineCount(c) * pairs.total, "position " + n + " cell " + c);
                assertEquals(pairs.mine[c] * brute.layouts(), brute.mineCount(c) * pairs.total, "position " + n + " cell " + c);
            }
            weighted += pairs.unequal ? 1 : 0;
        }
        // 23 of the 300 on this seed: the others have every fitting layout's clues inside (0, size), or one layout
        assertTrue(weighted >= 20, "positions where an equal count would be wrong: " + weighted);
    }

    /**
     * Worked by hand. A 3x2 board, 3 mines, A1 revealed showing 2; its scope is B1, A2, B2 (3
     * cells), C1 and C2 lie outside. Count 3 (B1, A2, B2 all mines): forced down to 2, both coins
     * show it, weight 2. Count 1 (one of the three, and C1 and C2 mines): 2 only if the coin says
     * up, weight 1, 3 such layouts. Total weight 5, where an equal count gives 4: C1 is a mine with
     * probability 3/5 (equal count: 3/4), B1 with (2 + 1)/5 = 3/5 (equal count: 2/4).
     */
    @Test
    void aForcedClueWeighsTwiceACoinsClue() {
        Geometry g = Geometry.of(3, 2);
        VariantPosition p = VariantPosition.of(g, LIAR, 3, 1L, 0L, clues(g, 0, 2));
        for (VariantProbabilities e : new VariantProbabilities[]{new VariantEngine().analyse(p), VariantBruteForce.of(p)}) {
            assertEquals(5, e.layouts());
            assertEquals(3, e.mineCount(g.index(2, 0)));
            assertEquals(3, e.mineCount(g.index(1, 0)));
        }
        // and the rule shows a full scope one less whatever the seed: A1 of a 2x2 board with B1, A2, B2 mines
        Geometry small = Geometry.of(2, 2);
        for (long seed = 0; seed < 64; seed++) {
            assertEquals(new ClueValue.Count(2), LIAR.clue().show(small, 0, 0b1110L, seed));
        }
    }

    private static ClueValue[] clues(Geometry g, int cell, int value) {
        ClueValue[] out = new ClueValue[g.size()];
        out[cell] = new ClueValue.Count(value);
        return out;
    }

    private static long randomLayout(Geometry g, int total, SplittableRandom random) {
        long mines = 0;
        while (Long.bitCount(mines) < total) {
            mines |= 1L << random.nextInt(g.size());
        }
        return mines;
    }

    /** Every (layout, lie bits) pair that shows the position, counted, written from the rule's words only. */
    private static final class Pairs {
        long total;
        final long[] mine;
        boolean unequal;

        Pairs(VariantPosition p) {
            Geometry g = p.geometry();
            int n = g.size();
            mine = new long[n];
            int[] shown = bits(p.revealed());
            long first = 0;
            for (long layout = 0; layout < 1L << n; layout++) {
                if (Long.bitCount(layout) != p.totalMines() || (layout & p.revealed()) != 0 || !closed(g, p.revealed(), layout)) {
                    continue;
                }
                long pairs = 0;
                for (int lies = 0; lies < 1 << shown.length; lies++) {
                    if (shows(p, g, layout, shown, lies)) {
                        pairs++;
                    }
                }
                unequal |= pairs > 0 && first > 0 && pairs != first; // fitting layouts that weigh differently
                first = first > 0 ? first : pairs;
                total += pairs;
                for (int c = 0; c < n; c++) {
                    mine[c] += (layout >>> c & 1) * pairs;
                }
            }
        }

        /** Every revealed cell with no mine around it has all its neighbours revealed (it would have opened them). */
        private static boolean closed(Geometry g, long revealed, long layout) {
            for (long r = revealed; r != 0; r &= r - 1) {
                int c = Long.numberOfTrailingZeros(r);
                long around = neighbours(g, c);
                if ((around & layout) == 0 && (around & ~revealed) != 0) {
                    return false;
                }
            }
            return true;
        }

        /** Whether the layout with these lie bits (bit k: the k-th revealed cell's coin says up) shows the position. */
        private static boolean shows(VariantPosition p, Geometry g, long layout, int[] shown, int lies) {
            for (int k = 0; k < shown.length; k++) {
                long around = neighbours(g, shown[k]);
                int truth = Long.bitCount(around & layout);
                int size = Long.bitCount(around);
                int value = truth == 0 ? 1 : truth == size ? truth - 1 : (lies >>> k & 1) == 1 ? truth + 1 : truth - 1;
                if (value != ((ClueValue.Count) p.clue(shown[k])).value()) {
                    return false;
                }
            }
            return true;
        }

        private static long neighbours(Geometry g, int cell) {
            long out = 0;
            int x = g.x(cell);
            int y = g.y(cell);
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if ((dx != 0 || dy != 0) && g.contains(x + dx, y + dy)) {
                        out |= 1L << g.index(x + dx, y + dy);
                    }
                }
            }
            return out;
        }

        private static int[] bits(long set) {
            int[] out = new int[Long.bitCount(set)];
            for (int k = 0; k < out.length; k++, set &= set - 1) {
                out[k] = Long.numberOfTrailingZeros(set);
            }
            return out;
        }
    }
}
