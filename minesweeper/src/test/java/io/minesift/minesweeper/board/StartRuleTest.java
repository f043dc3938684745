package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StartRuleTest {

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"corner", "CORNER", " corner "})
    void corner(String text) {
        assertEquals(new StartRule.Corner(), StartRule.parse(text));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"center", "centre", "Center", " CENTRE"})
    void center(String text) {
        assertEquals(new StartRule.Center(), StartRule.parse(text));
    }

    @Test
    void randomAndAuto() {
        assertEquals(new StartRule.RandomCell(), StartRule.parse("random"));
        assertEquals(new StartRule.RandomCell(), StartRule.parse("Random"));
        assertEquals(new StartRule.Auto(), StartRule.parse("auto"));
        assertEquals(new StartRule.Auto(), StartRule.parse(" AUTO "));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {"3,3|3|3", "0,0|0|0", "12,4|12|4", "254,254|254|254", "' 7,2 '|7|2", "007,2|7|2"})
    void fixedCell(String text, int x, int y) {
        StartRule rule = StartRule.parse(text);
        assertEquals(new StartRule.At(new Cell(x, y)), rule);
        assertEquals(x + "," + y, rule.id());
    }

    // Spreadsheet names worked by hand: column D is the 4th (x = 3), row 4 is y = 3; AB is column 28 (x = 27).
    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {"D4|3|3", "d4|3|3", "A1|0|0", "' E5 '|4|4", "AB12|27|11", "IU255|254|254"})
    void fixedCellByName(String text, int x, int y) {
        StartRule rule = StartRule.parse(text);
        assertEquals(new StartRule.At(new Cell(x, y)), rule);
        assertEquals(x + "," + y, rule.id(), "board sets record the files' x,y");
        assertEquals(text.strip().toUpperCase(java.util.Locale.ROOT), rule.label(), "output names the cell");
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "  ", "3", "3,", ",3", "3;3", "3 3", "3, 3", "-1,2", "2,-1", "1000,1", "1,1000",
            "3,3,3", "middle", "cornerx", "a,b", "A0", "4D", "D", "D-4", "D 4", "ABCD1"})
    void badTextIsRejected(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StartRule.parse(text));
        assertTrue(e.getMessage().contains("unknown start '" + text + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("x,y") && e.getMessage().contains("D4"), e.getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"corner", "center", "random", "auto", "3,3", "0,12"})
    void idParsesBack(String text) {
        StartRule rule = StartRule.parse(text);
        assertEquals(text, rule.id());
        assertEquals(rule, StartRule.parse(rule.id()));
    }

    // Centres worked by hand: (w-1)/2, (h-1)/2 rounding down, as documented (4,4 on 9x9, 14,7 on 30x16).
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"9,9,4,4", "30,16,14,7", "16,16,7,7", "1,1,0,0", "2,2,0,0", "3,1,1,0", "1,4,0,1", "255,255,127,127"})
    void chosenCenter(int w, int h, int x, int y) {
        assertEquals(new Cell(x, y), new StartRule.Center().choose(Geometry.of(w, h), new SplittableRandom(1)));
        assertEquals(new Cell(0, 0), new StartRule.Corner().choose(Geometry.of(w, h), new SplittableRandom(1)));
    }

    @Test
    void fixedCellMustBeOnTheBoard() {
        StartRule rule = StartRule.parse("3,3");
        assertEquals(new Cell(3, 3), rule.choose(Geometry.of(4, 4), new SplittableRandom(1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rule.choose(Geometry.of(3, 9), new SplittableRandom(1)));
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> rule.choose(Geometry.of(9, 3), new SplittableRandom(1)));
    }

    // Seeded: 500 draws on a 4x3 board stay on the board and hit all 12 cells.
    @Test
    void randomCellCoversTheBoard() {
        Geometry g = Geometry.of(4, 3);
        SplittableRandom rnd = new SplittableRandom(42);
        Set<Cell> seen = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            Cell c = new StartRule.RandomCell().choose(g, rnd);
            assertTrue(g.contains(c.x(), c.y()), c.toString());
            seen.add(c);
        }
        assertEquals(12, seen.size());
    }

    @Test
    void autoNeedsAFinishedBoard() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new StartRule.Auto().choose(Geometry.of(9, 9), new SplittableRandom(1)));
        assertTrue(e.getMessage().contains("auto"), e.getMessage());
        // On a finished board it picks a cell of the largest opening: columns 4-5 here (see OpeningsTest).
        MineLayout l = Boards.parse("..*...", "..*...", "..*...");
        assertEquals(new Cell(4, 0), new StartRule.Auto().chooseFor(l, new SplittableRandom(1)));
    }

    @Test
    void otherRulesIgnoreTheFinishedBoard() {
        MineLayout l = Boards.parse("*..", "...", "...");
        assertEquals(new Cell(0, 0), new StartRule.Corner().chooseFor(l, new SplittableRandom(1)));
        assertEquals(new Cell(1, 1), new StartRule.Center().chooseFor(l, new SplittableRandom(1)));
        assertInstanceOf(Cell.class, new StartRule.RandomCell().chooseFor(l, new SplittableRandom(1)));
    }
}
