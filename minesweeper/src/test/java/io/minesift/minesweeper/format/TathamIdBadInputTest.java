package io.minesift.minesweeper.format;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Malformed Tatham game IDs: each is one line naming the file, the line and the problem. The good
 * ID they are broken from is {@code 9x9:4,4,mb071b49fbd1cb6a0d5868}, the example in Tatham's
 * {@code mines.c} (10 mines, 81 cells: 21 hex digits).
 */
class TathamIdBadInputTest {
    private static final String PREFIX = "ids.txt: line 2: ";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "9x9 | '9x9' is not a Mines game ID: expected PARAMS:DESCRIPTION such as 9x9:4,4,mb071b49fbd1cb6a0d5868",
            "9x9n10#4137 | '9x9n10#4137' is not a Mines game ID: expected PARAMS:DESCRIPTION such as "
                    + "9x9:4,4,mb071b49fbd1cb6a0d5868 (a random seed ID has no mines yet)",
            "9y9:4,4,mb071b49fbd1cb6a0d5868 | bad parameters '9y9': expected WxH, such as 9x9 or 30x16n99",
            "300x9:4,4,mb071b49fbd1cb6a0d5868 | board size 300x9: width and height must be 1 to 255",
            "0x9:4,4,mb071b49fbd1cb6a0d5868 | board size 0x9: width and height must be 1 to 255",
            "9x9:r10,u,0123abcd | 'r10,u,0123abcd' is a game before its first click, with no mines placed yet: "
                    + "copy the ID Tatham's game shows after the first click",
            "9x9:4,4mb071b49fbd1cb6a0d5868 | expected the first click as x,y, before the mine bitmap, got '4,4mb071b49fbd1cb6a0d5868'",
            "9x9:9,4,mb071b49fbd1cb6a0d5868 | first click (9,4) is outside the 9x9 board",
            "9x9:4,9,mb071b49fbd1cb6a0d5868 | first click (4,9) is outside the 9x9 board",
            "9x9:4,4,mb071b49fbd1cb6a0d586 | the mine bitmap has 20 hex digits; a 9x9 board needs 21",
            "9x9:4,4,mb071b49fbd1cb6a0d58680 | the mine bitmap has 22 hex digits; a 9x9 board needs 21",
            "9x9:4,4,mb071b49fbd1cb6a0d586g | 'g' at place 21 of the mine bitmap is not a hex digit",
            // 81 cells: the last digit holds cell 80 and 3 pad bits, so only 0 and 8 are allowed
            "9x9:4,4,mb071b49fbd1cb6a0d5861 | the mine bitmap's last hex digit sets bits after the board's 81 cells",
            "9x9n11:4,4,mb071b49fbd1cb6a0d5868 | the parameters say n11 but the bitmap holds 10 mines"})
    void eachMalformedIdIsOneLine(String id, String expected) {
        InputException e = assertThrows(InputException.class,
                () -> TathamId.readLines("9x9:4,4,mb071b49fbd1cb6a0d5868\n" + id + "\n", "ids.txt"));
        assertEquals(PREFIX + expected, e.getMessage());
    }

    @Test
    void aFileOfNoIdsIsAnError() {
        InputException e = assertThrows(InputException.class, () -> TathamId.readLines("# only a comment\n\n", "ids.txt"));
        assertEquals("ids.txt: holds no game ID: expected PARAMS:DESCRIPTION such as 9x9:4,4,mb071b49fbd1cb6a0d5868,"
                + " one a line", e.getMessage());
    }
}
