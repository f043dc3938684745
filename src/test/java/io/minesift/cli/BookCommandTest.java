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

    /** A small book written by the command, in book.json. */
    private Path smallBook() throws Exception {
        Path out = dir.resolve("book.json");
        Cli.Result r = Cli.run("book", "5x5x4", "--seed", "3", "--scan", "100", "--entries", "1", "--boards", "20",
                "--threads", "1", "--out", out);
        assertEquals(0, r.code(), r.toString());
        return out;
    }

    @Test
    void writesABookAndAppendsToIt() throws Exception {
        Path out = smallBook();
        assertTrue(Files.readString(out).contains("\"position\" : \"5x5x4:...../...../...../...../....1\""));
        Cli.Result r = Cli.run("book", "4x4x4", "--start", "1,0", "--seed", "3", "--scan", "100", "--entries", "1", "--boards", "20",
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
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--boards", "300,100", "--out", out), "must increase");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--depth", "2", "--entries", "1,2,3", "--out", out), "one per guess");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--depth", "0", "--out", out), "--depth");
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--near", "-1", "--out", out), "near");
    }

    @Test
    void aPlayerFileNamesABookToLookUp() throws Exception {
        // A strong-max file with a book of its own; a missing book and a book that is no path
        // are bad input naming the file.
        Path book = smallBook();
        Path player = dir.resolve("player.json");
        Files.writeString(player, "{\"player\": \"strong-max\", \"parameters\": {\"smallBoardLayouts\": 0, "
                + "\"openingBookFile\": \"" + book.toString().replace("\\", "/") + "\"}}");
        Cli.Result r = Cli.run("play", "--player", player, "5x5x4", "--count", "50", "--threads", "1", "--quiet");
        assertEquals(0, r.code(), r.toString());
        Files.writeString(player, "{\"player\": \"strong-max\", \"parameters\": {\"openingBookFile\": \"missing.json\"}}");
        Cli.assertBadInput(Cli.run("play", "--player", player, "5x5x4", "--count", "5"), "missing.json",
                "not an opening book");
        Files.writeString(player, "{\"player\": \"strong-max\", \"parameters\": {\"openingBookFile\": 3}}");
        Cli.assertBadInput(Cli.run("play", "--player", player, "5x5x4", "--count", "5"), "player.json",
                "openingBookFile");
    }
}
