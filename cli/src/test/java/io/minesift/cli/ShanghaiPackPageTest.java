package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.cli.page.ShanghaiPage;
import io.minesift.coins.Coin;
import io.minesift.coins.CoinFiles;
import io.minesift.core.classify.Category;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.LayoutFile;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.shanghai.sift.KindColours;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code pack --page} on the committed Shanghai example sift (reports/examples/sift-shanghai-mini-turtle):
 * the page holds every deal of pack.json with its layout (minesift's own text, read back to the same
 * places), its kinds, the kinds' colours of the report's pictures, its category and the reason the
 * sift's report gives it; it needs no network, and words from the pack stay inside their elements.
 * Its play is checked in Chromium by scripts/check-page; its rules by ShanghaiTableTest and, as the
 * browser runs them, ShanghaiPageEngineTest.
 */
class ShanghaiPackPageTest {
    private static final Path SIFT = Path.of("reports/examples/sift-shanghai-mini-turtle");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static Path pack;
    private static String html;
    private static JsonNode data;

    @BeforeAll
    static void packWithAPage() throws IOException {
        pack = dir.resolve("pack");
        Cli.Result r = Cli.run("pack", SIFT, "--category", "skill-rewarding", "--count", 3, "--page", "--out", pack);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("play it: " + pack.resolve("pack.html")), r.toString());
        html = Files.readString(pack.resolve("pack.html"));
        data = JSON.readTree(PackPageTest.between(html, "<script id=\"pack-data\" type=\"application/json\">", "</script>")
                .replace("<\\/", "</"));
    }

    @Test
    void thePageHoldsEveryDealWithItsLayoutKindsCategoryAndReason() throws IOException {
        List<Position> deals = new ShanghaiPuzzle().readBoardSet(Files.readAllBytes(pack.resolve("pack.json")), "pack.json");
        String report = Files.readString(SIFT.resolve("index.html"));
        assertEquals(3, deals.size());
        assertEquals(deals.size(), data.path("deals").size());
        assertEquals(1, data.path("layouts").size(), "one layout, sent once");
        JsonNode layout = data.path("layouts").get(0);
        Layout read = LayoutFile.parse("page", "page", List.of(layout.path("text").asText().split("\n")));
        assertEquals(Layouts.named("mini-turtle").digest(), read.digest(), "the page's layout text is the layout's places");
        assertEquals(read.kinds(), layout.path("colours").size());
        for (int k = 0; k < read.kinds(); k++) {
            assertEquals(KindColours.of(k, read.kinds()), layout.path("colours").get(k).asText(), "the report's colours");
        }
        for (int i = 0; i < deals.size(); i++) {
            JsonNode d = data.path("deals").get(i);
            Position deal = deals.get(i);
            String[] kinds = d.path("kinds").asText().split(",");
            for (int t = 0; t < deal.layout().size(); t++) {
                assertEquals(deal.kind(t), Integer.parseInt(kinds[t]), "deal " + i + " tile " + t);
            }
            assertEquals(0, d.path("layout").asInt());
            assertEquals("skill-rewarding", d.path("category").asText());
            assertTrue(d.path("name").asText().startsWith("0" + (i + 1) + "-"), d.toString());
            assertFalse(d.path("reason").asText().isEmpty());
            JsonNode entry = entry(d.path("name").asText().substring(3));
            assertEquals(ShanghaiPackPage.rates(entry.path("weak").path("rate").asDouble(),
                    entry.path("strong").path("rate").asDouble()), d.path("rates").asText());
            assertTrue(report.contains("class=\"reason\">" + d.path("reason").asText() + "<"),
                    "the sift's report gives deal " + d.path("name").asText() + " the reason '" + d.path("reason").asText() + "'");
        }
        assertTrue(html.contains("<p id=\"about\" class=\"about\">A skill-rewarding pack: the strong player clears the deal "
                + "where the weak one often gets stuck."), "the category in plain words, as the report's legend gives it");
    }

    /** The deal's entry in the sift's summary.json. */
    private static JsonNode entry(String id) throws IOException {
        for (JsonNode e : JSON.readTree(SIFT.resolve("summary.json").toFile()).path("boards")) {
            if (e.path("id").asText().equals(id)) {
                return e;
            }
        }
        throw new AssertionError("no deal " + id + " in the sift's summary.json");
    }

    @Test
    void theHintsPickIsTheSiftsStrongPlayers() throws IOException {
        JsonNode strong = JSON.readTree(SIFT.resolve("summary.json").toFile()).path("players").path("strong").path("parameters");
        assertEquals(strong.path("samples").asInt() + "," + strong.path("depth").asInt() + ","
                        + strong.path("dominated").asDouble() + "," + strong.path("moves").asDouble() + ","
                        + strong.path("high").asDouble() + "," + strong.path("floating").asDouble() + ","
                        + strong.path("hidden").asDouble() + ",0", data.path("player").asText(),
                "the summary's strong player, no dead check");
        Path edited = dir.resolve("edited");
        Files.createDirectories(edited);
        Files.writeString(edited.resolve("summary.json"), "{\"players\": {\"strong\": {\"player\": \"strong\", "
                + "\"parameters\": {\"samples\": 64, \"depth\": 3, \"deadCheck\": 20}}}}");
        ShanghaiPlayer read = ShanghaiPackPage.strongPlayer(edited);
        assertEquals(64, read.samples());
        assertEquals(20, read.deadCheck());
        assertEquals(ShanghaiPlayers.strong(), ShanghaiPackPage.strongPlayer(dir.resolve("no-sift")), "none named: the shipped one");
        // a strong player the summary names but minesift cannot read is refused, not replaced by the shipped one
        Files.writeString(edited.resolve("summary.json"), "{\"players\": {\"strong\": {\"player\": \"strong\", "
                + "\"parameters\": {\"samples\": -3, \"depth\": 3}}}}");
        assertRefused(edited, "players.strong: ", "samples");
        Files.writeString(edited.resolve("summary.json"), "{\"players\": {\"strong\": {\"kind\": \"minesweeper\", "
                + "\"player\": \"strong\"}}}");
        assertRefused(edited, "players.strong: ", "kind");
        Files.writeString(edited.resolve("summary.json"), "{\"players\": {\"strong\": \"strong\"}}");
        assertRefused(edited, "players.strong: a player's settings (an object) expected");
    }

    private static void assertRefused(Path sift, String... words) {
        io.minesift.core.util.InputException bad = org.junit.jupiter.api.Assertions.assertThrows(
                io.minesift.core.util.InputException.class, () -> ShanghaiPackPage.strongPlayer(sift));
        assertTrue(bad.getMessage().startsWith(sift.resolve("summary.json") + ": "), bad.getMessage());
        for (String w : words) {
            assertTrue(bad.getMessage().contains(w), bad.getMessage());
        }
    }

    @Test
    void thePageIsSelfContained() {
        assertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
        assertTrue(html.contains("var shanghai;"), "the engine is inline, its Shanghai entry exported");
        assertFalse(html.matches("(?s).*(src|href)\\s*=\\s*\"?(https?:)?//.*"), "no file or script from the network");
        assertFalse(html.contains("<link"), "no linked style sheet");
        assertEquals(3, html.split("<script", -1).length - 1, "the data, the engine and the game, all inline");
    }

    @Test
    void wordsFromThePackStayInsideTheirElements() {
        Position deal = DealGenerator.uniform(Layouts.named("mini-turtle"), 1, 0);
        String page = ShanghaiPage.html("a <b>&</b> pack", "about <i>it</i>",
                List.of(new ShanghaiPage.Deal("</script><script>alert(1)</script>", deal, "too-easy", "<!-- a reason --> @PAGE@", "</script>")),
                ShanghaiPackPage.strongPlayer(dir));
        assertTrue(page.contains("<title>a &lt;b&gt;&amp;&lt;/b&gt; pack</title>"), "the title is escaped");
        assertTrue(page.contains("about &lt;i&gt;it&lt;/i&gt;"), "the about line is escaped");
        String dataScript = PackPageTest.between(page, "<script id=\"pack-data\" type=\"application/json\">", "\n<script>");
        assertFalse(dataScript.substring(0, dataScript.lastIndexOf("</script>")).contains("</script"),
                "a name cannot end the data's script element");
        assertFalse(dataScript.contains("<!--"), "nor open a comment in it");
        assertTrue(dataScript.contains("@PAGE@"), "a mark in a pack's words stays words");
        JsonNode read = assertDoesNotThrow(() -> JSON.readTree(dataScript.substring(0, dataScript.lastIndexOf("</script>"))));
        assertEquals("</script><script>alert(1)</script>", read.path("deals").get(0).path("name").asText(),
                "still JSON, read back word for word");
        assertEquals("<!-- a reason --> @PAGE@", read.path("deals").get(0).path("reason").asText());
        assertEquals(3, page.replace(dataScript, "").split("<script", -1).length - 1,
                "the data's, the engine's and the game's script elements, once each, and no other");
    }

    @Test
    void eachLayoutTravelsOnceAndEachDealNamesItsOwn() throws IOException {
        Position mini = DealGenerator.uniform(Layouts.named("mini-turtle"), 1, 0);
        Position turtle = DealGenerator.uniform(Layouts.named("turtle"), 1, 0);
        JsonNode mixed = JSON.readTree(PackPageTest.between(ShanghaiPage.html("mixed", "", List.of(
                        new ShanghaiPage.Deal("01-a", mini, "too-easy", "", ""), new ShanghaiPage.Deal("02-b", turtle, "too-easy", "", ""),
                        new ShanghaiPage.Deal("03-c", DealGenerator.uniform(Layouts.named("mini-turtle"), 1, 1), "too-easy", "", "")),
                        ShanghaiPackPage.strongPlayer(dir)),
                "<script id=\"pack-data\" type=\"application/json\">", "</script>").replace("<\\/", "</"));
        assertEquals(List.of("mini-turtle", "turtle"), mixed.path("layouts").findValuesAsText("name"));
        assertEquals("[0,1,0]", mixed.path("deals").findValues("layout").toString().replace(" ", ""));
        assertEquals(144, mixed.path("deals").get(1).path("kinds").asText().split(",").length);
    }

    @Test
    void onlyGamesWithAPageTakePage() throws IOException {
        Path set = dir.resolve("coins.json");
        Files.write(set, CoinFiles.write(List.of(new Coin(0.5, 1), new Coin(0.9, 0.95))));
        Path sift = dir.resolve("coins-sift");
        assertEquals(0, Cli.run("sift", "--game", "coins", "--instances", set, "--repeats", 5, "--quiet", "--out", sift).code());
        Cli.Result r = Cli.run("pack", sift, "--category", "too-easy", "--page", "--out", dir.resolve("coins-pack"));
        Cli.assertBadInput(r, "--page plays Minesweeper and Shanghai packs, not coins");
        assertFalse(Files.exists(dir.resolve("coins-pack")));
        assertTrue(ShanghaiPackPage.about(Category.LUCK_BOUND).startsWith("A luck-bound pack: even the strong player"));
        assertEquals("In the sift the weak player cleared it 45 % of the time, the strong one 100 %.",
                ShanghaiPackPage.rates(0.449, 1));
    }
}
