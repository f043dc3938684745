package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sift}, {@code filter} and {@code pack} end to end on a small board set. */
class SiftCommandTest {
    @TempDir
    static Path dir;

    private static Path out;
    private static Cli.Result first;

    @BeforeAll
    static void sift() {
        out = dir.resolve("sift");
        first = Cli.run("sift", "9x9x10", "--count", 16, "--seed", 3, "--repeats", 6, "--first-click", "zero",
                "--start", "center", "--threads", 2, "--out", out);
    }

    @Test
    void writesEveryReport() throws IOException {
        assertEquals(0, first.code(), first.toString());
        for (String f : List.of("index.html", "map.png", "map.svg", "boards.csv", "summary.json", "results.jsonl", "boards.json")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        assertEquals(16, summary.path("boardCount").asInt());
        int sum = 0;
        for (JsonNode n : summary.path("counts")) {
            sum += n.asInt();
        }
        assertEquals(16, sum);
        assertEquals(17, Files.readAllLines(out.resolve("results.jsonl")).size(), "a header and 16 boards");
        assertEquals(17, Files.readAllLines(out.resolve("boards.csv")).size(), "a header and 16 rows");
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("data:image/png;base64,") && html.contains("<table id=\"boards\">"));
        for (Instance b : BoardFiles.defaults().read(out.resolve("boards.json"))) {
            assertTrue(Files.exists(out.resolve("boards/" + b.id() + ".mine")));
            assertTrue(Files.exists(out.resolve("boards/" + b.id() + ".mbf")));
            assertTrue(html.contains("href=\"boards/" + b.id() + ".mbf\""));
        }
        assertTrue(first.out().startsWith("sifted 16 boards"), first.out());
    }

    @Test
    void runningAgainResumesAndGivesTheSameReport() throws IOException {
        String summary = Files.readString(out.resolve("summary.json"));
        Cli.Result again = Cli.run("sift", "9x9x10", "--count", 16, "--seed", 3, "--repeats", 6, "--first-click", "zero",
                "--start", "center", "--threads", 1, "--out", out);
        assertEquals(0, again.code(), again.toString());
        // It said "sifted 16 boards in 0.3 s" though it played nothing.
        assertTrue(again.out().startsWith("all 16 boards were already sifted in " + out + "; nothing played: "), again.out());
        assertTrue(again.out().contains("reports in " + out), again.out());
        assertEquals(summary, Files.readString(out.resolve("summary.json")));
    }

    @Test
    void anInterruptedSiftSaysWhatItPlayedWhenResumed() throws IOException {
        String summary = Files.readString(out.resolve("summary.json"));
        Path journal = out.resolve("results.jsonl");
        Files.write(journal, Files.readAllLines(journal).subList(0, 11)); // the header and 10 of the 16 boards
        Cli.Result again = Cli.run("sift", "9x9x10", "--count", 16, "--seed", 3, "--repeats", 6, "--first-click", "zero",
                "--start", "center", "--threads", 1, "--out", out);
        assertEquals(0, again.code(), again.toString());
        assertTrue(again.err().contains("resuming, 10 boards already done"), again.err());
        assertTrue(again.out().matches("(?s)sifted 16 boards in [0-9.]+ s \\(6 played now, 10 already in "
                + java.util.regex.Pattern.quote(journal.toString()) + "\\): .*"), again.out());
        assertEquals(summary, Files.readString(out.resolve("summary.json")));
    }

    @Test
    void otherSettingsDoNotResumeAnotherRunsJournal() {
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 16, "--seed", 3, "--repeats", 7, "--first-click", "zero",
                "--start", "center", "--out", out), "results.jsonl: was made by another run");
    }

    @Test
    void filterKeepsOnlyTheChosenCategories() throws IOException {
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        int luck = summary.path("counts").path("luck-bound").asInt();
        Path kept = dir.resolve("fair.json");
        Cli.Result r = Cli.run("filter", out, "--drop", "luck-bound", "--out", kept);
        if (luck == 16) {
            Cli.assertBadInput(r, "no board");
            return;
        }
        assertEquals(0, r.code(), r.toString());
        assertEquals(16 - luck, BoardFiles.defaults().read(kept).size());
    }

    @Test
    void packWritesNumberedBoardFilesAndABoardSet() throws IOException {
        Path pack = dir.resolve("pack");
        Cli.Result r = Cli.run("pack", out, "--category", "too-easy", "--count", 3, "--out", pack);
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        int easy = summary.path("counts").path("too-easy").asInt();
        if (easy == 0) {
            Cli.assertBadInput(r, "no too-easy board");
            return;
        }
        assertEquals(0, r.code(), r.toString());
        List<Instance> boards = BoardFiles.defaults().read(pack.resolve("pack.json"));
        assertEquals(Math.min(3, easy), boards.size());
        assertTrue(Files.exists(pack.resolve("01-" + boards.get(0).id() + ".mine")));
    }

    @Test
    void siftsABoardSetFile() throws IOException {
        Path o = dir.resolve("from-file");
        Cli.Result r = Cli.run("sift", "--instances", "instances/beginner.json", "--repeats", 3, "--out", o);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith("sifted 10 boards"), r.out());
        assertTrue(Files.readString(o.resolve("summary.json")).contains("\"boardSet\" : \"beginner.json\""));
    }

    @Test
    void siftsAFolderOfOtherToolsFiles() throws IOException {
        // A .mine file and an MBF file, as other tools write them (no start cell: --import-start auto).
        Path folder = dir.resolve("theirs");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("a.mine"), "5x5x3\n00000\n01110\n01M10\n12221\nM11M1\n");
        Files.write(folder.resolve("b.mbf"), new byte[]{4, 4, 0, 2, 0, 0, 3, 3});
        Path o = dir.resolve("from-folder");
        Cli.Result r = Cli.run("sift", "--instances", folder, "--repeats", 3, "--out", o);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith("sifted 2 boards"), r.out());
    }

    @Test
    void otherPlayersPlaceTheReferenceBoardsAgain() throws IOException {
        Path o = dir.resolve("other-players");
        Cli.Result r = Cli.run("sift", "9x9x10", "--count", 4, "--repeats", 2, "--weak", "players/weak-50.json",
                "--out", o);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("playing the 120 reference boards with these players"), r.err());
        assertEquals(121, Files.readAllLines(o.resolve("reference.jsonl")).size(), "a header and 120 boards");
    }

    @Test
    void badLabels() throws IOException {
        Path labels = dir.resolve("labels.json");
        Files.writeString(labels, "{\"000000000000\": \"too-easy\"}");
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 2, "--repeats", 2, "--labels", labels, "--out",
                dir.resolve("x")), "labels.json: board '000000000000' is not in the board set");
    }

    @Test
    void badOptions() {
        Cli.assertBadInput(Cli.run("sift", "--instances", dir.resolve("none.json"), "expert", "--out", dir.resolve("y")),
                "either --instances or a BOARD");
        Cli.assertBadInput(Cli.run("sift", "--instances", dir.resolve("none.json"), "--out", dir.resolve("y")),
                "none.json: no such file or folder");
        Cli.assertBadInput(Cli.run("filter", dir.resolve("nothing"), "--keep", "too-easy", "--out", dir.resolve("z.json")),
                "not a folder");
    }
}
