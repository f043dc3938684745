package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Puzzles ({@code generate --rules R --puzzle}): every puzzle's given clues are finished with no
 * guess by the exact engine's play-out (counts over all fitting layouts, not the generator's SAT
 * solver), and the clue set is irreducible: taking away any one given clue leaves a position from
 * which that same independent play-out stalls. Every rule alone (L and N included, which cannot
 * start from one cell) and the browser game's three (T, A, D), on 4×4/6 and 5×5/10 boards
 * (B: 4×4/8 and 5×5/10, whole rows and columns).
 */
class PuzzleTest {
    @ParameterizedTest
    @ValueSource(strings = {"V", "X", "E", "M", "N", "L", "W", "P", "Q", "C", "T", "O", "D", "S", "B", "A"})
    void everyPuzzleIsSolvedWithoutAGuessAndNoClueCanGo(String text) {
        RuleSet rules = RuleSet.parse(text);
        for (String board : new String[]{text.equals("B") ? "4x4x8" : "4x4x6", "5x5x10"}) {
            VariantGenerator gen = VariantGenerator.puzzles(BoardSpec.parse(board), rules);
            Instance p = gen.generate(11, 0);
            Geometry g = p.geometry();
            long mines = Cells.of(p.layout());
            long clues = p.clues().toLongArray().length == 0 ? 0 : p.clues().toLongArray()[0];
            long lies = VariantGenerator.lies(p, rules);
            String what = text + " " + board;
            assertTrue(rules.holds(g, mines), what + " breaks the global rule");
            assertEquals(0, clues & mines, what + ": a clue on a mine");
            assertEquals(Long.numberOfTrailingZeros(~mines), p.startIndex(), what + ": the start is the first safe cell");
            assertTrue(ExactPlayOut.solves(g, rules, mines, clues, lies), what + " needs a guess");
            for (long c = clues; c != 0; c &= c - 1) {
                long fewer = clues & ~Long.lowestOneBit(c);
                assertFalse(ExactPlayOut.solves(g, rules, mines, fewer, lies),
                        what + ": clue " + Long.numberOfTrailingZeros(c) + " could go");
            }
        }
    }

    /** Puzzles are fewer clues than safe cells (the minimization does something), and depend on seed and index only. */
    @ParameterizedTest
    @ValueSource(strings = {"L", "T,X"})
    void puzzlesAreSmallAndReproducible(String text) {
        VariantGenerator gen = VariantGenerator.puzzles(BoardSpec.parse("6x6x14"), RuleSet.parse(text));
        Instance a = gen.generate(4, 2);
        assertEquals(a, gen.generate(4, 2));
        assertNotEquals(a, gen.generate(4, 3));
        assertTrue(a.clues().cardinality() < 36 - 14, text + ": " + a.clues().cardinality() + " clues");
        assertEquals("puzzle", a.source().generator());
    }
}
