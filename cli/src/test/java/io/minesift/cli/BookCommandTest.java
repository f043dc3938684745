package io.minesift.cli;

import io.minesift.minesweeper.player.OpeningBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code minesift book}: a small book end to end, appending, stopping and going on, and bad input. */
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
        Cli.assertBadInput(Cli.run("book", "5x5x4", "--boards", "0", "--out", out), "--boards must be from 1");
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

    /**
     * A small depth-2 book whose first entry is not the player's own choice (--z 0 takes the
     * leader however close: after the corner's 1, cell 13 won 16 of 20 against the own 4's 12), so
     * the second guess is scanned and played with a move of the build in force.
     */
    private static Object[] smallDepthTwo(Path out, Object... more) {
        List<Object> args = new ArrayList<>(List.of("book", "5x5x4", "--seed", "3", "--scan", "100", "--depth", "2",
                "--entries", "1,1", "--boards", "20", "--z", "0", "--threads", "1", "--out", out));
        args.addAll(List.of(more));
        return args.toArray();
    }

    /** The arguments with another seed. */
    private static Object[] seeded(long seed, Object[] args) {
        args[3] = seed;
        return args;
    }

    /** Every entry of the folder, hidden temporary files included. */
    private List<String> files() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !Bookkeeping.is(p)).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aStoppedBuildLeavesTheBookSoFarAndTheSameCommandFinishesIt() throws Exception {
        Path whole = dir.resolve("whole.json");
        Cli.Result uninterrupted = Cli.run(smallDepthTwo(whole));
        assertEquals(0, uninterrupted.code(), uninterrupted.toString());
        assertEquals(2, OpeningBook.read(whole).entries().size());
        assertFalse(Files.readString(whole).contains("unfinished"));

        Path out = dir.resolve("book.json");
        Cli.Result stopped = Cli.run(smallDepthTwo(out, "--stop-after", "1"));
        assertEquals(0, stopped.code(), stopped.toString());
        assertTrue(stopped.out().contains("book.json: stopped (--stop-after 1)"), stopped.toString());
        // The stopped run's file, whole (written atomically, no temporary file left): a book a
        // player can look up, with the finished entry and the command.
        assertEquals(List.of("book.json", "whole.json"), files());
        OpeningBook soFar = OpeningBook.read(out);
        assertEquals(List.of(OpeningBook.read(whole).entries().get(0).key()),
                soFar.entries().stream().map(OpeningBook.Entry::key).toList());
        assertEquals(13, soFar.entries().get(0).cell(), "not the player's own choice (4): the test needs it in force");
        assertTrue(Files.readString(out).contains("\"commands\" : [ \"minesift book 5x5x4"));

        Cli.Result resumed = Cli.run(smallDepthTwo(out));
        assertEquals(0, resumed.code(), resumed.toString());
        assertTrue(resumed.err().startsWith("guess 1, position 1: studied before"), resumed.toString());
        assertEquals(Files.readString(whole), Files.readString(out), "byte for byte the uninterrupted run's book");
        assertEquals(uninterrupted.out().replace(whole.toString(), out.toString()), resumed.out());
        assertEquals(List.of("book.json", "whole.json"), files());
    }

    @Test
    void anAppendingBuildStoppedAndFinishedIsTheUninterruptedOne() throws Exception {
        // On top of a book (seed 5) holding an entry for the corner's 1, which the new build's
        // first entry replaces: the book it started from is kept in the unfinished file, so the
        // finished book is the one an uninterrupted --append makes.
        Path base = dir.resolve("base.json");
        assertEquals(0, Cli.run(seeded(5, smallDepthTwo(base))).code());
        Path whole = dir.resolve("whole.json");
        Path out = dir.resolve("book.json");
        Files.copy(base, whole);
        Files.copy(base, out);
        assertEquals(0, Cli.run(smallDepthTwo(whole, "--append")).code());
        assertEquals(0, Cli.run(smallDepthTwo(out, "--append", "--stop-after", "1")).code());
        assertEquals(0, Cli.run(smallDepthTwo(out, "--append")).code());
        assertEquals(Files.readString(whole), Files.readString(out));
        assertTrue(Files.readString(out).contains("--seed 5") && Files.readString(out).contains("--seed 3"));
    }

    @Test
    void anUnfinishedBuildOfAnotherCommandOrPlayerIsRefused() throws Exception {
        Path out = dir.resolve("book.json");
        assertEquals(0, Cli.run(smallDepthTwo(out, "--stop-after", "1")).code());
        String before = Files.readString(out);
        Cli.Result other = Cli.run(seeded(4, smallDepthTwo(out)));
        Cli.assertBadInput(other, "book.json", "unfinished build of another command", "--seed 3");
        assertEquals(before, Files.readString(out), "the unfinished build is kept");

        Path player = dir.resolve("player.json");
        Files.writeString(player, "{\"player\": \"strong\", \"parameters\": {}}");
        Path mine = dir.resolve("mine.json");
        assertEquals(0, Cli.run(smallDepthTwo(mine, "--player", player, "--stop-after", "1")).code());
        Files.writeString(player, "{\"player\": \"strong\", \"parameters\": {\"candidates\": 5}}");
        Cli.assertBadInput(Cli.run(smallDepthTwo(mine, "--player", player)), "mine.json",
                "unfinished build with another player");
        Cli.assertBadInput(Cli.run(smallDepthTwo(out, "--stop-after", "-1")), "--stop-after");

        // A file of this command whose studied position is not the one the build meets first
        // (as a file written by a builder that scans otherwise would be): refused, kept.
        String edited = before.replaceFirst("(\"studied\" : \\[ \\{\\s*\"position\" : \"5x5x4:)[^\"]*\"",
                "$1...../...../...../...../....2\"");
        assertTrue(!edited.equals(before) && edited.contains("....2"), edited);
        Files.writeString(out, edited);
        Cli.assertBadInput(Cli.run(smallDepthTwo(out)), "book.json", "does not fit this command",
                "positions it studied are not this build's");
        assertEquals(edited, Files.readString(out));
    }
}
