package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.format.TathamId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code pack --page} on the committed example sift (reports/examples/sift-9x9x14): the page holds
 * every board of pack.json as its share link (read back by {@link ShareLink}) with its Tatham ID,
 * category and the reason the sift's own report gives it; it needs no network; pack.tatham.txt
 * converts back to pack.json's boards. The page's play is checked in Chromium by scripts/check-page.
 */
class PackPageTest {
    private static final Path SIFT = Path.of("reports/examples/sift-9x9x14");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static Path pack;
    private static String html;

    @BeforeAll
    static void packWithAPage() throws IOException {
        pack = dir.resolve("pack");
        Cli.Result r = Cli.run("pack", SIFT, "--category", "too-easy", "--count", 4, "--page", "--out", pack);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("play it: " + pack.resolve("pack.html")), r.toString());
        html = Files.readString(pack.resolve("pack.html"));
    }

    @Test
    void thePageHoldsEveryBoardWithItsLinkIdCategoryAndReason() throws IOException {
        List<Instance> boards = BoardFiles.defaults().read(pack.resolve("pack.json"));
        JsonNode data = JSON.readTree(between(html, "<script id=\"pack-data\" type=\"application/json\">", "</script>")
                .replace("<\\/", "</"));
        String report = Files.readString(SIFT.resolve("index.html"));
        assertEquals(boards.size(), data.path("boards").size());
        assertEquals(4, boards.size());
        for (int i = 0; i < boards.size(); i++) {
            JsonNode b = data.path("boards").get(i);
            Instance read = ShareLink.read(b.path("link").asText(), "page");
            assertEquals(boards.get(i).layout(), read.layout());
            assertEquals(boards.get(i).start(), read.start());
            assertEquals(boards.get(i).layout(), TathamId.read(b.path("tatham").asText(), "page", 1).layout());
            assertEquals("too-easy", b.path("category").asText());
            assertTrue(b.path("name").asText().startsWith("0" + (i + 1) + "-" + boards.get(i).id()), b.toString());
            assertTrue(report.contains("class=\"reason\">" + b.path("reason").asText() + "<"),
                    "the sift's report gives board " + boards.get(i).id() + " the reason '" + b.path("reason").asText() + "'");
        }
    }

    @Test
    void thePageIsSelfContained() {
        assertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
        assertTrue(html.contains("var hint;"), "the hint engine is inline");
        assertFalse(html.matches("(?s).*(src|href)\\s*=\\s*\"?(https?:)?//.*"), "no file or script from the network");
        assertFalse(html.contains("<link"), "no linked style sheet");
        assertEquals(3, html.split("<script", -1).length - 1, "the data, the engine and the game, all inline");
    }

    @Test
    void theTathamFileConvertsBackToThePack() throws IOException {
        Path back = dir.resolve("back.json");
        Cli.Result r = Cli.run("convert", pack.resolve("pack.tatham.txt"), back);
        assertEquals(0, r.code(), r.toString());
        List<Instance> boards = BoardFiles.defaults().read(pack.resolve("pack.json"));
        List<Instance> read = BoardFiles.defaults().read(back);
        assertEquals(boards.size(), read.size());
        for (int i = 0; i < boards.size(); i++) {
            assertEquals(boards.get(i).layout(), read.get(i).layout());
            assertEquals(boards.get(i).start(), read.get(i).start());
        }
    }

    @Test
    void thePageSaysWhatTheCategoryMeansAndWhetherEachBoardNeedsAGuess() throws IOException {
        assertTrue(html.contains("<p id=\"about\" class=\"about\">A too-easy pack: two-body search (single clues and pairs "
                + "of clues) is enough: no skill needed."), "the category in plain words, as the report's legend gives it");
        // Each board's sentence from the sift's own figures, as summary.json has them.
        JsonNode summary = JSON.readTree(SIFT.resolve("summary.json").toFile());
        JsonNode data = JSON.readTree(between(html, "<script id=\"pack-data\" type=\"application/json\">", "</script>")
                .replace("<\\/", "</"));
        for (JsonNode b : data.path("boards")) {
            String id = b.path("name").asText().substring(3);
            JsonNode entry = null;
            for (JsonNode e : summary.path("boards")) {
                entry = e.path("id").asText().equals(id) ? e : entry;
            }
            String expected = entry.path("needsGuess").asBoolean()
                    ? "needs a guess: even the strong player loses to forced guesses "
                    + String.format(java.util.Locale.ROOT, "%.1f %%", 100 * entry.path("guessLoss").asDouble()) + " of the time"
                    : "needs no guess: the strong player wins every play by reasoning alone";
            assertEquals(expected, b.path("luck").asText(), id);
        }
        assertTrue(PackPage.about(io.minesift.core.classify.Category.SKILL_REWARDING)
                .contains("That is not the same as needing no guess"));
    }

    static String between(String text, String start, String end) {
        int from = text.indexOf(start) + start.length();
        return text.substring(from, text.indexOf(end, from));
    }
}
