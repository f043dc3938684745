package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Share link fragments: hand-worked bytes for the hand-made boards, lossless round trips, one-line errors. */
class ShareLinkTest {
    @Test
    void writesTheHandMadeBoardsAsWorkedOutByHand() {
        // A: version 1, 3 wide, 2 high, 2 mines (00 02), start (0,0), cells 2 and 3 → 0011 0000 = 0x30.
        // The base64url of 01 03 02 00 02 00 00 30, from Python's base64.urlsafe_b64encode, '=' dropped.
        assertEquals("AQMCAAIAADA", ShareLink.write(TestBoards.started(TestBoards.small3x2(), 0, 0)));
        // B: 01 02 02 00 01 00 00 10 (cell 3 is bit 0x10).
        assertEquals("AQICAAEAABA", ShareLink.write(TestBoards.started(TestBoards.small2x2(), 0, 0)));
    }

    @Test
    void readsWithOrWithoutTheHash() {
        Instance a = TestBoards.started(TestBoards.small3x2(), 0, 0);
        assertEquals(a.id(), ShareLink.read("#AQMCAAIAADA", "link").id());
        assertEquals(a.id(), ShareLink.read("AQMCAAIAADA", "link").id());
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void boardToLinkToBoardKeepsTheId(int w, int h, int mines, long seed) {
        Instance original = TestBoards.randomBoard(seed, w, h, mines);
        String link = ShareLink.write(original);
        assertEquals(7 + (w * h + 7) / 8, Base64.getUrlDecoder().decode(link).length, "header and bitmap");
        assertEquals(-1, link.indexOf('='), "no padding");
        Instance back = ShareLink.read(link, "link");
        assertEquals(original.layout(), back.layout());
        assertEquals(original.id(), back.id());
    }

    @Test
    void anExpertBoardIsNinetyCharacters() {
        assertEquals(90, ShareLink.write(TestBoards.started(TestBoards.random(3, 30, 16, 99), 3, 3)).length());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "AQMCAAIAAD+ | not a board link: '+' at place 11 is none of A-Z a-z 0-9 - _",
            "AQMCAAIAADA= | not a board link: '=' at place 12 is none of A-Z a-z 0-9 - _",
            "AQMCAAIAA | not a board link: no base64 text is 9 characters long",
            "AQMCAA | a board link is at least 7 bytes, this one 4",
            "AgMCAAIAADA | board link version 2: this build reads version 1",
            "AQACAAIAADA | board size 0x2: width and height must be at least 1",
            "AQMCAAIAADAA | a 3x2 board link is 8 bytes with the bits after the last cell 0; this one is 9 bytes",
            "AQMCAAIAADE | a 3x2 board link is 8 bytes with the bits after the last cell 0; this one is 8 bytes with other bits set",
            "AQMCAAMAADA | the link says 3 mines but its bitmap holds 2",
            "AQMCAAIDADA | start cell (3,0) is outside the 3x2 board"})
    void eachBrokenLinkIsOneLine(String link, String expected) {
        InputException e = assertThrows(InputException.class, () -> ShareLink.read(link, "link"));
        assertEquals("link: " + expected, e.getMessage());
    }
}
