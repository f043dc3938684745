package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.play.VariantLuckFairReferee;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No-guess boards under T beyond 64 cells, where the growth's layout searches start filled up to
 * the mine total and a repeated stall goes back to the first round that looks at its cells: at
 * 12×10/24 (the density of 30×16/99), each board obeys T, holds its mines, and is won without a
 * guess by the strong variant player from the layout (a route that shares nothing with the
 * growth's witnesses); the same boards come whether made one by one or in parallel. The same under
 * A, whose end stalls are repaired by a changed layout and whose stale draws are dropped.
 */
class WideNoGuessTest {
    @Test
    void tripletBoardsBeyond64CellsNeedNoGuess() {
        boardsNeedNoGuess("T", 3, " has three mines in a line");
    }

    @Test
    void connectedBoardsBeyond64CellsNeedNoGuess() {
        // a trace of the growth at this size (bench seed 5) counted 7 end-stall repairs over 20 boards
        boardsNeedNoGuess("A", 5, " has its mines apart");
    }

    /** Six 12×10/24 boards of {@code seed} under {@code text}: the rule's own check, the count, the strong player, threads. */
    private static void boardsNeedNoGuess(String text, long seed, String broken) {
        RuleSet rules = RuleSet.parse(text);
        VariantGenerator gen = new VariantGenerator(BoardSpec.parse("12x10x24"), rules, FirstClickRule.SAFE,
                new StartRule.Corner(), true);
        List<Instance> one = IntStream.range(0, 6).mapToObj(i -> gen.generate(seed, i)).toList();
        for (Instance b : one) {
            BitSet mines = CellSets.of(b.layout());
            assertEquals(24, mines.cardinality(), b.id());
            assertTrue(rules.globals().get(0).holds(b.geometry(), mines), b.id() + broken);
            assertTrue(VariantLuckFairReferee.winsWithoutGuess(b), b.id() + " needs a guess");
        }
        assertEquals(one, IntStream.range(0, 6).parallel().mapToObj(i -> gen.generate(seed, i)).toList());
    }
}
