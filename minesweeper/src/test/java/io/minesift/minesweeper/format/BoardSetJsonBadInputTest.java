package io.minesift.minesweeper.format;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static io.minesift.minesweeper.format.BadFiles.ONE_BOARD;
import static io.minesift.minesweeper.format.BadFiles.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Broken JSON sets, each one change to the hand-written good set {@link BadFiles#ONE_BOARD}
 * ({@link BadFiles#replace} fails if the change does not apply). Each fails with an
 * {@link InputException} naming the file and the problem.
 */
class BoardSetJsonBadInputTest {

    static Stream<Arguments> badSets() {
        return Stream.of(
                Arguments.of("", "empty file"),
                Arguments.of("  \n\t\n", "empty file"),
                Arguments.of("null", "empty file"),
                Arguments.of(replace(ONE_BOARD, "\"version\": 1,", "\"version\": 1, \"colour\": \"red\","),
                        "unknown field \"colour\""),
                Arguments.of(replace(ONE_BOARD, "\"mines\": 2,", "\"mines\": 2, \"colour\": \"red\","),
                        "unknown field \"colour\" (at boards[1].colour)"),
                Arguments.of(replace(ONE_BOARD, "\"seed\": 7,", "\"sed\": 7,"),
                        "unknown field \"sed\" (at boards[1].source.sed)"),
                Arguments.of(replace(ONE_BOARD, "\"width\": 3", "\"width\": \"three\""),
                        "expected a number (at boards[1].width)"),
                Arguments.of(replace(ONE_BOARD, "\"width\": 3", "\"width\": true"),
                        "expected a number (at boards[1].width)"),
                Arguments.of(replace(ONE_BOARD, "[\"..*\", \"*..\"]", "\"..**..\""),
                        "expected a list (at boards[1].layout)"),
                Arguments.of("[]", "expected an object"),
                Arguments.of(ONE_BOARD.substring(0, 60), "line "),
                Arguments.of(replace(ONE_BOARD, "minesift-boards", "minesweeper-boards"),
                        "not a minesift board set (the field \"format\" must be \"minesift-boards\")"),
                Arguments.of(replace(ONE_BOARD, "\"format\": \"minesift-boards\", ", ""),
                        "not a minesift board set"),
                Arguments.of(replace(ONE_BOARD, "\"version\": 1", "\"version\": 3"),
                        "format version 3 is newer than this build reads (2): update minesift"),
                Arguments.of(replace(ONE_BOARD, "\"version\": 1", "\"version\": 0"),
                        "missing or invalid format \"version\""),
                Arguments.of(replace(ONE_BOARD, "\"boards\":", "\"board\":"),
                        "unknown field \"board\""),
                Arguments.of(replace(ONE_BOARD, BadFiles.ID_A, "0123456789ab"),
                        "board 1: board id '0123456789ab' does not match its content (expected " + BadFiles.ID_A + ")"),
                Arguments.of(replace(ONE_BOARD, "\"*..\"", "\"*.\""), "board 1: layout row 2 must have 3 cells"),
                Arguments.of(replace(ONE_BOARD, "\"..*\"", "\"..*.\""), "board 1: layout row 1 must have 3 cells"),
                Arguments.of(replace(ONE_BOARD, ", \"*..\"", ""), "board 1: \"layout\" must have 2 rows, has 1"),
                Arguments.of(replace(ONE_BOARD, "\"..*\"", "\"..x\""),
                        "board 1: layout row 1, column 3: unknown character 'x'"),
                Arguments.of(replace(ONE_BOARD, "\"mines\": 2", "\"mines\": 3"),
                        "board 1: \"mines\" says 3 but the layout has 2"),
                Arguments.of(replace(ONE_BOARD, "\"start\": [0, 0]", "\"start\": [3, 0]"),
                        "board 1: start cell 3,0 is outside the 3x2 board"),
                Arguments.of(replace(ONE_BOARD, "\"start\": [0, 0]", "\"start\": [0]"),
                        "board 1: \"start\" must be [x, y]"),
                Arguments.of(replace(ONE_BOARD, "\"width\": 3", "\"width\": 0"),
                        "board 1: width must be between 1 and 255, got 0"),
                Arguments.of(replace(ONE_BOARD, "\"safe\"", "\"maybe\""),
                        "board 1: unknown first-click rule 'maybe'"));
    }

    @ParameterizedTest(name = "{index}: {1}")
    @MethodSource("badSets")
    void badSetNamesFileAndProblem(String json, String problem) {
        InputException e = assertThrows(InputException.class,
                () -> BoardSetJson.read(json.getBytes(StandardCharsets.UTF_8), "sets/bad.json"));
        assertTrue(e.getMessage().startsWith("sets/bad.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), "one line: " + e.getMessage());
    }

    @Test
    void syntaxAndTypeErrorsGiveLineAndColumn() {
        // "width" is on line 2 of ONE_BOARD; the bad value starts after '"width": ' (hand count).
        String json = replace(ONE_BOARD, "\"width\": 3", "\"width\": \"three\"");
        InputException e = assertThrows(InputException.class,
                () -> BoardSetJson.read(json.getBytes(StandardCharsets.UTF_8), "bad.json"));
        assertTrue(e.getMessage().startsWith("bad.json: line 2, column "), e.getMessage());
    }

    @Test
    void errorInSecondBoardIsNumberedTwo() {
        String json = replace(BadFiles.TWO_BOARDS, "\"..\", \".*\"", "\"..\", \"**\"");
        InputException e = assertThrows(InputException.class,
                () -> BoardSetJson.read(json.getBytes(StandardCharsets.UTF_8), "ab.json"));
        // B's layout now holds 2 mines against "mines": 1.
        assertTrue(e.getMessage().startsWith("ab.json: board 2: \"mines\" says 1 but the layout has 2"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("coercedScalars")
    void numbersMustBeWholeJsonNumbers(String change, String json) {
        assertThrows(InputException.class,
                () -> BoardSetJson.read(json.getBytes(StandardCharsets.UTF_8), "coerced.json"));
    }

    static Stream<Arguments> coercedScalars() {
        return Stream.of(
                Arguments.of("mines 2.7", replace(ONE_BOARD, "\"mines\": 2", "\"mines\": 2.7")),
                Arguments.of("width \"3\"", replace(ONE_BOARD, "\"width\": 3", "\"width\": \"3\"")),
                Arguments.of("start [0.9, 0]", replace(ONE_BOARD, "\"start\": [0, 0]", "\"start\": [0.9, 0]")));
    }
}
