package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code .mine} writing: exact text for hand-made positions, lossless round trips for random boards. */
class MineTextFormatTest {
    private static final byte H = Position.HIDDEN;
    private static final byte F = Position.FLAG;
    private static final byte M = Position.MINE;

    @Test
    void formatsHandWrittenPositionAsHandWrittenText() {
        // The example from MineText's javadoc, states typed in by hand row by row.
        Position p = Position.of(Geometry.of(5, 3), 2, new byte[]{
                0, 1, M, 1, 0,
                1, 2, H, 1, 0,
                H, F, H, 0, 0});
        assertEquals("5x3x2\n01M10\n12H10\nHFH00\n", MineText.format(p));
    }

    @Test
    void formatsHandMadeBoardAsFullBoardText() {
        // Clues of the 3x2 board worked by hand (see TestBoards.small3x2).
        assertEquals("3x2x2\n12M\nM21\n", MineText.format(TestBoards.small3x2()));
        // 2x2 with a mine at (1,1): all three safe cells touch it.
        assertEquals("2x2x1\n11\n1M\n", MineText.format(TestBoards.small2x2()));
    }

    @Test
    void aBoardShowsItsMinesAndItsStartCellOnly() {
        // By hand: the 3x2 board's mines at C1 and A2; started at B2, whose clue is 2.
        io.minesift.minesweeper.board.Instance b = io.minesift.minesweeper.board.Instance.of(TestBoards.small3x2(),
                new io.minesift.minesweeper.board.Cell(1, 1), io.minesift.minesweeper.board.Provenance.imported("x", "auto"));
        String text = MineText.format(b);
        assertEquals("3x2x2\nHHM\nM2H\n", text);
        Position read = MineText.parse(text, "b.mine");
        assertEquals(TestBoards.small3x2(), MineText.layoutOf(read, "b.mine"));
        assertEquals(java.util.OptionalInt.of(4), MineText.startOf(read));
        assertTrue(MineText.showsStart(read));
        // A solved board shows no start (six cells revealed); a start on a mine is written solved.
        assertTrue(MineText.startOf(MineText.parse("3x2x2\n12M\nM21\n", "s.mine")).isEmpty());
        assertEquals("3x2x2\n12M\nM21\n", MineText.format(io.minesift.minesweeper.board.Instance.of(TestBoards.small3x2(),
                new io.minesift.minesweeper.board.Cell(2, 0), io.minesift.minesweeper.board.Provenance.imported("x", "auto"))));
        // A position with a flag is no board, whatever it reveals.
        assertTrue(!MineText.showsStart(MineText.parse("3x2x2\nHHF\nM2H\n", "p.mine")));
    }

    @Test
    void formatsEmptyAndFullStrips() {
        // 1x4 strip, no mines: every clue 0. Full 4x1 strip: all M.
        assertEquals("1x4x0\n0\n0\n0\n0\n", MineText.format(TestBoards.layout(".", ".", ".", ".")));
        assertEquals("4x1x4\nMMMM\n", MineText.format(TestBoards.layout("****")));
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void layoutToTextToPositionToLayoutIsLossless(int w, int h, int mines, long seed) {
        MineLayout layout = TestBoards.random(seed, w, h, mines);
        String text = MineText.format(layout);
        assertTrue(text.startsWith(w + "x" + h + "x" + mines + "\n"), text);
        assertEquals(h + 1, text.lines().count());
        Position position = MineText.parse(text, "rt.mine");
        assertEquals(Position.fullBoard(layout), position);
        assertEquals(layout, MineText.layoutOf(position, "rt.mine"));
    }

    @Test
    void largestBoardRoundTripsThroughText() {
        MineLayout layout = TestBoards.random(4242L, 255, 255, 20_000);
        Position position = MineText.parse(MineText.format(layout), "big.mine");
        assertEquals(layout, MineText.layoutOf(position, "big.mine"));
    }

    /**
     * Random game positions (mines hidden, flagged or shown; safe cells hidden or revealed) survive
     * format → parse unchanged, and the text uses only 0-8, H, F and M.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void randomPositionsRoundTrip(long seed) {
        Random rnd = new Random(seed);
        int w = 1 + rnd.nextInt(25);
        int h = 1 + rnd.nextInt(25);
        MineLayout layout = TestBoards.random(seed, w, h, rnd.nextInt(w * h + 1));
        byte[] cells = new byte[w * h];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = layout.isMine(i) ? new byte[]{H, F, M}[rnd.nextInt(3)]
                    : rnd.nextBoolean() ? H : (byte) layout.clue(i);
        }
        Position p = Position.of(layout.geometry(), layout.mineCount(), cells);
        String text = MineText.format(p);
        assertTrue(text.substring(text.indexOf('\n') + 1).matches("[0-8HFM\n]*"), text);
        assertEquals(p, MineText.parse(text, "pos.mine"));
    }
}
