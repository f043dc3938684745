package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.coins.Coin;
import io.minesift.coins.CoinFiles;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.minesweeper.player.WeakPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        // The description is made from the values written: it once kept the start file's words, "no mine
        // total; uniform guesses", beside useMineCount true.
        String description = new ObjectMapper().readTree(out.toFile()).path("description").asText();
        assertTrue(description.contains("the mine total as one more clue") && !description.contains("no mine total"), description);
        assertEquals(tuned.parameters().guess() == WeakPlayer.GuessPolicy.LOCAL_DENSITY, description.contains("local-density"),
                description);
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

    /** 12 coins of each category by construction (as the coins game labels them), and 12 between. */
    private Path coinSet() throws Exception {
        List<Coin> coins = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            coins.add(new Coin(0.9 + 0.008 * i, 1));        // too-easy
            coins.add(new Coin(0.2 + 0.04 * i, 1));         // skill-rewarding
            coins.add(new Coin(0.05 + 0.02 * i, 0.3 + 0.03 * i)); // luck-bound
            coins.add(new Coin(0.5 + 0.02 * i, 0.9));       // no clear example
        }
        Path set = dir.resolve("coins.json");
        Files.write(set, CoinFiles.write(coins));
        return set;
    }

    private Path coinPlayer(String kind, double skill) throws Exception {
        Path file = dir.resolve(kind + "-coin-player.json");
        Files.writeString(file, "{\"player\": \"" + kind + "\", \"parameters\": {\"skill\": " + skill + "}}\n");
        return file;
    }

    @Test
    void aCoinPlayerIsTunedThroughTheSameSeam() throws Exception {
        // The coins game, told by its board set: the weak coin player (skill 0) wins about 50 % of
        // these coins and skill 1 about 85 %, so a target of 70 % needs a skill well inside 0..1,
        // and the tuned file must come out closer to the target on held-out coins.
        Path out = dir.resolve("coin-tuned.json");
        Cli.Result r = Cli.run("tune", "--player", coinPlayer("weak", 0), "--params", "skill", "--goal", "target-rate=0.7",
                "--instances", coinSet(), "--repeats", 20, "--budget", 24 * 20 * 20, "--threads", 2, "--out", out,
                "--report", dir);
        assertEquals(0, r.code(), r.toString());
        Matcher m = Pattern.compile("before .* score (-[0-9.]+)\\n +tuned .* score (-[0-9.]+)").matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Double.parseDouble(m.group(2)) > Double.parseDouble(m.group(1)), r.out());
        JsonNode tuned = new ObjectMapper().readTree(out.toFile());
        assertEquals("weak", tuned.path("player").asText());
        double skill = tuned.path("parameters").path("skill").asDouble();
        assertTrue(skill > 0.2 && skill < 0.9, r.out());
        assertTrue(tuned.path("description").asText().startsWith("A coin player of skill "
                + new java.math.BigDecimal(Double.toString(skill)).stripTrailingZeros().toPlainString() + ":"), tuned.toString());
        assertEquals("evaluation,skill,score,win_rate", Files.readAllLines(dir.resolve("tuning.csv")).get(0));
        assertEquals(21, Files.readAllLines(dir.resolve("tuning.csv")).size(), "a header and 20 evaluations");
        Cli.Result again = Cli.run("sift", "--instances", dir.resolve("coins.json"), "--weak", out, "--repeats", 4,
                "--out", dir.resolve("sift"));
        assertEquals(0, again.code(), "the tuned file is a player file of the game: " + again);
    }

    @Test
    void separationOnCoinsUsesTheirLabelsByConstruction() throws Exception {
        // Without the coins' labels every score would be 0 (no labelled board to classify).
        Cli.Result r = Cli.run("tune", "--game", "coins", "--player", coinPlayer("weak", 0.5), "--params", "skill=0.0..1.0",
                "--goal", "separation", "--instances", coinSet(), "--repeats", 10, "--budget", 24 * 10 * 6, "--threads", 2,
                "--out", dir.resolve("coin-sep.json"), "--report", dir);
        assertEquals(0, r.code(), r.toString());
        boolean someAboveZero = false;
        for (String line : Files.readAllLines(dir.resolve("tuning.csv")).subList(1, 7)) {
            double score = Double.parseDouble(line.split(",")[2]);
            assertTrue(score >= 0 && score <= 1, line);
            someAboveZero |= score > 0;
        }
        assertTrue(someAboveZero, Files.readString(dir.resolve("tuning.csv")));
    }

    @Test
    void badGameInputsAreRefusedInOneLine() throws Exception {
        Cli.assertBadInput(Cli.run("tune", "--game", "coins", "--player", coinPlayer("weak", 0), "--params", "skill",
                "--goal", "win-rate", "--on", "beginner", "--budget", 100, "--out", dir.resolve("x.json")),
                "--on generates Minesweeper boards", "coins");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/weak.json", "--params", "overlook", "--goal", "win-rate",
                "--instances", coinSet(), "--budget", 100, "--out", dir.resolve("x.json")),
                "players/weak.json", "unknown parameter");
        Cli.assertBadInput(Cli.run("tune", "--player", coinPlayer("weak", 0), "--params", "skill=0.5..2.0", "--goal",
                "win-rate", "--instances", coinSet(), "--budget", 10000, "--out", dir.resolve("x.json")),
                "\"skill\" must be a number from 0.0 to 1.0");
        Cli.assertBadInput(Cli.run("tune", "--game", "chess", "--player", coinPlayer("weak", 0), "--params", "skill",
                "--goal", "win-rate", "--instances", coinSet(), "--budget", 100, "--out", dir.resolve("x.json")),
                "unknown --game 'chess'");
        assertTrue(!Files.exists(dir.resolve("x.json")));
    }
}
