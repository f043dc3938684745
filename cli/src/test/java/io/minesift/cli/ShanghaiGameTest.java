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
    void showDrawsATablePartWayWithTheNumbersHintNamesTilesBy() throws Exception {
        // random legal games on mini-turtle and Turtle: after each few moves the drawing holds exactly
        // the tiles on the table, each number under its own tile's kind, [??] exactly over the tiles
        // Position calls hidden (covered), as a player sees them, and round brackets exactly around
        // the seen tiles Position does not call free
        for (String name : List.of("mini-turtle", "turtle")) {
            Position deal = io.minesift.shanghai.DealGenerator.deal(io.minesift.shanghai.Layouts.named(name), 9, 0).position();
            Path file = dir.resolve(name + ".json");
            Files.write(file, new ShanghaiPuzzle().writeBoardSet(List.of(deal)));
            java.util.SplittableRandom random = new java.util.SplittableRandom(9);
            List<String> moves = new java.util.ArrayList<>();
            Position p = deal;
            int checked = 0;
            for (int step = 0; step < 12 && !p.legalMoves().isEmpty(); step++) {
                var legal = p.legalMoves();
                var m = legal.get(random.nextInt(legal.size()));
                p = p.apply(m);
                moves.add(m.b() + "-" + m.a()); // larger first: show reads moves as hint does
                if (step % 4 != 3) {
                    continue;
                }
                Cli.Result r = Cli.run("show", file, "--moves", String.join(",", moves), "--numbers", "--seen");
                assertEquals(0, r.code(), r.toString());
                assertDrawnAsSeen(p, r.out(), moves.size());
                checked++;
            }
            assertEquals(3, checked, name + ": the game ran 12 moves and was drawn 3 times");
        }
    }

    private static long layerCount(Position table, int layer) {
        return java.util.stream.IntStream.range(0, table.layout().size())
                .filter(t -> table.present(t) && table.layout().layer(t) == layer).count();
    }

    /** The drawing {@code text} of {@code table} after {@code moves} moves, read back tile by tile. */
    private static void assertDrawnAsSeen(Position table, String text, int moves) {
        String[] lines = text.split("\n", -1);
        assertTrue(lines[0].contains(table.remaining() + " of " + table.layout().size() + " tiles on the table after "
                + moves + " moves"), lines[0]);
        int hidden = 0;
        int first = java.util.Arrays.asList(lines).indexOf("layer 0 (" + layerCount(table, 0) + " tiles)");
        assertTrue(first > 0, text);
        for (int t = 0; t < table.layout().size(); t++) {
            // a number stands alone, right-aligned in its 4 characters; a kind is bracketed, [ 7] or ( 7)
            java.util.regex.Pattern number = java.util.regex.Pattern.compile("(?<![0-9])" + t + "(?![0-9\\])])");
            int line = -1;
            int end = -1;
            for (int i = first; i < lines.length && line < 0; i++) {
                java.util.regex.Matcher m = lines[i].startsWith("layer ") ? number.matcher("") : number.matcher(lines[i]);
                if (m.find()) {
                    line = i;
                    end = m.end();
                }
            }
            assertEquals(table.present(t), line >= 0, "tile " + t + " drawn iff on the table:\n" + text);
            if (line < 0) {
                continue;
            }
            assertTrue(lines[line].substring(end - 4, end).equals(String.format("%4d", t)), lines[line]);
            // under its own layer's heading
            int heading = line;
            while (!lines[heading].startsWith("layer ")) {
                heading--;
            }
            assertTrue(lines[heading].startsWith("layer " + table.layout().layer(t) + " ("), "tile " + t + ":\n" + text);
            String top = lines[line - 1].substring(end - 4, end);
            hidden += table.hidden(t) ? 1 : 0;
            String kind = String.format("%2d", table.kind(t) + 1);
            assertEquals(table.hidden(t) ? "[??]" : table.free(t) ? "[" + kind + "]" : "(" + kind + ")", top,
                    "tile " + t + ":\n" + text);
        }
        String drawn = text.substring(text.indexOf("layer 0"));
        assertEquals(hidden, drawn.split(java.util.regex.Pattern.quote("[??]"), -1).length - 1, text);
    }

    @Test
    void showRefusesMovesItCannotPlay() throws Exception {
        Path set = dir.resolve("two.json");
        assertEquals(0, Cli.run("generate", "--game", "shanghai", "--count", 2, "--out", set).code());
        Cli.assertBadInput(Cli.run("show", set, "--moves", "0-1"), "two.json", "holds 2 deals", "--index");
        Cli.assertBadInput(Cli.run("show", set, "--index", 1, "--moves", "0-0"), "two.json", "move 0-0 does not take two free tiles");
        Cli.assertBadInput(Cli.run("show", set, "--index", 1, "--moves", "x"), "two.json", "move 'x': two tile numbers");
        Path mines = dir.resolve("m.json");
        assertEquals(0, Cli.run("generate", "6x6x5", "--out", mines).code());
        Cli.assertBadInput(Cli.run("show", mines, "--numbers"), "m.json", "draw Shanghai deals");
        Cli.assertBadInput(Cli.run("show", dir.resolve("none.json"), "--seen"), "none.json", "no such file");
        Path position = dir.resolve("p.mine");
        Files.writeString(position, "3x1x1\nHF1\n");
        Cli.assertBadInput(Cli.run("show", position, "--moves", "1-2"), "p.mine", "a Minesweeper position: --moves");
        Cli.assertBadInput(Cli.run("show", dir.resolve("none.mine"), "--numbers"), "none.mine");
        // tiles past the deal's are named as such, and a number too long to read too
        Cli.assertBadInput(Cli.run("show", set, "--index", 1, "--moves", "0-99"), "move 0-99: the deal has tiles 0 to 35, no tile 99");
        // without --moves, every deal of the set, its numbers under its kinds
        Cli.Result both = Cli.run("show", set, "--numbers");
        assertEquals(0, both.code(), both.toString());
        assertEquals(2, both.out().split("  35\n", -1).length - 1, both.out());
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
