package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code probabilities} command end to end: text, JSON, inconsistent and bad positions. */
class ProbabilitiesCommandTest {
    @TempDir
    Path temp;

    private record Run(int code, String out, String err) {
    }

    private Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private Path position(String name, String text) throws Exception {
        Path file = temp.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void jsonHasTheDocumentedShape() throws Exception {
        // The count-only endgame: with 2 mines in all, A1 and C1 are mines, B1 and B2 safe (one layout).
        Run r = run("probabilities", position("p.mine", "3x2x2\nHHH\n1H1\n").toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(1, r.out().strip().lines().count(), "exactly one JSON object on one line");
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals(3, json.get("width").asInt());
        assertEquals(2, json.get("height").asInt());
        assertEquals(2, json.get("mines").asInt());
        assertTrue(json.get("exact").asBoolean());
        assertEquals("1", json.get("layouts").asText());
        JsonNode rows = json.get("probabilities");
        assertEquals(1.0, rows.get(0).get(0).asDouble());
        assertEquals(0.0, rows.get(0).get(1).asDouble());
        assertEquals(1.0, rows.get(0).get(2).asDouble());
        assertTrue(rows.get(1).get(0).isNull(), "revealed cells are null");
        assertEquals(0.0, rows.get(1).get(1).asDouble());
    }

    @Test
    void jsonNamesTheCertainCellsAsHintDoes() throws Exception {
        // The count-only endgame above: A1 and C1 are the mines, B1 and B2 the safe cells. Before,
        // probabilities --json gave [x,y] pairs ([[1,0],[1,1]]) while hint --json gave "B1".
        Path file = position("p.mine", "3x2x2\nHHH\n1H1\n");
        JsonNode json = new ObjectMapper().readTree(run("probabilities", file.toString(), "--json").out());
        assertEquals("[\"B1\",\"B2\"]", json.get("certainSafe").toString());
        assertEquals("[\"A1\",\"C1\"]", json.get("certainMines").toString());
        JsonNode hint = new ObjectMapper().readTree(run("hint", file.toString(), "--all", "--json").out());
        for (JsonNode h : hint.get("hints")) {
            for (JsonNode cell : h.get("cells")) {
                assertTrue(json.get(h.get("verdict").asText().equals("mine") ? "certainMines" : "certainSafe")
                        .toString().contains(cell.toString()), cell + " in " + json);
            }
        }
    }

    @Test
    void aChanceNeverReadsAsAClue() throws Exception {
        // By hand: the 8 at B2 makes its 8 neighbours mines; the other 6 mines lie anywhere in the 75
        // cells of columns D to AB, which no clue touches: 6/75 = 8 % each. Before, those cells
        // printed "8", exactly like the clue.
        String far = "H".repeat(25);
        Run r = run("probabilities", position("c.mine", "28x3x14\nHHH" + far + "\nH8H" + far + "\nHHH" + far + "\n").toString());
        assertEquals(0, r.code(), r.err());
        String row2 = r.out().lines().filter(l -> l.startsWith("   2")).findFirst().orElseThrow();
        assertEquals("   2   M   8   M" + "  8%".repeat(25), row2);
        assertTrue(r.out().contains("% sign"), "the legend explains the notation:\n" + r.out());
    }

    @Test
    void flagsAreOneAndLayoutsAreADecimalString() throws Exception {
        // F1H with 1 mine: the flag on A1 meets the 1 at B1, so C1 is safe; one layout.
        Run r = run("probabilities", position("f.mine", "3x1x1\nF1H\n").toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals(1.0, json.get("probabilities").get(0).get(0).asDouble());
        assertEquals(0.0, json.get("probabilities").get(0).get(2).asDouble());
        assertTrue(json.get("layouts").isTextual());
        assertEquals("1", json.get("layouts").asText());
    }

    @Test
    void textShowsCertainCellsAndTheSafestCell() throws Exception {
        Run r = run("probabilities", position("p.mine", "5x3x2\nHHHHH\n11211\n00000\n").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("certain safe: A1 C1 E1"), r.out());
        assertTrue(r.out().contains("certain mines: B1 D1"), r.out());
        assertTrue(r.out().contains("safest cell: A1"), r.out());
        assertTrue(r.out().contains("columns A, B"), "the legend explains the cell names");
    }

    @Test
    void inconsistentPositionExitsThreeWithOneLine() throws Exception {
        // The 2 at B1 has a single hidden neighbour: no layout fits.
        Run r = run("probabilities", position("bad.mine", "3x1x1\n02H\n").toString(), "--json");
        assertEquals(3, r.code());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("bad.mine") && r.err().contains("inconsistent"), r.err());
    }

    @Test
    void badFileExitsTwo() throws Exception {
        Run r = run("probabilities", position("row.mine", "3x2x1\nHHH\n1H\n").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("row.mine: line 3"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(2, run("probabilities", temp.resolve("missing.mine").toString()).code());
    }

    @Test
    void overBudgetSaysItSampled() throws Exception {
        // A budget of one step forces Monte Carlo; the answer must say so.
        Run r = run("probabilities", position("p.mine", "4x2x2\nHHHH\n1221\n").toString(), "--json", "--budget", "1");
        assertEquals(0, r.code(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertFalse(json.get("exact").asBoolean());
        assertEquals("sampled", json.get("method").asText());
        assertTrue(json.get("samples").asLong() > 0);
        assertTrue(json.has("standardError"));
    }
}
