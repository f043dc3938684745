package io.minesift.cli;

import io.minesift.io.PlayerFiles;
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
                "separation", "--on", "6x6x5", "--boards", 30, "--repeats", 4, "--budget", 480, "--threads", 2,
                "--out", out, "--report", dir);
        assertEquals(0, r.code(), r.toString());
        for (String line : Files.readAllLines(dir.resolve("tuning.csv")).subList(1, 5)) {
            double score = Double.parseDouble(line.split(",")[2]);
            assertTrue(score >= 0 && score <= 1, line);
        }
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
