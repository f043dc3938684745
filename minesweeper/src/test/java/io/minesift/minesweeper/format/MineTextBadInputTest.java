package io.minesift.minesweeper.format;

import io.minesift.core.util.InputException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Broken {@code .mine} text: each fails with an {@link InputException} whose whole message is
 * checked: the file, the line and column where they apply, and the problem. Lines and columns
 * are counted by hand, 1-based, header = line 1.
 */
class MineTextBadInputTest {

    static Stream<Arguments> badPositions() {
        return Stream.of(
                Arguments.of("", "empty file: expected a header line WxHxM, such as 30x16x99"),
                Arguments.of("\n\r\n  \n", "empty file: expected a header line WxHxM, such as 30x16x99"),
                Arguments.of("hello\n", "line 1: expected the header WxHxM (such as 30x16x99), got 'hello'"),
                Arguments.of("3x2\n12M\nM21\n", "line 1: expected the header WxHxM (such as 30x16x99), got '3x2'"),
                Arguments.of("0x5x1\n", "line 1: width must be between 1 and 255, got 0"),
                Arguments.of("5x0x0\n", "line 1: height must be between 1 and 255, got 0"),
                Arguments.of("256x1x0\n", "line 1: width must be between 1 and 255, got 256"),
                Arguments.of("3x3x10\nHHH\nHHH\nHHH\n", "line 1: 10 mines do not fit on a 3x3 board of 9 cells"),
                // short row: 2 cells read, so the missing cell is column 3 of line 3
                Arguments.of("3x2x2\n12M\nM2\n", "line 3, column 3: row has 2 cells, expected 3"),
                // long row: column 4 is the first cell too many
                Arguments.of("3x2x2\n12M0\nM21\n", "line 2, column 4: row has 4 cells, expected 3"),
                Arguments.of("3x2x2\n\nM21\n", "line 2, column 1: row has 0 cells, expected 3"),
                Arguments.of("3x2x2\n12M\nMx1\n", "line 3, column 2: unknown character 'x' (use 0-8, H, F, M or ?)"),
                Arguments.of("3x2x2\n12M\nM2h\n", "line 3, column 3: unknown character 'h' (use 0-8, H, F, M or ?)"),
                Arguments.of("3x3x0\n000\n090\n000\n", "line 3, column 2: unknown character '9' (use 0-8, H, F, M or ?)"),
                // a corner has 3 neighbours
                Arguments.of("3x3x0\n400\n000\n000\n", "line 2, column 1: clue 4 but the cell has only 3 neighbours"),
                Arguments.of("3x2x2\n12M\n", "expected 2 rows after the header 3x2x2, found 1"),
                Arguments.of("3x2x2\n12M\nM21\n000\n", "line 4: more rows than the header's height 2"),
                // one flag plus one shown mine against a header total of 1
                Arguments.of("3x1x1\nFMH\n", "the header says 1 mine but 2 cells are flagged or shown as mines"),
                Arguments.of("2x2x0\nF0\n00\n", "the header says 0 mines but 1 cell is flagged or shown as mines"));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @MethodSource("badPositions")
    void badTextNamesFileLineColumnAndProblem(String text, String problem) {
        InputException e = assertThrows(InputException.class, () -> MineText.parse(text, "games/bad.mine"));
        assertEquals("games/bad.mine: " + problem, e.getMessage());
    }

    static Stream<Arguments> notFullBoards() {
        return Stream.of(
                // (1,1) sees the mines at (2,0) and (0,1): its clue must be 2, not 1 (hand count)
                Arguments.of("3x2x2\n12M\nM11\n", "line 3, column 2: clue 1 does not match the 2 mines around it"),
                Arguments.of("3x2x2\n02M\nM21\n", "line 2, column 1: clue 0 does not match the 1 mines around it"),
                Arguments.of("3x2x2\n1HH\nH21\n", "is a game position, not a full board: 0 of 2 mines are shown"
                        + " (a board needs every mine shown as M)"),
                Arguments.of("3x2x2\n12F\nM21\n", "is a game position, not a full board: 1 of 2 mines is shown"
                        + " and 1 cell is flagged (a board needs every mine shown as M)"),
                Arguments.of("3x2x2\n12M\nF21\n", "is a game position, not a full board: 1 of 2 mines is shown"
                        + " and 1 cell is flagged (a board needs every mine shown as M)"));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @MethodSource("notFullBoards")
    void positionThatIsNotAFullBoardIsRejectedAsBoard(String text, String problem) {
        var position = MineText.parse(text, "games/pos.mine");
        InputException e = assertThrows(InputException.class, () -> MineText.layoutOf(position, "games/pos.mine"));
        assertEquals("games/pos.mine: " + problem, e.getMessage());
    }
}
