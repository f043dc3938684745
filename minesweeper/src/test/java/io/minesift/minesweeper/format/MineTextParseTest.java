package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code .mine} reading: every cell symbol, line ends and trailing blank lines. */
class MineTextParseTest {
    private static final byte H = Position.HIDDEN;
    private static final byte F = Position.FLAG;
    private static final byte M = Position.MINE;

    @Test
    void readsEverySymbol() {
        // States written by hand: H and ? both hidden, F flag, M a shown mine, digits clues.
        // Clues kept within each cell's neighbour count (edge 5, inner 8).
        Position p = MineText.parse("4x3x3\nHF?M\n0123\nH45H\n", "all.mine");
        assertEquals(Geometry.of(4, 3), p.geometry());
        assertEquals(3, p.totalMines());
        assertArrayEquals(new byte[]{H, F, H, M, 0, 1, 2, 3, H, 4, 5, H}, p.states());
    }

    @Test
    void readsEveryDigitUpToEight() {
        // 6, 7 and 8 need inner cells (8 neighbours): the middle row of a 5x3 board.
        Position p = MineText.parse("5x3x9\nHHHHH\nH678H\nHHHHH\n", "digits.mine");
        assertArrayEquals(new byte[]{H, H, H, H, H, H, 6, 7, 8, H, H, H, H, H, H}, p.states());
    }

    @Test
    void readsEightOnAnInnerCell() {
        // The centre of a 3x3 has 8 neighbours, so clue 8 is allowed there.
        Position p = MineText.parse("3x3x8\nMMM\nM8M\nMMM\n", "eight.mine");
        assertEquals(8, p.state(1, 1));
        assertEquals(8, p.count(M));
    }

    @Test
    void questionMarkIsAnUnknownCellLikeH() {
        // '?' means "unknown" in most tools: the same position as with H, written by hand.
        Position q = MineText.parse("3x2x2\n12?\n?21\n", "q.mine");
        assertEquals(MineText.parse("3x2x2\n12H\nH21\n", "h.mine"), q);
        assertArrayEquals(new byte[]{1, 2, H, H, 2, 1}, q.states());
        assertEquals(0, q.count(M));
        // So it is a game position, not the full board that M marks would make.
        InputException e = assertThrows(InputException.class, () -> MineText.layoutOf(q, "q.mine"));
        assertTrue(e.getMessage().startsWith("q.mine: is a game position, not a full board: 0 of 2 mines are shown"),
                e.getMessage());
        assertEquals(TestBoards.small3x2(), MineText.layoutOf(MineText.parse("3x2x2\n12M\nM21\n", "m.mine"), "m.mine"));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @ValueSource(strings = {
            "3x2x2\n12M\nM21\n",
            "3x2x2\n12M\nM21",
            "3x2x2\r\n12M\r\nM21\r\n",
            "3x2x2\r\n12M\r\nM21",
            "3x2x2\n12M\r\nM21\n",
            "3x2x2\n12M\nM21\n\n\n",
            "3x2x2\r\n12M\r\nM21\r\n\r\n\r\n",
            "3x2x2\n12M\nM21\n   \n\t\n"})
    void acceptsCrlfAndTrailingBlankLines(String text) {
        // All of these are the hand-made 3x2 board (TestBoards.small3x2) with other line ends.
        Position p = MineText.parse(text, "ends.mine");
        assertEquals(Position.fullBoard(TestBoards.small3x2()), p);
    }

    @Test
    void positionWithHiddenCellsIsReadAsPosition() {
        // Hidden cells are kept; total mines comes from the header, not from what is shown.
        Position p = MineText.parse("3x2x2\n1HH\nH21\n", "pos.mine");
        assertEquals(3, p.count(H));
        assertEquals(0, p.count(M));
        assertEquals(2, p.totalMines());
    }

    @Test
    void everyMineShownWithOtherCellsHiddenStillPinsTheLayout() {
        // Documented: with all mines shown and no flags, hidden cells are known to be safe.
        Position p = MineText.parse("3x2x2\nHHM\nMHH\n", "shown.mine");
        assertEquals(TestBoards.small3x2(), MineText.layoutOf(p, "shown.mine"));
    }

    @Test
    void rowWithTrailingSpaceIsRejected() {
        // Parsing is strict: a space is a 4th character in a 3-wide row.
        InputException e = assertThrows(InputException.class,
                () -> MineText.parse("3x2x2\n12M \nM21\n", "space.mine"));
        assertEquals("space.mine: line 2, column 4: row has 4 cells, expected 3", e.getMessage());
    }

    @Test
    void splitsLinesAsStringLinesDoes() {
        // MineText splits lines itself (the page's TeaVM build has no String.lines()): the JDK is the reference.
        for (String text : new String[]{"", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb", "a\r\r\nb\n\n", "\r\n\r\n", "x\n\ny"}) {
            assertEquals(text.lines().toList(), MineText.lines(text), text);
        }
    }
}
