package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CellTest {

    // Worked by hand: columns A..Z are 0..25, AA is 26, AB 27, AZ 51, BA 52, ZZ 26+26*26-1 = 701,
    // AAA 702; rows count from 1.
    @ParameterizedTest(name = "({0},{1}) is {2}")
    @CsvSource({
            "0,0,A1", "25,0,Z1", "26,0,AA1", "27,3,AB4", "51,0,AZ1", "52,0,BA1",
            "701,0,ZZ1", "702,0,AAA1", "1,9,B10", "0,254,A255"
    })
    void label(int x, int y, String expected) {
        assertEquals(expected, new Cell(x, y).label());
    }

    // Column 255 worked by hand: 255 = 9*26 + 21, i.e. first letter the 9th (I), second the 22nd (V).
    // The odometer below gets it independently by counting up from A one column at a time.
    @Test
    void column255ComputedIndependently() {
        assertEquals("IV", Cell.columnLabel(255));
        char[] name = {'A'};
        for (int column = 0; column < 1000; column++) {
            assertEquals(new String(name), Cell.columnLabel(column), "column " + column);
            name = increment(name);
        }
    }

    /** Next spreadsheet column name: Z rolls over to A with a carry; ZZ becomes AAA. */
    private static char[] increment(char[] name) {
        char[] n = name.clone();
        for (int i = n.length - 1; i >= 0; i--) {
            if (n[i] != 'Z') {
                n[i]++;
                return n;
            }
            n[i] = 'A';
        }
        char[] longer = new char[n.length + 1];
        longer[0] = 'A';
        System.arraycopy(n, 0, longer, 1, n.length);
        return longer;
    }

    @ParameterizedTest(name = "{2} is ({0},{1})")
    @CsvSource({"0,0,A1", "4,4,e5", "27,3,AB4", "701,0,zz1", "254,254,IU255", "3,3,'3,3'", "0,12,' 0,12 '"})
    void parsesNamesAndXY(int x, int y, String text) {
        assertEquals(new Cell(x, y), Cell.parse(text));
    }

    @Test
    void parseReadsBackEveryLabel() {
        for (int column = 0; column < 1000; column += 7) {
            Cell cell = new Cell(column, column % 300);
            assertEquals(cell, Cell.parse(cell.label()), cell.label());
        }
    }

    @ParameterizedTest(name = "''{0}''")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"", "A", "1", "A0", "1A", "A-1", "A 1", "3;3", "ABCD1", "Ä1"})
    void parseRejectsOtherText(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Cell.parse(text));
        assertTrue(e.getMessage().contains("A1") && e.getMessage().contains("x,y"), e.getMessage());
    }

    @Test
    void negativeCoordinatesRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Cell(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Cell(0, -1));
    }

    @Test
    void toStringIsXCommaY() {
        // The start-rule text and the instance id both use this form.
        assertEquals("3,7", new Cell(3, 7).toString());
    }
}
