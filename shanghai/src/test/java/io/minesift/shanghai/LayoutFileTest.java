package io.minesift.shanghai;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The layout format: the shipped layouts, and one line per problem in a bad file. */
class LayoutFileTest {
    @Test
    void shippedLayouts() {
        assertEquals(List.of(144, 36, 36, 72, 72, 72), Layouts.NAMES.stream().map(n -> Layouts.named(n).size()).toList());
        assertEquals(List.of(5, 3, 3, 4, 5, 3), Layouts.NAMES.stream().map(n -> Layouts.named(n).layers()).toList());
        // Tiles hidden at the start, counted by hand from each file's header: Turtle 36 + 16 + 4 + 4;
        // mini-turtle 8 + 4 (its half-offset layer 2 lies on four layer-1 tiles); mini-spider 12 + 3 (its half-offset
        // layer 1 covers the whole 3 x 4 body); medium-72 18 + 12 + 4;
        // half-turtle 16 + 8 + 4 + 2 (Turtle's 41.7 %); flat-72 16 + 4 (27.8 %).
        assertEquals(List.of(60L, 12L, 15L, 34L, 30L, 20L), Layouts.NAMES.stream().map(LayoutFileTest::hiddenAtStart).toList());
        assertEquals(9, Layouts.named("mini-spider").kinds());
        assertEquals(18, Layouts.named("medium-72").kinds());
        InputException e = assertThrows(InputException.class, () -> Layouts.named("pyramid"));
        assertEquals("layout: unknown layout 'pyramid' (known: turtle, mini-turtle, mini-spider, medium-72, half-turtle, flat-72)", e.getMessage());
    }

    private static long hiddenAtStart(String name) {
        Position p = DealGenerator.uniform(Layouts.named(name), 1, 0);
        return java.util.stream.IntStream.range(0, p.layout().size()).filter(p::hidden).count();
    }

    @Test
    void theShippedTurtleIsTheSharedOne() throws Exception {
        Path shared = Path.of("../shared/shanghai/turtle.txt");
        if (Files.exists(shared)) {
            Layout mine = Layouts.named("turtle");
            Layout theirs = LayoutFile.read(shared);
            for (int t = 0; t < 144; t++) {
                assertEquals(List.of(theirs.layer(t), theirs.row(t), theirs.col(t)), List.of(mine.layer(t), mine.row(t), mine.col(t)));
            }
        }
    }

    @Test
    void readsAFileNamedByItsName(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("square.txt");
        Files.writeString(file, "# a 2 x 2 square\n\n0 0 0\n0 0 2\n0 2 0\n0 2 2\n");
        Layout square = LayoutFile.read(file);
        assertEquals("square", square.name());
        assertEquals(4, square.size());
        assertTrue(Position.deal(square, new int[4]).free(0));
        assertFalse(Position.deal(square, new int[]{0, 0, 0, 0}).hidden(3));
        InputException missing = assertThrows(InputException.class, () -> LayoutFile.read(dir.resolve("none.txt")));
        assertTrue(missing.getMessage().startsWith(dir.resolve("none.txt") + ": cannot read"), missing.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0 0 0;0 0 2;0 0 4                | bad.txt: 3 tiles, an odd number (tiles are taken in pairs)",
            "# only a comment                 | bad.txt: no tiles",
            "0 0 0;0 0 2;0 0 1;0 0 6          | bad.txt: line 3: tile 0 0 1 overlaps tile 0 0 0 of line 1 in the same layer",
            "0 0 0;0 0 2;0 1 3;0 0 6          | bad.txt: line 3: tile 0 1 3 overlaps tile 0 0 2 of line 2 in the same layer",
            "0 0 0;0 0 2;1 0 1;1 4 4          | bad.txt: line 4: tile 1 4 4 lies on no tile of layer 0",
            "0 0 0;0 0 x;1 0 1;1 4 4          | bad.txt: line 2: 'x' is not a whole number",
            "0 0 0;0 0;1 0 1;1 4 4            | bad.txt: line 2: expected 'layer row col', found '0 0'",
            "0 0 0;0 -2 0;1 0 1;1 4 4         | bad.txt: line 2: -2 is outside 0..1000",
            "0 0 0;0 0 2;0 0 4;0 0 4          | bad.txt: line 4: tile 0 0 4 overlaps tile 0 0 4 of line 3 in the same layer",
    })
    void badFilesGiveOneLine(String lines, String message) {
        InputException e = assertThrows(InputException.class,
                () -> LayoutFile.parse("bad.txt", "bad", Arrays.asList(lines.strip().split(";"))));
        assertEquals(message.strip(), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void tooManyTiles() {
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < 1004; i++) {
            lines.add("0 " + (i / 400) * 2 + " " + (i % 400) * 2);
        }
        InputException e = assertThrows(InputException.class, () -> LayoutFile.parse("big.txt", "big", lines));
        assertEquals("big.txt: line 1001: more than 1000 tiles", e.getMessage());
    }
}
