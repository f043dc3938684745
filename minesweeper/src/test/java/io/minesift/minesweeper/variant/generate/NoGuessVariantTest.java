package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.variant.play.VariantLuckFairReferee;
import io.minesift.minesweeper.variant.play.VariantStrongPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every board {@code generate --rules R --no-guess} makes is finished without a guess, checked by
 * a play-out that shares nothing with the generator's: certainty from the exact engine's counts
 * (a cell is safe when no fitting layout has a mine there), not from the SAT solver. For every
 * single rule (each clue rule alone, each global rule with vanilla clues, among them the browser
 * game's three: T, A and D) and T,X, at 5×5/10 and 6×6/14 (B: 6×6/12, as 14 is not a multiple of
 * 6); the liar and negation boards are also played by the strong variant player.
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
                assertTrue(ExactPlayOut.solves(b), text + " " + board + " #" + i + " needs a guess");
            }
        }
    }

    /**
     * The liar and negation rules from a start whose scope is clear (--first-click zero): the start
     * opens a region, as a vanilla zero does, and the growth works from its clues. Each board is
     * checked by the exact engine's play-out and played by the strong variant player through the
     * luck-fair referee: it never guesses and wins. At 5x5/10 and 6x6/14, two boards each, and one
     * at 8x8/26.
     */
    @ParameterizedTest
    @ValueSource(strings = {"L", "N"})
    void liarAndNegationBoardsGrowFromAnOpeningAndNeedNoGuess(String text) {
        RuleSet rules = RuleSet.parse(text);
        for (String board : new String[]{"5x5x10", "6x6x14", "8x8x26"}) {
            VariantGenerator gen = new VariantGenerator(BoardSpec.parse(board), rules, FirstClickRule.ZERO,
                    new StartRule.Center(), true);
            for (int i = 0; i < (board.startsWith("8") ? 1 : 2); i++) {
                Instance b = gen.generate(5, i);
                long mines = Cells.of(b.layout());
                assertEquals(0, mines & Opening.scope(b.geometry(), rules.clue(), b.startIndex()), "a zero start");
                assertTrue(ExactPlayOut.solves(b), text + " " + board + " #" + i + " needs a guess");
                Attempt strong = VariantLuckFairReferee.play(b, new VariantStrongPlayer(StrongPlayer.Parameters.defaults())
                        .newGame(new SplittableRandom(i)), new SplittableRandom(i + 1), new VariantEngine());
                assertEquals(0, strong.guesses(), text + " " + board + " #" + i);
                assertTrue(strong.solved(), text + " " + board + " #" + i);
            }
        }
    }

    /** Too many mines to grow from: every draw stalls, and the error says so in one line. */
    @Test
    void aHopelessBoardGivesUpClearly() {
        VariantGenerator gen = new VariantGenerator(BoardSpec.parse("5x5x20"), RuleSet.parse("N"), FirstClickRule.SAFE,
                new StartRule.Center(), true);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> gen.generate(5, 0));
        assertTrue(e.getMessage().startsWith("could not make a no-guess 5x5 board with 20 mines under N"), e.getMessage());
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
        assertFalse(ExactPlayOut.solves(g, RuleSet.parse("V"), mines, 1L, 0));
    }
}
