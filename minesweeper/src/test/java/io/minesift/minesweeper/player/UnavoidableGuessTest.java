package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The unavoidable-guess detector on hand-made positions. Each answer was worked out by hand by
 * listing the layouts: the boards are small enough (at most four undecided cells) to write every
 * layout down.
 */
class UnavoidableGuessTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    private int[] find(String text) {
        Position position = MineText.parse(text, "t");
        MineProbabilities p = engine.analyse(position);
        return UnavoidableGuess.find(position, p, engine);
    }

    @Test
    void findsTheForcedFiftyFifty() {
        // A1 and B1 under the 1 on A2 hold one mine; the 3 on B2 sees the two flags and the same
        // one mine; the flags on C1 and C2 are the only cells next to B1 and not to A1. Layouts:
        // {A1} and {B1}.
        assertArrayEquals(new int[] {0, 1}, find("3x2x3\nHHF\n13F\n"));
    }

    @Test
    void findsAPseudoFiftyFiftyThatMayHoldNoMine() {
        // One mine among A1, B1, A3, B3 (the 1 on A2; the 4 on B2 is three flags and the same
        // mine): four layouts, one per cell, so A1 is a mine with chance 1/4 and the pair A1-B1
        // holds one mine or none, never two. The flags in column C seal both rows: nothing but
        // opening A1 or B1 can ever tell them apart. The scan meets A1-B1 first.
        Position position = MineText.parse("3x3x4\nHHF\n14F\nHHF\n", "t");
        MineProbabilities p = engine.analyse(position);
        assertEquals(0.25, p.probability(0), 1e-12);
        assertArrayEquals(new int[] {0, 1}, UnavoidableGuess.find(position, p, engine));
    }

    @Test
    void ignoresAPairThatMayHoldTwoMines() {
        // Two mines among A1, B1, A3, B3 (the 2 on A2; the 5 on B2 is three flags and the same
        // two): six layouts, among them {A1, B1} and {A3, B3}. Opening A1 would lose in the
        // layout {A1, B1}, which the mine count could have revealed at no risk.
        assertNull(find("3x3x5\nHHF\n25F\nHHF\n"));
    }

    @Test
    void ignoresPairsThatAnotherCellCanSettle() {
        // A1 + B1 = 1 (the 1 on A2), C2 + C3 = 1 (the 1 on B3), so the 2 on B2 leaves C1 safe:
        // four layouts, {A1 or B1} with {C2 or C3}. Each pair has a neighbour that sees only one
        // of its cells and is no mine (C1 beside B1, B1 beside C2), so opening it can tell the
        // two apart; every other pair of neighbours holds a revealed or safe cell.
        assertNull(find("3x3x2\nHHH\n12H\n01H\n"));
    }

    @Test
    void findsAColumnOfATwoRowBoard() {
        // On a board two rows high the two cells of a column have the same neighbours. C1 + C2 = 1
        // (the 2 on B2 sees A1 + B1 = 1 from the 1 on A2, and C1, C2), so the column is a 50/50
        // that nothing but opening one of its cells can settle; the scan meets it before D1-D2.
        assertArrayEquals(new int[] {2, 6}, find("4x2x3\nHHHH\n12HH\n"));
    }
}
