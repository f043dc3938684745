package io.minesift.minesweeper.format;

import io.minesift.core.util.InputException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Broken MBF files: each fails with an {@link InputException} that names the file and the problem. */
class MbfBadInputTest {

    static Stream<Arguments> badFiles() {
        // Bytes written by hand from the format (width, height, count big-endian, (x,y) pairs);
        // the 3x2 board has 6 cells.
        return Stream.of(
                Arguments.of("empty", new byte[0], "empty file"),
                Arguments.of("header of 3 bytes", new byte[]{3, 2, 0}, "truncated MBF header: 3 of 4 bytes"),
                Arguments.of("header of 1 byte", new byte[]{3}, "truncated MBF header: 1 of 4 bytes"),
                Arguments.of("header says 3 mines, 2 follow", new byte[]{3, 2, 0, 3, 2, 0, 0, 1},
                        "the header says 3 mines but only 2 of their positions follow"),
                Arguments.of("odd byte short of the last pair", new byte[]{3, 2, 0, 2, 2, 0, 0},
                        "the header says 2 mines but only 1 of their positions follow"),
                Arguments.of("trailing bytes", new byte[]{3, 2, 0, 1, 2, 0, 7, 7},
                        "2 unexpected bytes after the last of 1 mines"),
                Arguments.of("mine x outside", new byte[]{3, 2, 0, 2, 2, 0, 3, 1},
                        "mine 2 at byte 6 is at (3,1), outside the 3x2 board"),
                Arguments.of("mine y outside", new byte[]{3, 2, 0, 1, 0, 2},
                        "mine 1 at byte 4 is at (0,2), outside the 3x2 board"),
                Arguments.of("duplicate mine", new byte[]{3, 2, 0, 2, 2, 0, 2, 0},
                        "mine 2 at byte 6 repeats cell (2,0)"),
                Arguments.of("0x5 board", new byte[]{0, 5, 0, 0}, "board size 0x5"),
                Arguments.of("5x0 board", new byte[]{5, 0, 0, 0}, "board size 5x0"),
                Arguments.of("more mines than cells", new byte[]{3, 2, 0, 7},
                        "7 mines do not fit on a 3x2 board of 6 cells"),
                Arguments.of("count high byte", new byte[]{3, 2, 1, 0},
                        "256 mines do not fit on a 3x2 board of 6 cells"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void badMbfNamesFileAndProblem(String label, byte[] bytes, String problem) {
        InputException e = assertThrows(InputException.class, () -> Mbf.read(bytes, "boards/bad.mbf"));
        assertTrue(e.getMessage().startsWith("boards/bad.mbf: "), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertEquals("boards/bad.mbf", e.source());
    }
}
