package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rule in {@link Main}'s documentation: a command's result goes to stdout, progress and notes
 * to stderr (none with --quiet). For a command that writes files, the result is the one line that
 * says what was written where; these lines went to stderr before (generate, convert, filter,
 * pack, reference), mixed with the notes.
 */
class ResultsOnStdoutTest {
    @TempDir
    Path dir;

    /** Runs the command: it succeeds, its result is stdout's last line, and stderr is empty. */
    private String result(Object... args) {
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertFalse(lines.isEmpty(), r.toString());
        return lines.get(lines.size() - 1);
    }

    @Test
    void boardFilesSayWhatTheyWroteOnStdout() {
        Path set = dir.resolve("e.json");
        assertEquals("wrote 6 boards to " + set, result("generate", "5x5x3", "--count", 6, "--out", set));
        Path deals = dir.resolve("d.json");
        assertEquals("wrote 2 boards to " + deals, result("generate", "--game", "shanghai", "--layout", "mini-turtle",
                "--count", 2, "--out", deals));
        Path one = dir.resolve("one.mbf");
        assertEquals("wrote 1 board to " + one, result("convert", set, one, "--index", 1));
        Path folder = dir.resolve("mine");
        assertEquals("wrote 6 .mine files to " + folder, result("convert", set, folder, "--to", "mine"));
        // generate without --out: the board set is the result, and nothing else is printed
        Cli.Result json = Cli.run("generate", "5x5x3");
        assertTrue(json.out().startsWith("{"), json.toString());
        assertEquals("", json.err());
    }

    @Test
    void aSiftAndWhatIsMadeOfItSayWhatTheyWroteOnStdout() throws Exception {
        Path sift = dir.resolve("sift");
        assertTrue(result("sift", "5x5x3", "--count", 6, "--repeats", 2, "--quiet", "--out", sift)
                .startsWith("reports in " + sift + ": index.html"));
        Path kept = dir.resolve("kept.json");
        assertEquals("kept 6 of 6 boards; wrote " + kept, result("filter", sift, "--out", kept));
        String category = Files.readAllLines(sift.resolve("boards.csv")).get(1).split(",")[2];
        Path pack = dir.resolve("pack");
        assertTrue(result("pack", sift, "--category", category, "--count", 1, "--out", pack)
                .startsWith("wrote a pack of 1 " + category + " boards"));
    }

    @Test
    void referenceTuneAndBookSayWhatTheyWroteOnStdout() {
        Path labelled = dir.resolve("held-out");
        assertEquals("wrote 3 labelled boards to " + labelled, result("reference", "--per-category", 1, "--labels-only",
                "--out", labelled));
        Path reference = dir.resolve("reference");
        assertEquals("wrote 3 reference boards to " + reference, result("reference", "--per-category", 1, "--repeats", 1,
                "--quiet", "--out", reference));
        Path tuned = dir.resolve("t.json");
        assertTrue(result("tune", "--player", "weak", "--params", "overlook=0..0.2", "--goal", "win-rate", "--on", "5x5x3",
                "--boards", 2, "--repeats", 1, "--budget", 40, "--quiet", "--out", tuned, "--report", dir.resolve("tune"))
                .startsWith("wrote " + tuned), "tune's last line");
        // The book prints what each studied position chose, then what it wrote; its notes go to stderr.
        Path book = dir.resolve("book.json");
        Cli.Result r = Cli.run("book", "5x5x4", "--scan", 20, "--boards", 4, "--entries", 1, "--out", book);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().strip().endsWith("to " + book), r.toString());
        assertFalse(r.err().contains("wrote"), r.toString());
    }
}
