package io.minesift.cli;

import io.minesift.player.PlayerFiles;
import io.minesift.player.WeakPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code tune} end to end on small boards. */
class TuneCommandTest {
    @TempDir
    Path dir;

    @Test
    void tunedIsAtLeastAsGoodAsTheDefaultsOnHeldOutBoards() throws Exception {
        // The weak player without the mine count and with uniform guesses (its defaults) against
        // the grid of both choices: on 6x6 boards with 6 mines the count and local-density
        // guesses both help, so the search must pick a player that does at least as well.
        Path out = dir.resolve("weak-tuned.json");
        Cli.Result r = Cli.run("tune", "--player", "players/weak.json", "--params",
                "useMineCount=true|false,guess=uniform|local-density", "--goal", "win-rate", "--on", "6x6x6",
                "--boards", 60, "--repeats", 10, "--budget", 2400, "--threads", 2, "--out", out, "--report", dir);
        assertEquals(0, r.code(), r.toString());
        Matcher m = Pattern.compile("before +win rate ([0-9.]+) %.*\\n +tuned +win rate ([0-9.]+) %").matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Double.parseDouble(m.group(2)) >= Double.parseDouble(m.group(1)), r.out());
        WeakPlayer tuned = (WeakPlayer) PlayerFiles.read(out);
        assertTrue(tuned.parameters().useMineCount(), r.out());
        assertEquals(5, Files.readAllLines(dir.resolve("tuning.csv")).size(), "a header and four evaluations");
        assertTrue(Files.size(dir.resolve("tuning.png")) > 0);
    }

    @Test
    void separationScoresLieBetweenZeroAndOne() throws Exception {
        Path out = dir.resolve("weak-sep.json");
        Cli.Result r = Cli.run("tune", "--player", "players/weak.json", "--params", "overlook=0.0..0.3", "--goal",
                "separation", "--on", "6x6x5", "--boards", 30, "--repeats", 4, "--budget", 600, "--threads", 2,
                "--out", out, "--report", dir);
        assertEquals(0, r.code(), r.toString());
        for (String line : Files.readAllLines(dir.resolve("tuning.csv")).subList(1, 5)) {
            double score = Double.parseDouble(line.split(",")[2]);
            assertTrue(score >= 0 && score <= 1, line);
        }
    }

    @Test
    void aBudgetTooSmallToCompareIsRefusedBeforeAnyGame() {
        // --budget 1 used to write a "tuned" player that won 32 % on held-out boards against 68 %
        // for the player it started from, with exit 0.
        Cli.assertBadInput(Cli.run("tune", "--player", "players/weak.json", "--params", "overlook=0.0..0.3", "--goal",
                "win-rate", "--on", "beginner", "--budget", 1, "--out", dir.resolve("x.json"), "--report", dir),
                "--budget 1 pays for 0 evaluations", "needs at least 5");
        assertTrue(!Files.exists(dir.resolve("x.json")));
    }

    @Test
    void anUnwritableReportIsRefusedBeforeThePlayerFileIsWritten() throws Exception {
        // --report pointing at a file used to fail only after the tuned player had been written.
        Path blocker = dir.resolve("a-file");
        Files.writeString(blocker, "x");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/weak.json", "--params", "useMineCount=true|false",
                "--goal", "win-rate", "--on", "6x6x6", "--boards", 10, "--repeats", 2, "--budget", 100,
                "--out", dir.resolve("y.json"), "--report", blocker), "a-file");
        assertTrue(!Files.exists(dir.resolve("y.json")));
    }

    @Test
    void theStartingPlayerIsKeptWhenNothingBeatsIt() throws Exception {
        // The weak player's defaults (overlook 0: it never misses a safe cell it found) against
        // candidates that miss at least half of them: none can beat the defaults on held-out
        // boards, so tune must keep them and say so.
        Path out = dir.resolve("kept.json");
        Cli.Result r = Cli.run("tune", "--player", "players/weak.json", "--params", "overlook=0.5..0.9",
                "--goal", "win-rate", "--on", "beginner", "--boards", 30, "--repeats", 5, "--budget", 750, "--threads", 2,
                "--out", out, "--report", dir);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("keeps the starting parameters"), r.out());
        assertEquals(0.0, ((WeakPlayer) PlayerFiles.read(out)).parameters().overlook(),
                "the file's own overlook, not a tuned one");
    }

    @Test
    void helpHasNoFormatWarning() {
        // A bare '%' in the description made picocli print a format warning to the real stderr.
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.err;
        System.setErr(new java.io.PrintStream(captured, true));
        try {
            assertEquals(0, Cli.run("tune", "--help").code());
        } finally {
            System.setErr(old);
        }
        assertEquals("", captured.toString(), "picocli wrote to stderr");
    }

    @Test
    void badParameterNamesAndRanges() {
        Cli.assertBadInput(Cli.run("tune", "--player", "players/weak.json", "--params", "speed=0..1", "--goal", "win-rate",
                "--on", "beginner", "--budget", 100, "--out", dir.resolve("x.json")), "unknown parameter \"speed\"");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/strong.json", "--params", "band=0.5..0.1", "--goal",
                "win-rate", "--on", "beginner", "--budget", 100, "--out", dir.resolve("x.json")), "LOW < HIGH");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/strong.json", "--params", "candidates=-5..-1", "--goal",
                "win-rate", "--on", "beginner", "--budget", 100, "--out", dir.resolve("x.json")), "candidates");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/strong.json", "--params", "band=0.1..0.2", "--goal",
                "fast", "--on", "beginner", "--budget", 100, "--out", dir.resolve("x.json")), "unknown goal 'fast'");
        assertTrue(!Files.exists(dir.resolve("x.json")));
    }
}
