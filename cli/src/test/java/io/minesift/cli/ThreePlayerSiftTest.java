package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.classify.Prediction;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Journal;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A three-player sift from the command line (weak, {@code players/weak-50.json}, strong): every
 * board gets three rates in the journal, summary, CSV and page; the page draws the other two pairs'
 * maps; the classifier learns from the reference boards played again by all three players and
 * sorts each board by its three-dimensional point; and the weak and the strong player's rates are
 * those of the two-player sift of the same boards (the player between them has its own stream).
 */
class ThreePlayerSiftTest {
    @TempDir
    static Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Object[] BOARDS = {"9x9x10", "--count", 12, "--repeats", 10, "--seed", 3, "--quiet"};
    private static Path three;
    private static Path two;

    @BeforeAll
    static void sift() {
        three = dir.resolve("three");
        two = dir.resolve("two");
        Cli.Result r = Cli.run(args("--weak", "players/weak.json", "--player", "players/weak-50.json",
                "--strong", "players/strong.json", "--out", three));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("(weak vs weak vs strong, up to 10 plays each)"), r.out());
        Cli.Result t = Cli.run(args("--out", two));
        assertEquals(0, t.code(), t.toString());
    }

    private static Object[] args(Object... more) {
        List<Object> all = new ArrayList<>(List.of("sift"));
        all.addAll(List.of(BOARDS));
        all.addAll(List.of(more));
        return all.toArray();
    }

    @Test
    void summaryAndJournalCarryThreeRatesPerBoard() throws Exception {
        JsonNode summary = JSON.readTree(three.resolve("summary.json").toFile());
        JsonNode players = summary.path("playerList");
        assertEquals(3, players.size());
        assertEquals(List.of("weak", "player 2", "strong"), List.of(players.get(0).path("role").asText(),
                players.get(1).path("role").asText(), players.get(2).path("role").asText()));
        assertEquals(0.10622, players.get(1).path("player").path("parameters").path("overlook").asDouble());
        assertEquals(12, summary.path("boards").size());
        for (JsonNode b : summary.path("boards")) {
            assertEquals(3, b.path("rates").size(), b.toString());
            assertEquals(b.path("weak"), b.path("rates").get(0));
            assertEquals(b.path("strong"), b.path("rates").get(2));
        }
        List<String> lines = Files.readAllLines(three.resolve("results.jsonl"));
        assertEquals(3, JSON.readTree(lines.get(0)).path("players").size());
        assertEquals(3, Journal.decode(JSON.readTree(lines.get(1))).rates().size());
    }

    @Test
    void csvHasTheMiddlePlayersColumns() throws Exception {
        List<String> csv = Files.readAllLines(three.resolve("boards.csv"));
        List<String> header = List.of(csv.get(0).split(","));
        assertEquals(header.indexOf("weak_layout_rate") + 1, header.indexOf("player2_rate"));
        assertEquals(header.indexOf("player2_layout_rate") + 1, header.indexOf("strong_rate"));
        assertEquals(header.indexOf("weak_guesses") + 1, header.indexOf("player2_guesses"));
        JsonNode summary = JSON.readTree(three.resolve("summary.json").toFile());
        for (int i = 1; i < csv.size(); i++) {
            String[] row = csv.get(i).split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)");
            assertEquals(header.size(), row.length, csv.get(i));
            double middle = summary.path("boards").get(i - 1).path("rates").get(1).path("rate").asDouble();
            assertEquals(middle, Double.parseDouble(row[header.indexOf("player2_rate")]), 1e-6);
        }
    }

    @Test
    void pageShowsEveryRateAndTheOtherPairsMaps() throws Exception {
        String page = Files.readString(three.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("More maps: the other pairs of the 3 players"), "the more-maps section");
        assertTrue(page.contains("id=\"map-1-2\""), "weak against player 2");
        assertTrue(page.contains("id=\"map-2-3\""), "player 2 against strong");
        assertFalse(page.contains("id=\"map-1-3\""), "weak against strong is the main map, drawn once");
        assertTrue(page.contains(">player 2 rate</th>"), "player 2's rate in the table");
        assertTrue(page.contains("the classifier works in 3 dimensions"), page.substring(0, 200));
        String twoPage = Files.readString(two.resolve("index.html"), StandardCharsets.UTF_8);
        assertFalse(twoPage.contains("More maps"), "two players have one map");
        assertFalse(twoPage.contains("player 2 rate"), "and two rates");
    }

    /**
     * Each board's category and confidence are those of a k-NN trained on the reference boards'
     * three-dimensional points (from the reference journal the sift wrote) and asked about the
     * board's three rates.
     */
    @Test
    void classifierWorksInThreeDimensions() throws Exception {
        ReferenceSet<?> reference = new MinesweeperPuzzle().reference();
        List<double[]> points = new ArrayList<>();
        List<Category> labels = new ArrayList<>();
        List<String> lines = Files.readAllLines(three.resolve(SiftJob.REFERENCE_RESULTS));
        for (String line : lines.subList(1, lines.size())) {
            BoardResult r = Journal.decode(JSON.readTree(line));
            points.add(r.point(Estimate.CHANCE));
            labels.add(reference.labels().get(r.id()));
        }
        assertEquals(120, points.size());
        assertEquals(3, points.get(0).length);
        Classifier.Model model = new KnnClassifier(7).fit(points.toArray(double[][]::new), labels.toArray(Category[]::new));
        List<String> results = Files.readAllLines(three.resolve("results.jsonl"));
        JsonNode summary = JSON.readTree(three.resolve("summary.json").toFile());
        for (int i = 0; i < 12; i++) {
            BoardResult r = Journal.decode(JSON.readTree(results.get(i + 1)));
            JsonNode b = summary.path("boards").get(i);
            assertEquals(r.id(), b.path("id").asText());
            Prediction p = model.predict(r.point(Estimate.CHANCE));
            assertEquals(p.category().id(), b.path("category").asText(), r.id());
            assertEquals(p.confidence(), b.path("confidence").asDouble(), 1e-12, r.id());
        }
    }

    @Test
    void weakAndStrongRatesAreTheTwoPlayerSifts() throws Exception {
        List<String> a = Files.readAllLines(two.resolve("results.jsonl"));
        List<String> b = Files.readAllLines(three.resolve("results.jsonl"));
        assertEquals(a.size(), b.size());
        for (int i = 1; i < a.size(); i++) {
            BoardResult pair = Journal.decode(JSON.readTree(a.get(i)));
            BoardResult trio = Journal.decode(JSON.readTree(b.get(i)));
            assertEquals(pair.weak(), trio.weak());
            assertEquals(pair.strong(), trio.strong());
        }
        assertFalse(a.get(0).contains("\"players\""), "a two-player journal keeps its old header");
        assertFalse(a.get(1).contains("\"rates\""), "and its old lines");
    }

    @Test
    void filterAndResumeWorkOnAThreePlayerFolder() {
        Cli.Result f = Cli.run("filter", three, "--drop", "luck-bound", "--out", dir.resolve("fair.json"));
        assertEquals(0, f.code(), f.toString());
        assertTrue(Files.isRegularFile(dir.resolve("fair.json")));
        Cli.Result again = Cli.run(args("--out", three));
        Cli.assertBadInput(again, "it has 3 players, not 2");
        Cli.Result missing = Cli.run(args("--player", dir.resolve("nobody.json"), "--out", dir.resolve("x")));
        Cli.assertBadInput(missing, "nobody.json");
    }
}
