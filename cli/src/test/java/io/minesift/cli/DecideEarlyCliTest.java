package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deciding early from the command line: the default sift stops boards early and says how many plays
 * it used; --plays fixed plays them all, as before; research settings go after a colon; bad values
 * end with one line; each board's plays are in boards.csv and summary.json.
 */
class DecideEarlyCliTest {
    private static final Object[] BOARDS = {"sift", "9x9x10", "--count", 20, "--repeats", 40, "--seed", 4, "--quiet"};

    @TempDir
    Path dir;

    private Cli.Result sift(String out, Object... more) {
        Object[] args = java.util.Arrays.copyOf(BOARDS, BOARDS.length + more.length + 2);
        System.arraycopy(more, 0, args, BOARDS.length, more.length);
        args[args.length - 2] = "--out";
        args[args.length - 1] = dir.resolve(out);
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.toString());
        return r;
    }

    @Test
    void theDefaultDecidesEarlyAndFixedPlaysThemAll() throws Exception {
        Cli.Result early = sift("early");
        assertTrue(early.out().contains("up to 40 plays each"), early.out());
        assertTrue(early.out().matches("(?s).*\\n[0-9,]+ of 1,600 plays \\([0-9]+ % saved by deciding early\\)\\n.*"), early.out());
        Cli.Result fixed = sift("fixed", "--plays", "fixed");
        assertTrue(fixed.out().contains("(weak vs strong, 40 plays each)"), fixed.out());
        assertTrue(fixed.out().contains("\n1,600 plays\n"), fixed.out());
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("early").resolve("summary.json").toFile());
        long played = summary.path("plays").path("played").asLong();
        assertEquals(1600, summary.path("plays").path("most").asLong());
        assertTrue(summary.path("plays").path("rule").asText().startsWith("sequential ("), summary.toString());
        // boards.csv's plays columns add up to the summary's count
        List<String> csv = Files.readAllLines(dir.resolve("early").resolve("boards.csv"));
        List<String> header = List.of(csv.get(0).split(","));
        int weak = header.indexOf("weak_plays");
        int strong = header.indexOf("strong_plays");
        long sum = csv.stream().skip(1).map(l -> l.split(","))
                .mapToLong(f -> Long.parseLong(f[weak]) + Long.parseLong(f[strong])).sum();
        assertEquals(played, sum);
        assertTrue(played < 1600, "some board stopped early");
    }

    @Test
    void researchSettingsGoAfterAColonAndChangeTheRunKey() {
        sift("set", "--plays", "sequential:alike=10,confidence=0.95");
        Cli.Result other = Cli.run(BOARDS[0], BOARDS[1], BOARDS[2], BOARDS[3], BOARDS[4], BOARDS[5], BOARDS[6],
                BOARDS[7], BOARDS[8], "--out", dir.resolve("set"));
        Cli.assertBadInput(other, "its plays are sequential (first 10, round 10, confidence 0.95, width 0.04, alike after 10;");
    }

    @Test
    void badPlaysEndWithOneLine() {
        Path out = dir.resolve("bad");
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 2, "--plays", "some", "--out", out),
                "--plays takes sequential, fixed or sequential:SETTINGS, not 'some'");
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 2, "--plays", "sequential:first=1", "--out", out),
                "the first round needs at least 2 plays and a round at least 1, got 1 and 10");
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 2, "--plays", "sequential:speed=3", "--out", out),
                "'speed=3' is not a sequential setting");
    }
}
