package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** 3BV, openings and islands of boards counted by hand. */
class BoardMeasuresTest {
    private static MineLayout layout(String text) {
        return MineText.layoutOf(MineText.parse(text, "test"), "test");
    }

    @Test
    void oneOpeningClearsAllButTheCornerMine() {
        // 4x4, one mine at D4: every safe cell is a zero or touches one, so a single click
        // clears the board: 3BV 1, one opening, no island.
        BoardMeasures m = BoardMeasures.of(layout("4x4x1\n0000\n0000\n0011\n001M\n"));
        assertEquals(new BoardMeasures(1, 1, 0), m);
    }

    @Test
    void numberedCellsAwayFromOpeningsCountOneClickEach() {
        // 5x1 "1M2M1": no zero, so no opening; the three numbers each need a click (3BV 3),
        // and they are three separate islands (no two touch).
        BoardMeasures m = BoardMeasures.of(layout("5x1x2\n1M2M1\n"));
        assertEquals(new BoardMeasures(0, 3, 3), m);
    }

    @Test
    void mixedBoard() {
        //   0 0 1 M 1
        //   0 0 1 1 1
        // The opening {A1, B1, A2, B2} reveals C1 and C2 with it; D2, E1 and E2 touch no zero,
        // so each needs its own click (3BV = 1 + 3 = 4) and together they form one island.
        BoardMeasures m = BoardMeasures.of(layout("5x2x1\n001M1\n00111\n"));
        assertEquals(new BoardMeasures(1, 4, 1), m);
    }
}
