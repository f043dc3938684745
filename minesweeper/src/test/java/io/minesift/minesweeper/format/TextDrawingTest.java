package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.Provenance;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Text drawings, written out by hand from TextDrawing's layout rules. */
class TextDrawingTest {

    @Test
    void drawsBoardWithStartInBrackets() {
        Instance a = Instance.of(TestBoards.small3x2(), new Cell(0, 0),
                new Provenance("uniform", 7L, 0, FirstClickRule.SAFE, "corner", null));
        String expected = """
                board 7cedff7dcec0: 3x2, 2 mines, start A1
                from: uniform, seed 7, board 1, first click safe at corner
                   A B C
                1 [1]2 *
                2  * 2 1
                legend: * mine, . zero, 1-8 clue, [ ] start cell
                """;
        assertEquals(expected, TextDrawing.draw(a));
    }

    @Test
    void startInLastColumnClosesTheBracketAtLineEnd() {
        Instance a = Instance.of(TestBoards.small3x2(), new Cell(2, 1), Provenance.imported("a.mbf", "auto"));
        String expected = """
                board 6a260e7c178c: 3x2, 2 mines, start C2
                from: import of a.mbf, first click none at auto
                   A B C
                1  1 2 *
                2  * 2[1]
                legend: * mine, . zero, 1-8 clue, [ ] start cell
                """;
        // id from printf '3x2x2@2,1:2,3' | sha256sum
        assertEquals(expected, TextDrawing.draw(a));
    }

    @Test
    void twoLetterColumnsAreWrittenDownwards() {
        // 27 columns: A..Z then AA; the first header line holds only AA's first letter.
        Instance wide = Instance.of(MineLayout.of(Geometry.of(27, 1)), new Cell(26, 0),
                Provenance.imported("w.mine", "26,0"));
        String drawing = TextDrawing.draw(wide);
        String[] lines = drawing.split("\n");
        assertEquals("  " + "  ".repeat(26) + " A", lines[2]);
        assertEquals("  " + " A B C D E F G H I J K L M N O P Q R S T U V W X Y Z" + " A", lines[3]);
        assertEquals("1 " + " .".repeat(26) + "[.]", lines[4]);
    }

    @Test
    void drawsPositionWithHiddenAndFlaggedCells() {
        byte h = Position.HIDDEN;
        Position p = Position.of(Geometry.of(3, 2), 2, new byte[]{1, h, Position.FLAG, h, 2, 0});
        String expected = """
                position p.mine: 3x2, 2 mines, 2 hidden, 1 flagged
                   A B C
                1  1 - F
                2  - 2 .
                legend: - hidden, F flag, * mine, . zero, 1-8 clue
                """;
        assertEquals(expected, TextDrawing.draw(p, "position p.mine"));
    }
}
