package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.format.BadFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The curator's mix-ups of issue 13, each reproduced as it was met: stale files from another run,
 * boards sifted twice, players stored as Java strings, a reference set sift could not load,
 * progress frames in logs, noise with --quiet, a consistent position called inconsistent.
 */
class CuratorFixesTest {
    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void forceStartsAFolderOverWithoutStaleBoards() throws Exception {
        Path out = dir.resolve("out");
        assertEquals(0, Cli.run("sift", "9x9x10", "--count", 4, "--repeats", 3, "--seed", 1, "--out", out).code());
        List<String> first = boardFiles(out);
        assertEquals(8, first.size(), "a .mine and an MBF file per board");
        // Another board set into the same folder: once "resuming, 4 boards already done" and mixed.
        Cli.Result refused = Cli.run("sift", "9x9x10", "--count", 3, "--repeats", 3, "--seed", 2, "--out", out);
        Cli.assertBadInput(refused, "was made by another run", "--force");
        Cli.Result forced = Cli.run("sift", "9x9x10", "--count", 3, "--repeats", 3, "--seed", 2, "--out", out, "--force");
        assertEquals(0, forced.code(), forced.toString());
        List<String> second = boardFiles(out);
        assertEquals(6, second.size(), "only the new run's boards: " + second);
        assertTrue(second.stream().noneMatch(first::contains), "no stale board file left");
        assertEquals(4, Files.readAllLines(out.resolve("results.jsonl")).size(), "a header and 3 boards");
    }

    @Test
    void aFolderWithTheSameBoardAsMineAndMbfSiftsItOnce() throws Exception {
        Path set = dir.resolve("set");
        Files.createDirectories(set);
        Files.writeString(set.resolve("a.json"), BadFiles.ONE_BOARD);
        assertEquals(0, Cli.run("convert", set.resolve("a.json"), set.resolve("a.mine")).code());
        assertEquals(0, Cli.run("convert", set.resolve("a.json"), set.resolve("a.mbf")).code());
        Cli.Result r = Cli.run("sift", "--instances", set, "--repeats", 3, "--import-start", "0,0", "--out", dir.resolve("out"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("2 boards stand in more than one file"), r.err());
        JsonNode summary = JSON.readTree(dir.resolve("out/summary.json").toFile());
        assertEquals(1, summary.path("boardCount").asInt());
    }

    @Test
    void playersAreJsonInTheSummaryAndTheJournal() throws Exception {
        Path out = dir.resolve("out");
        assertEquals(0, Cli.run("sift", "9x9x10", "--count", 2, "--repeats", 3, "--out", out).code());
        JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
        assertEquals("uniform", summary.path("players").path("weak").path("parameters").path("guess").asText());
        assertEquals(6, summary.path("players").path("strong").path("parameters").path("candidates").asInt());
        JsonNode header = JSON.readTree(Files.readAllLines(out.resolve("results.jsonl")).get(0));
        assertEquals("strong", header.path("strong").path("player").asText());
        assertTrue(header.path("boards").asText().startsWith("2 boards, sha256 "));
    }

    @Test
    void aReferenceSetFromTheReferenceCommandTrainsASift() throws Exception {
        Path ref = dir.resolve("ref");
        Cli.Result made = Cli.run("reference", "--per-category", 3, "--seed", 5, "--repeats", 4, "--out", ref);
        assertEquals(0, made.code(), made.toString());
        Cli.Result r = Cli.run("sift", "9x9x10", "--count", 3, "--repeats", 4, "--k", 3, "--reference", ref,
                "--out", dir.resolve("out"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("trained on 9 reference"), r.out());
    }

    @Test
    void quietShowsNothingButTheResult() {
        Cli.Result r = Cli.run("sift", "9x9x10", "--count", 2, "--repeats", 3, "--quiet", "--out", dir.resolve("out"));
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err(), "with --quiet, not even the low-repeats note");
        Cli.Result loud = Cli.run("sift", "9x9x10", "--count", 2, "--repeats", 3, "--out", dir.resolve("out2"));
        assertTrue(loud.err().contains("--repeats 3"), "without --quiet the low-repeats note shows: " + loud.err());
    }

    @Test
    void playTakesCountLikeSiftAndTheOldGamesToo() {
        Cli.Result count = Cli.run("play", "--player", "players/weak.json", "beginner", "--count", 50, "--json");
        Cli.Result games = Cli.run("play", "--player", "players/weak.json", "beginner", "--games", 50, "--json");
        assertEquals(0, count.code(), count.toString());
        assertTrue(count.out().contains("\"games\":50"), count.out());
        assertEquals(count.out().replaceAll("\"(gamesPerSecond|cpuMsPerGame)\":[0-9.Ee-]+", ""),
                games.out().replaceAll("\"(gamesPerSecond|cpuMsPerGame)\":[0-9.Ee-]+", ""));
    }

    @Test
    void progressInALogIsLinesNotCarriageReturnFrames() throws Exception {
        // A real process, its stderr a file: the bar used to write \r frames into logs.
        Path log = dir.resolve("stderr.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "io.minesift.cli.Main",
                "play", "--player", "players/weak.json", "beginner", "--count", "3000", "--threads", "1")
                .redirectError(log.toFile()).redirectOutput(new File("/dev/null")).start();
        assertEquals(0, p.waitFor());
        String text = Files.readString(log, StandardCharsets.UTF_8);
        assertFalse(text.contains("\r"), "no carriage returns in a log");
        assertTrue(text.contains("minesift: play 100 % (3000 of 3000)"), text);
    }

    @Test
    void generateStreamsASetLargerThanItsMemory() throws Exception {
        // 100,000 boards take about 45 MB as JSON alone; with a 32 MB heap only a set written
        // board by board fits. (Held in a list, generate --count 2147483647 leaked a Java message.)
        Path set = dir.resolve("big.json");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx32m", "-cp", System.getProperty("java.class.path"), "io.minesift.cli.Main",
                "generate", "beginner", "--count", "100000", "--out", set.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
        assertEquals(0, p.waitFor(), Files.readString(dir.resolve("log.txt")));
        assertTrue(Files.size(set) > 40_000_000, "a set larger than the heap: " + Files.size(set));
        String text = Files.readString(dir.resolve("log.txt"));
        assertTrue(text.contains("wrote 100000 boards"), text);
    }

    @Test
    void aConsistentPositionTooLargeToEnumerateIsNotCalledInconsistent() throws Exception {
        // 100x100 with 2000 mines, 40 % of the safe cells revealed at random: one huge frontier.
        // It comes from a real layout, so it is consistent; sampling finds no layout in it, which
        // used to be reported as "inconsistent position" with exit 3.
        Path position = dir.resolve("big.mine");
        Files.writeString(position, bigPosition(new Random(7)));
        Cli.Result r = Cli.run("probabilities", position, "--budget", 100000, "--samples", 2000);
        assertEquals(ProbabilitiesCommand.UNDETERMINED, r.code(), r.toString());
        assertTrue(r.err().contains("which does not make it inconsistent"), r.toString());
        assertFalse(r.err().contains("inconsistent position"), r.toString());
    }

    @Test
    void hintOnAFinishedPositionSaysSo() throws Exception {
        Path position = dir.resolve("done.mine");
        Files.writeString(position, "3x1x0\n000\n");
        Cli.Result r = Cli.run("hint", position);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("Nothing to hint: no cell is hidden."), r.out());
        assertFalse(r.out().contains("NaN"), r.out());
    }

    private static String bigPosition(Random random) {
        int w = 100;
        int h = 100;
        boolean[] mine = new boolean[w * h];
        for (int placed = 0; placed < 2000; ) {
            int c = random.nextInt(w * h);
            if (!mine[c]) {
                mine[c] = true;
                placed++;
            }
        }
        StringBuilder s = new StringBuilder(w + "x" + h + "x2000\n");
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (mine[y * w + x] || random.nextDouble() >= 0.4) {
                    s.append('H');
                    continue;
                }
                int n = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        n += (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < w && ny < h && mine[ny * w + nx] ? 1 : 0;
                    }
                }
                s.append((char) ('0' + n));
            }
            s.append('\n');
        }
        return s.toString();
    }

    private static List<String> boardFiles(Path out) throws Exception {
        try (Stream<Path> list = Files.list(out.resolve("boards"))) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
