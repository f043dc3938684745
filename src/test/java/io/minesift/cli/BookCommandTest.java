package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code minesift book}: a small book end to end, appending, and bad input. */
class BookCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesABookAndAppendsToIt() throws Exception {
        Path out = dir.resolve("book.json");
        Cli.Result r = Cli.run("book", "5x5x4", "--seed", "3", "--scan", "100", "--entries", "1", "--boards", "20",
                "--threads", "1", "--out", out);
        assertEquals(0, r.code(), r.toString());
        assertTrue(Files.readString(out).contains("\"position\" : \"5x5x4:...../...../...../...../....1\""), r.toString());
        r = Cli.run("book", "4x4x4", "--start", "1,0", "--seed", "3", "--scan", "100", "--entries", "1", "--boards", "20",
                "--threads", "1", "--append", "--out", out);
        assertEquals(0, r.code(), r.toString());
        String both = Files.readString(out);
        assertTrue(both.contains("5x5x4:") && both.contains("4x4x4:") && both.contains("minesift book 4x4x4"), both);
    }

    @Test
    void refusesANonStrongPlayerAndABadBookToAppendTo() throws Exception {
        Path out = dir.resolve("book.json");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--player", "players/weak.json", "--out", out),
                "players/weak.json", "needs a strong player");
        Files.writeString(out, "{\"something\": 1}");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--append", "--out", out), "book.json", "not an opening book");
        Files.writeString(out, "nope");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--append", "--out", out), "book.json", "not an opening book");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--boards", "0", "--out", out), "at least 1");
    }
}
