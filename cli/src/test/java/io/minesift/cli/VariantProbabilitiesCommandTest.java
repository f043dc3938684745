package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBruteForce;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.VariantText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code probabilities} on variant positions: rules from {@code --rules} or the header, and bad input. */
class VariantProbabilitiesCommandTest {
    @TempDir
    Path temp;

    private Path file(String text) throws Exception {
        Path f = temp.resolve("p.mine");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void wallClueFromTheHeader() throws Exception {
        // By hand: the wall clue 1 at B2 says one run of one mine around it, and that is the flag at
        // C3; so the 7 other cells around B2 are safe and the second mine is in column D, which no
        // clue sees: 1 in 3 each, 3 layouts.
        Cli.Result r = Cli.run("probabilities", file("4x3x2 W\nH H H H\nH 1 H H\nH H F H\n"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith("rules W\n"), r.out());
        assertTrue(r.out().contains("   1   S   S   S 33%\n"), r.out());
        assertTrue(r.out().contains("certain safe: A1 B1 C1 A2 C2 A3 B3\n"), r.out());
        assertTrue(r.out().contains("layouts: 3 (exact count)\n"), r.out());
    }

    @Test
    void rulesOptionOnAVanillaStyleFileMatchesTheBruteForce() throws Exception {
        String text = "5x5x6\nHHHHH\nHH2HH\nHHHHH\nHHH3H\nHHHHH\n";
        Cli.Result r = Cli.run("probabilities", file(text), "--rules", "T,X", "--json");
        assertEquals(0, r.code(), r.toString());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals("T,X", json.get("rules").asText());
        VariantPosition p = VariantText.parse(text, "p.mine", RuleSet.parse("T,X"));
        VariantProbabilities truth = VariantBruteForce.of(p);
        assertEquals(Long.toString(truth.layouts()), json.get("layouts").asText());
        for (int c = 0; c < 25; c++) {
            JsonNode v = json.get("probabilities").get(c / 5).get(c % 5);
            if (c == 7 || c == 18) {
                assertTrue(v.isNull());
            } else {
                assertEquals((double) truth.mineCount(c) / truth.layouts(), v.asDouble(), 1e-12, "cell " + c);
            }
        }
    }

    @Test
    void headerAndOptionMustAgree() throws Exception {
        Path f = file("3x3x2 Q,E\nHHH\nH3H\nHHH\n"); // B1 and B3 mines, say, cover every 2×2 and let B2 see 3
        assertEquals(0, Cli.run("probabilities", f, "--rules", "q , e").code());
        Cli.assertBadInput(Cli.run("probabilities", f, "--rules", "T,E"), "p.mine", "line 1", "Q,E", "T,E");
    }

    @Test
    void noLayoutFitsIsExitThree() throws Exception {
        // a snake needs two cells with one mine neighbour each; a single mine has none
        Cli.Result r = Cli.run("probabilities", file("3x1x1 S\nH 0 H\n"));
        assertEquals(ProbabilitiesCommand.INCONSISTENT, r.code(), r.toString());
        assertEquals(1, r.errLines().size(), r.toString());
    }

    @Test
    void badVariantFilesAreOneLine() throws Exception {
        Cli.assertBadInput(Cli.run("probabilities", file("3x3x1 Z\nHHH\nHHH\nHHH\n")), "p.mine", "line 1", "unknown rule 'Z'");
        Cli.assertBadInput(Cli.run("probabilities", file("3x3x1 T X\nHHH\nHHH\nHHH\n")), "p.mine", "line 1", "one rules word");
        Cli.assertBadInput(Cli.run("probabilities", file("3x2x1 W\nH 1+9 H\nH H H\n")), "line 2, column 3", "bad cell '1+9'");
        Cli.assertBadInput(Cli.run("probabilities", file("3x2x1 V\nH 1+2 H\nH H H\n")), "line 2, column 3", "vanilla clue");
        Cli.assertBadInput(Cli.run("probabilities", file("3x2x1 T\nHH\nHHH\n")), "line 2", "row has 2 cells");
        Cli.assertBadInput(Cli.run("probabilities", file("3x2x1 T\nHHH\n")), "expected 2 rows");
        Cli.assertBadInput(Cli.run("probabilities", file("3x2x1 T\nFHH\nHHF\n")), "1 mines but 2 cells");
        Cli.assertBadInput(Cli.run("probabilities", file("9x7x10 O\n" + "HHHHHHHHH\n".repeat(7))), "width of at most 8");
        Cli.assertBadInput(Cli.run("probabilities", file("3x3x1\nHHH\nHHH\nHHH\n"), "--rules", "T,Q"), "at most one global rule");
    }

    /**
     * Beyond 64 cells the odds are sampled where they cannot be counted, and the report says so:
     * an empty 9×9 board with 10 mines under T allows C(81, 10) placements less those with three
     * in a line, too many to list; under V alone every cell's chance is exactly 10/81 (the clues'
     * law with no clue), and the report says exact.
     */
    @Test
    void largeBoardsSayWhetherTheOddsAreExactOrSampled() throws Exception {
        Cli.Result sampled = Cli.run("probabilities", file("9x9x10 T\n" + "HHHHHHHHH\n".repeat(9)));
        assertEquals(0, sampled.code(), sampled.toString());
        assertTrue(sampled.out().contains("probabilities: sampled from 2000 layouts"), sampled.out());
        Cli.Result exact = Cli.run("probabilities", file("9x9x10 V\n" + "HHHHHHHHH\n".repeat(9)), "--json");
        assertEquals(0, exact.code(), exact.toString());
        JsonNode json = new ObjectMapper().readTree(exact.out());
        assertEquals("exact", json.get("method").asText());
        assertEquals(10.0 / 81, json.get("probabilities").get(4).get(4).asDouble(), 1e-12);
    }
}
