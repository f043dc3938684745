package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.classify.Category;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.label.LabelPlayers;
import io.minesift.shanghai.label.ShanghaiLabels;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Shanghai through the whole pipeline from the command line, nothing of Minesweeper in it: sift
 * generating deals of a layout ({@code --game shanghai --layout}), the page, generate, a sift of a
 * generated set told by its format, score, filter, pack, reference and the refusals of options
 * that belong to another game.
 */
class ShanghaiGameTest {
    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void siftGeneratedDealsThenFilterAndPack() throws Exception {
        Path out = dir.resolve("sift");
        Cli.Result sift = Cli.run("sift", "--game", "shanghai", "--layout", "mini-turtle", "--count", 8, "--repeats", 10,
                "--quiet", "--out", out);
        assertEquals(0, sift.code(), sift.toString());
        assertTrue(sift.out().contains("sifted 8 boards") && sift.out().contains("8 deals mini-turtle (seed 1)"), sift.out());

        JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
        assertEquals(8, summary.path("boardCount").asInt());
        assertEquals(36.0, summary.path("boards").get(0).path("measures").path("tiles").asDouble());
        List<Position> boards = ShanghaiFiles.read(Files.readAllBytes(out.resolve("boards.json")), "boards.json");
        assertEquals(ShanghaiFiles.deals("mini-turtle", 1, 8), boards, "the sift's board set holds the generated deals");
        String page = Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("<rect class=\"tile\""), "deals drawn as tiles");
        assertTrue(page.contains("cannot see the kinds of covered tiles"), "Shanghai's words on a rate");
        assertFalse(page.contains(".mine") || page.contains(".mbf"), "nothing of Minesweeper on a Shanghai page");
        for (Position d : boards) {
            assertTrue(Files.exists(out.resolve("boards").resolve(ShanghaiFiles.id(d) + ".json")));
        }

        // The same command again resumes the finished sift: nothing is played twice.
        Cli.Result again = Cli.run("sift", "--game", "shanghai", "--layout", "mini-turtle", "--count", 8, "--repeats", 10,
                "--quiet", "--out", out);
        assertEquals(0, again.code(), again.toString());

        Path kept = dir.resolve("kept.json");
        Cli.Result filter = Cli.run("filter", out, "--drop", "luck-bound", "--out", kept);
        assertEquals(0, filter.code(), filter.toString());
        assertFalse(ShanghaiFiles.read(Files.readAllBytes(kept), "kept.json").isEmpty());

        Path pack = dir.resolve("pack");
        Cli.Result packed = Cli.run("pack", out, "--count", 3, "--out", pack);
        assertEquals(0, packed.code(), packed.toString());
        List<Position> packDeals = ShanghaiFiles.read(Files.readAllBytes(pack.resolve("pack.json")), "pack.json");
        assertFalse(packDeals.isEmpty());
        assertTrue(Files.readString(pack.resolve("pack-info.json")).contains("one-deal Shanghai board set"));
    }

    /**
     * With no {@code --repeats}, a game plays as many times as its reference set was played when its
     * plays are drawn wins and losses (Shanghai: 100), and 60 times when they are exact chances
     * (Minesweeper), fixed plays so that every player plays them all.
     */
    @Test
    void theMostPlaysFollowTheGameWhenNoneAreGiven() throws Exception {
        Path deals = dir.resolve("deals");
        assertEquals(0, Cli.run("sift", "--game", "shanghai", "--layout", "mini-turtle", "--count", 1, "--plays", "fixed",
                "--quiet", "--out", deals).code());
        JsonNode shanghai = JSON.readTree(deals.resolve("summary.json").toFile());
        assertEquals(100, shanghai.path("repeats").asInt());
        assertEquals(100, shanghai.path("boards").get(0).path("weak").path("repeats").asInt(), shanghai.toString());

        Path mines = dir.resolve("mines");
        assertEquals(0, Cli.run("sift", "beginner", "--count", 1, "--plays", "fixed", "--quiet", "--out", mines).code());
        assertEquals(60, JSON.readTree(mines.resolve("summary.json").toFile()).path("repeats").asInt());
    }

    @Test
    void generateThenSiftTheSetToldByItsFormatAndScoreIt() throws Exception {
        Path set = dir.resolve("spider.json");
        Cli.Result gen = Cli.run("generate", "--game", "shanghai", "--layout", "mini-spider", "--count", 6, "--seed", 4,
                "--out", set);
        assertEquals(0, gen.code(), gen.toString());
        assertEquals(ShanghaiFiles.deals("mini-spider", 4, 6), ShanghaiFiles.read(Files.readAllBytes(set), "spider.json"));
        Cli.Result toStdout = Cli.run("generate", "--game", "shanghai", "--layout", "mini-spider", "--count", 6, "--seed", 4);
        assertEquals(Files.readString(set), toStdout.out(), "stdout and file hold the same set");

        Cli.Result sift = Cli.run("sift", "--instances", set, "--repeats", 5, "--quiet", "--out", dir.resolve("s"));
        assertEquals(0, sift.code(), sift.toString());
        assertTrue(sift.out().contains("sifted 6 boards"), sift.out());

        String id = ShanghaiFiles.id(ShanghaiFiles.deals("mini-spider", 4, 1).get(0));
        Path truth = dir.resolve("truth.json");
        Files.writeString(truth, "{\"" + id + "\": \"skill-rewarding\"}");
        Cli.Result score = Cli.run("score", "--instances", set, "--truth", truth, "--seeds", "1", "--repeats", 5,
                "--out", dir.resolve("score"));
        assertEquals(0, score.code(), score.toString());
        assertTrue(score.out().contains("of 1"), score.out());
    }

    @Test
    void showDrawsDealsLayerByLayer() throws Exception {
        Path set = dir.resolve("two.json");
        assertEquals(0, Cli.run("generate", "--game", "shanghai", "--layout", "mini-spider", "--count", 2, "--out", set).code());
        Position first = ShanghaiFiles.read(Files.readAllBytes(set), "two.json").get(0);
        Cli.Result shown = Cli.run("show", set, "--index", 1);
        assertEquals(0, shown.code(), shown.toString());
        String text = shown.out();
        assertTrue(text.startsWith("deal " + ShanghaiFiles.id(first) + ": mini-spider, 36 tiles, 9 kinds"), text);
        assertTrue(text.contains("layer 0 (24 tiles)") && text.contains("layer 1 (9 tiles)") && text.contains("layer 2 (3 tiles)"), text);
        assertEquals(36, text.split("\\[__\\]", -1).length - 1, text);
        for (int k = 1; k <= 9; k++) {
            assertEquals(4, text.split(java.util.regex.Pattern.quote(String.format("[%2d]", k)), -1).length - 1, "kind " + k);
        }
        assertTrue(Cli.run("show", set).out().contains("deal " + ShanghaiFiles.id(first)));
        assertTrue(Cli.run("show", set, "--limit", 1).out().contains("(1 more boards"));
    }

    @Test
    void referenceWritesLabelledDeals() throws Exception {
        // Seed 23 finds a deal of each label within the first 65 of mini-turtle (its deal 64 is
        // luck-bound; luck-bound deals are rare on the minis: seeds 1 and 2 find none in the first
        // 800, seed 3 its first at deal 589).
        Path held = dir.resolve("held");
        Cli.Result r = Cli.run("reference", "--game", "shanghai", "--per-category", 1, "--seed", 23, "--labels-only",
                "--quiet", "--out", held);
        assertEquals(0, r.code(), r.toString());
        assertEquals(3, ShanghaiFiles.read(Files.readAllBytes(held.resolve("boards.json")), "boards.json").size());
        Path ref = dir.resolve("ref");
        Cli.Result played = Cli.run("reference", "--game", "shanghai", "--layout", "mini-turtle", "--per-category", 1,
                "--seed", 23, "--repeats", 3, "--strong", "shanghai-strong", "--quiet", "--out", ref);
        assertEquals(0, played.code(), played.toString());
        // the default layout goes unsaid in madeBy; a player named is said (it plays and labels the set)
        assertTrue(Files.readString(ref.resolve("reference.json")).contains(
                "--game shanghai --per-category 1 --strong shanghai-strong --seed 23"), Files.readString(ref.resolve("reference.json")));
        for (Position d : ShanghaiFiles.read(Files.readAllBytes(ref.resolve("reference-boards.json")), "r")) {
            assertEquals("mini-turtle", d.layout().name());
        }
        // sift trains on it
        Cli.Result sift = Cli.run("sift", "--game", "shanghai", "--count", 2, "--repeats", 2, "--reference", ref, "--k", 1,
                "--quiet", "--out", dir.resolve("s"));
        assertEquals(0, sift.code(), sift.toString());
    }

    @Test
    void aHeldOutSetOfSomeCategoriesOnly() throws Exception {
        Path held = dir.resolve("easy");
        Cli.Result r = Cli.run("reference", "--game", "shanghai", "--categories", "too-easy", "--per-category", 2, "--seed", 3,
                "--labels-only", "--quiet", "--out", held);
        assertEquals(0, r.code(), r.toString());
        List<Position> chosen = ShanghaiFiles.read(Files.readAllBytes(held.resolve("boards.json")), "boards.json");
        // independently: the first two too-easy deals of seed 3 by the game's own label, in the generator's order
        ShanghaiPuzzle game = new ShanghaiPuzzle();
        List<Position> firstEasy = new java.util.ArrayList<>();
        for (Position deal : ShanghaiFiles.deals("mini-turtle", 3, 200)) {
            if (firstEasy.size() < 2 && game.labelByConstruction(deal).orElse(null) == Category.TOO_EASY) {
                firstEasy.add(deal);
            }
        }
        assertEquals(firstEasy, chosen);
        assertTrue(Files.readString(held.resolve("labels.json")).matches("(?s)\\{\\s*\"[0-9a-f]{12}\": \"too-easy\",\\s*"
                + "\"[0-9a-f]{12}\": \"too-easy\"\\s*}\\s*"), Files.readString(held.resolve("labels.json")));
        Cli.assertBadInput(Cli.run("reference", "--categories", "too-easy", "--labels-only", "--out", dir.resolve("m")),
                "--categories", "Shanghai held-out set");
        Cli.assertBadInput(Cli.run("reference", "--game", "shanghai", "--categories", "too-easy", "--out", dir.resolve("m")),
                "--labels-only", "every category");
        Cli.assertBadInput(Cli.run("reference", "--game", "shanghai", "--categories", "hard", "--labels-only", "--out",
                dir.resolve("m")), "unknown category 'hard'");
    }

    static final String BRIDGE = "instances/layouts/bridge.layout";

    @Test
    void aHeldOutSetForOtherPlayersIsLabelledByThem() throws Exception {
        // The labels are margins of the chances of the players that play the set, on the tables
        // their referee deals: with the generated players, the first too-easy deal of seed 3 by
        // their own label, on the small bridge layout (64 tables of the generator's redeal take
        // seconds to draw on mini-turtle).
        Path held = dir.resolve("generated");
        Cli.Result r = Cli.run("reference", "--game", "shanghai", "--layout", BRIDGE, "--weak", "shanghai-weak-generated",
                "--strong", "shanghai-strong-generated", "--categories", "too-easy", "--per-category", 1, "--seed", 3,
                "--labels-only", "--quiet", "--out", held);
        assertEquals(0, r.code(), r.toString());
        List<Position> chosen = ShanghaiFiles.read(Files.readAllBytes(held.resolve("boards.json")), "boards.json");
        LabelPlayers generated = new LabelPlayers(LabelPlayers.SHIPPED.weak().with(HiddenTiles.GENERATED),
                LabelPlayers.SHIPPED.strong().with(HiddenTiles.GENERATED));
        Position first = null;
        for (Position deal : ShanghaiFiles.deals(BRIDGE, 3, 20)) {
            if (ShanghaiLabels.label(deal, generated).orElse(null) == Category.TOO_EASY) {
                first = deal;
                break;
            }
        }
        assertEquals(List.of(first), chosen);
        // players dealt differently: one line, exit 2
        Cli.assertBadInput(Cli.run("reference", "--game", "shanghai", "--weak", "shanghai-weak-generated", "--labels-only",
                "--per-category", 1, "--out", dir.resolve("mixed")), "give both players the same hiddenTiles");
    }

    /**
     * {@code tune} fits a Shanghai weight: the tuned file is the start file with the parameter set
     * inside its range, read back as a Shanghai player, and a range outside the declared one is refused.
     */
    @Test
    void tuneFitsAWeight() throws Exception {
        // a start that plays badly on purpose (it values losing legal moves, keeping tiles hidden and
        // high): tuning "moves" from 0 to 10 beats it on the held-out deals (80.0 -> 85.0 % when written)
        Path start = dir.resolve("start.json");
        Files.writeString(start, "{\"player\": \"weak\", \"parameters\": {\"moves\": -10, \"hidden\": 10, \"high\": 10, "
                + "\"hiddenTiles\": \"as-dealt\"}}");
        Path out = dir.resolve("tuned.json");
        Cli.Result r = Cli.run("tune", "--game", "shanghai", "--layout", "mini-spider", "--player", start,
                "--params", "moves=0..10", "--goal", "win-rate", "--boards", 30, "--repeats", 4, "--budget", 1200, "--quiet",
                "--report", dir.resolve("rep"), "--out", out);
        assertEquals(0, r.code(), r.toString());
        JsonNode tuned = JSON.readTree(out.toFile());
        double moves = tuned.path("parameters").path("moves").asDouble(-99);
        assertTrue(moves >= 0 && moves <= 10 && tuned.path("description").asText().contains("Tuned by minesift tune"),
                tuned.toString());
        java.util.regex.Matcher said = java.util.regex.Pattern.compile(", moves (-?[0-9.]+),").matcher(tuned.path("description").asText());
        assertTrue(said.find() && Double.parseDouble(said.group(1)) == moves, "the description states the tuned weight: " + tuned);
        assertEquals(10, tuned.path("parameters").path("hidden").asInt(), "the other parameters stay");
        assertEquals(0, Cli.run("sift", "--game", "shanghai", "--layout", "mini-spider", "--count", 2, "--repeats", 2,
                "--weak", out, "--quiet", "--out", dir.resolve("with-tuned")).code());
        Cli.assertBadInput(Cli.run("tune", "--game", "shanghai", "--layout", "mini-spider", "--player",
                "players/shanghai-weak.json", "--params", "moves=0..20", "--goal", "win-rate", "--boards", 30, "--repeats", 4,
                "--budget", 1200, "--out", out),
                "moves");
    }

    @Test
    void optionsOfAnotherGameAreRefusedInOneLine() throws Exception {
        Cli.assertBadInput(Cli.run("sift", "--layout", "turtle", "--out", dir.resolve("a")), "--layout", "--game shanghai");
        Cli.assertBadInput(Cli.run("sift", "--game", "shanghai", "--layout", "pyramid", "--out", dir.resolve("b")),
                "unknown layout 'pyramid'", "mini-turtle");
        Cli.assertBadInput(Cli.run("sift", "--game", "shanghai", "beginner", "--out", dir.resolve("c")), "generates from --layout");
        Cli.assertBadInput(Cli.run("generate", "--game", "shanghai", "--out", dir.resolve("d.mine")), "d.mine", ".json");
        Cli.assertBadInput(Cli.run("generate", "--game", "shanghai", "--no-guess"), "--no-guess", "generates from --layout");
        Cli.assertBadInput(Cli.run("generate"), "give the BOARD");
        Path set = dir.resolve("s.json");
        assertEquals(0, Cli.run("generate", "--game", "shanghai", "--out", set).code());
        Path coins = dir.resolve("coins.json");
        Files.writeString(coins, "{\"format\": \"minesift-coins\", \"version\": 1, \"coins\": [{\"weak\": 0.5, \"strong\": 1}]}");
        Cli.assertBadInput(Cli.run("show", coins), "coins.json", "show draws no coins board");
        Cli.assertBadInput(Cli.run("show", set, "--id", "ffffffffffff"), "no board with id 'ffffffffffff'");
        Cli.assertBadInput(Cli.run("sift", "--instances", set, "--layout", "turtle", "--out", dir.resolve("e")),
                "either --instances or a --layout");
        Cli.assertBadInput(Cli.run("sift", "--game", "coins", "--out", dir.resolve("f")), "give its boards with --instances");
        Cli.assertBadInput(Cli.run("reference", "--layout", "turtle", "--out", dir.resolve("g")), "Minesweeper has no layouts");
        Cli.assertBadInput(Cli.run("reference", "--game", "coins", "--layout", "turtle", "--out", dir.resolve("g")),
                "--game coins has no layouts");
        Cli.assertBadInput(Cli.run("tune", "--layout", "mini-turtle", "--player", "players/weak.json", "--params", "overlook",
                "--goal", "win-rate", "--budget", 1000, "--out", dir.resolve("t.json")), "--layout", "give --on BOARD");
        Cli.assertBadInput(Cli.run("tune", "--game", "shanghai", "--layout", "mini-turtle", "--instances", set, "--player",
                "players/weak.json", "--params", "x", "--goal", "win-rate", "--budget", 1000, "--out", dir.resolve("t.json")),
                "either --on BOARD or --instances PATH");
    }
}
