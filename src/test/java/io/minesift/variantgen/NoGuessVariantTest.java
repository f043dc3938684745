package io.minesift.variantgen;

import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.Geometry;
import io.minesift.board.Instance;
import io.minesift.board.StartRule;
import io.minesift.variant.Cells;
import io.minesift.variant.RuleSet;
import io.minesift.variant.VariantEngine;
import io.minesift.variant.VariantPosition;
import io.minesift.variant.VariantProbabilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every board {@code generate --rules R --no-guess} makes is finished without a guess, checked by
 * a play-out that shares nothing with the generator's: certainty from the exact engine's counts
 * (a cell is safe when no fitting layout has a mine there), not from the SAT solver. For every
 * single rule that can start from one cell (each clue rule alone but L and N, each global rule
 * with vanilla clues, among them the browser game's three: T, A and D) and T,X, at 5×5/10 and
 * 6×6/14 (B: 6×6/12, as 14 is not a multiple of 6).
 */
class NoGuessVariantTest {
    @ParameterizedTest
    @ValueSource(strings = {"V", "X", "E", "M", "W", "P", "Q", "C", "T", "O", "D", "S", "B", "A", "T,X"})
    void everyBoardIsSolvedWithoutAGuessByTheExactEngine(String text) {
        RuleSet rules = RuleSet.parse(text);
        // Q has no zero at all (a clear 3x3 holds a clear 2x2); D and B rarely have one.
        FirstClickRule first = "QDB".indexOf(text.charAt(0)) >= 0 ? FirstClickRule.SAFE : FirstClickRule.ZERO;
        for (String board : new String[]{"5x5x10", text.equals("B") ? "6x6x12" : "6x6x14"}) {
            VariantGenerator gen = new VariantGenerator(BoardSpec.parse(board), rules, first, new StartRule.Center(), true);
            for (int i = 0; i < 2; i++) {
                Instance b = gen.generate(5, i);
                long mines = Cells.of(b.layout());
                assertTrue(rules.holds(b.geometry(), mines), text + " " + board + " #" + i + " breaks the global rule");
                assertTrue(ExactPlayOut.solves(b.geometry(), rules, mines, b.startIndex()), text + " " + board + " #" + i + " needs a guess");
            }
        }
    }

    /**
     * A liar clue alone settles no cell (its k may be k - 1 or k + 1 mines): no-guess boards from
     * one start are refused at once, pointing to puzzles. A negation clue rarely settles one, so
     * from one safe start cell on a 5x5/10 board the growth does not get there: a clear error, not
     * a board that needs a guess.
     */
    @Test
    void liarIsRefusedAndNegationGivesUpClearly() {
        IllegalArgumentException liar = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new VariantGenerator(BoardSpec.parse("5x5x10"), RuleSet.parse("L"), FirstClickRule.SAFE,
                        new StartRule.Center(), true));
        assertTrue(liar.getMessage().contains("--puzzle"), liar.getMessage());
        VariantGenerator gen = new VariantGenerator(BoardSpec.parse("5x5x10"), RuleSet.parse("N"), FirstClickRule.SAFE,
                new StartRule.Center(), true);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> gen.generate(5, 0));
        assertTrue(e.getMessage().startsWith("could not make a no-guess 5x5 board with 10 mines under N"), e.getMessage());
    }

    /** The same boards whether made one by one or in parallel. */
    @Test
    void boardsDependOnSeedAndIndexOnly() {
        VariantGenerator gen = new VariantGenerator(BoardSpec.parse("6x6x12"), RuleSet.parse("T,X"), FirstClickRule.ZERO,
                new StartRule.RandomCell(), true);
        List<Instance> one = IntStream.range(0, 8).mapToObj(i -> gen.generate(9, i)).toList();
        List<Instance> parallel = IntStream.range(0, 8).parallel().mapToObj(i -> gen.generate(9, i)).toList();
        assertEquals(one, parallel);
    }

    /** A uniform draw of 8x8/26 vanilla almost never plays out from one start: the check can fail. */
    @Test
    void thePlayOutCanStall() {
        VariantGenerator gen = new VariantGenerator(BoardSpec.parse("8x8x26"), RuleSet.parse("V"), FirstClickRule.SAFE,
                new StartRule.Corner(), false);
        Instance b = gen.generate(1, 0);
        Geometry g = b.geometry();
        long mines = Cells.of(b.layout());
        assertFalse(PlayOut.of(g, RuleSet.parse("V"), mines, 0, 0).solved());
        assertFalse(ExactPlayOut.solves(g, RuleSet.parse("V"), mines, 0));
    }
}
