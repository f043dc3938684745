package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code hint} on positions whose deductions were worked out by hand. */
class HintCommandTest {
    @TempDir
    Path dir;

    private Cli.Result hint(String position, String... options) throws IOException {
        Path file = dir.resolve("p.mine");
        Files.writeString(file, position);
        Object[] args = new Object[options.length + 2];
        args[0] = "hint";
        args[1] = file;
        System.arraycopy(options, 0, args, 2, options.length);
        return Cli.run(args);
    }

    @Test
    void singleClue() throws IOException {
        // B1 shows 2 and only A1 and C1 around it are hidden: both are mines.
        Cli.Result r = hint("3x2x2\nH2H\n121\n");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith("Cells are named spreadsheet style"), r.out());
        assertTrue(r.out().contains("A1 and C1 are mines (single-clue): B1 shows 2 and has exactly 2 hidden neighbours, "
                + "so both are mines: A1 and C1."), r.out());
    }

    @Test
    void twoCluesCommonArea() throws IOException {
        // A2 = 1 sees A3, B3; B2 = 1 sees A3, B3, C3: A2's candidates lie inside B2's area, so C3 is safe.
        Cli.Result r = hint("5x4x3\n00000\n11211\nHHHHH\nHHHHH\n");
        assertTrue(r.out().contains("C3 is safe (two-clues): A2 needs 1 mine and all of its candidates lie inside B2's area; "
                + "B2 needs only 1 mine, so B2's other cell C3 is safe."), r.out());
    }

    @Test
    void theMineCount() throws IOException {
        // "H1HH", 1 mine: B1's mine is A1 or C1, so the count leaves D1 safe.
        Cli.Result r = hint("4x1x1\nH1HH\n", "--json");
        JsonNode hint = new ObjectMapper().readTree(r.out()).path("hints").get(0);
        assertEquals("mine-count", hint.path("level").asText());
        assertEquals("D1", hint.path("cells").get(0).asText());
        assertEquals("safe", hint.path("verdict").asText());
        assertEquals("B1", hint.path("clues").get(0).asText());
        assertEquals("mine count", hint.path("clues").get(1).asText());
    }

    @Test
    void severalClues() throws IOException {
        // B1 = 1 needs 1 mine in {C1, C2}; A2 = 1 needs 1 in {A3, B3}; B2 = 2 sees all five and
        // C3: 1 + 1 + C3 = 2, so C3 is safe. No single clue or pair of them settles it.
        Cli.Result r = hint("6x5x9\n01HHHH\n12HHHH\nHHHHHH\nHHHHHH\nHHHHHH\n");
        assertTrue(r.out().contains("C3 is safe (several-clues): Together, the clues B1, A2 and B2 leave C3 no room for a "
                + "mine"), r.out());
    }

    @Test
    void allListsEveryCertainCellOnce() throws IOException {
        Cli.Result r = hint("5x4x3\n00000\n11211\nHHHHH\nHHHHH\n", "--all", "--json");
        JsonNode hints = new ObjectMapper().readTree(r.out()).path("hints");
        int cells = 0;
        for (JsonNode h : hints) {
            cells += h.path("cells").size();
        }
        assertEquals(5, cells, "A3, C3, E3 safe and B3, D3 mines: " + r.out());
    }

    @Test
    void forcedFiftyFifty() throws IOException {
        Cli.Result r = hint("2x2x1\nHH\n11\n");
        assertTrue(r.out().contains("No deduction is possible. The safest cells are A1 and B1, with a 50.0 % chance of a mine; "
                + "A1 and B1 are a forced 50/50"), r.out());
    }

    @Test
    void inconsistentPositionExitsThree() throws IOException {
        // B1 is the only hidden cell, but the board has 2 mines.
        Cli.Result r = hint("3x1x2\n1H1\n");
        assertEquals(3, r.code(), r.toString());
        assertTrue(r.err().startsWith("minesift: "), r.err());
    }
}
