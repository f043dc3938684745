package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoardSpecTest {

    // The classic presets, as documented on BoardSpec.
    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
            "beginner|9|9|10", "intermediate|16|16|40", "expert|30|16|99",
            "Expert|30|16|99", "'  BEGINNER '|9|9|10"
    })
    void presets(String text, int w, int h, int m) {
        assertEquals(new BoardSpec(w, h, m), BoardSpec.parse(text));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
            "30x16x99|30|16|99", "30X16X99|30|16|99", "30×16×99|30|16|99", "30x16/99|30|16|99",
            "' 9x9x10 '|9|9|10", "1x1x0|1|1|0", "1x1x1|1|1|1", "255x255x65025|255|255|65025", "007x3x2|7|3|2"
    })
    void widthHeightMines(String text, int w, int h, int m) {
        BoardSpec spec = BoardSpec.parse(text);
        assertEquals(new BoardSpec(w, h, m), spec);
        assertEquals(w * h, spec.cells());
        assertEquals(w, spec.geometry().width());
        assertEquals(h, spec.geometry().height());
    }

    @Test
    void toStringParsesBack() {
        BoardSpec spec = new BoardSpec(30, 16, 99);
        assertEquals("30x16x99", spec.toString());
        assertEquals(spec, BoardSpec.parse(spec.toString()));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", " ", "abc", "expertt", "30x16", "30x16x", "x16x99", "30x16x99x1", "-1x5x3",
            "30 x 16 x 99", "30,16,99", "30/16x99", "1.5x2x1", "3x3x-1"})
    void badTextIsRejectedWithTheUsage(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardSpec.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "' is not a board"), e.getMessage());
        assertTrue(e.getMessage().contains("WxHxM"), e.getMessage());
    }

    @Test
    void zeroWidthIsRejectedWithAClearMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardSpec.parse("0x5x1"));
        assertEquals("width must be between 1 and 255, got 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardSpec.parse("5x256x1"));
        assertEquals("height must be between 1 and 255, got 256", e.getMessage());
    }

    @Test
    void moreMinesThanCellsIsRejected() {
        // 3x3 has 9 cells: 9 mines fit, 10 do not.
        assertEquals(9, BoardSpec.parse("3x3x9").mines());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardSpec.parse("3x3x10"));
        assertEquals("10 mines do not fit on a 3x3 board of 9 cells", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardSpec.parse("30x16x999999999"));
    }

    @Test
    void negativeMinesRejectedByConstructor() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new BoardSpec(3, 3, -1));
        assertTrue(e.getMessage().contains("negative"), e.getMessage());
    }

    // PRESETS is documented as "in the order users know them": help text and error messages
    // list them that way (Map.of would shuffle them from one JVM run to the next).
    @Test
    void presetsIterateInTheOrderUsersKnowThem() {
        assertEquals(List.of("beginner", "intermediate", "expert"), List.copyOf(BoardSpec.PRESETS.keySet()));
    }
}
