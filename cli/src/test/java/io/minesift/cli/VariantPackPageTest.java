package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.format.ShareLink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code pack --page} on a sift of variant boards (T, D and T,X no-guess boards, liar boards with
 * their lie seeds, X puzzles with their given clues, and classic boards, in one set): every pack
 * of it is written with a page; each board's link in {@code pack.csv}, {@code pack-info.json} and the
 * page reads back to the very board of {@code pack.json} (the id covers rules, lie seed and clues),
 * variant boards carry their {@code rules} and no Tatham ID, and only classic boards go to
 * {@code pack.tatham.txt}. The page's play is checked in Chromium by scripts/check-page.
 */
class VariantPackPageTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static final List<Path> PACKS = new ArrayList<>();

    @BeforeAll
    static void siftAndPack() throws IOException {
        List<Instance> set = new ArrayList<>();
        set.addAll(generate("t", "6x6x6", "T", "--no-guess", "--first-click", "zero"));
        set.addAll(generate("d", "6x6x6", "D", "--no-guess", "--first-click", "zero"));
        set.addAll(generate("tx", "6x6x6", "T,X", "--no-guess", "--first-click", "zero"));
        set.addAll(generate("l", "5x5x6", "L"));
        set.addAll(generate("p", "5x5x8", "X", "--puzzle"));
        set.addAll(generate("v", "6x6x6", null));
        Path boards = dir.resolve("set.json");
        Files.write(boards, BoardSetJson.write(set));
        Cli.Result sift = Cli.run("sift", "--instances", boards, "--repeats", 3, "--seed", 1, "-q", "--out", dir.resolve("sift"));
        assertEquals(0, sift.code(), sift.toString());
        for (String category : List.of("too-easy", "skill-rewarding", "luck-bound")) {
            Path out = dir.resolve(category);
            Cli.Result r = Cli.run("pack", dir.resolve("sift"), "--category", category, "--count", 30, "--page", "--out", out);
            if (r.code() == 0) {
                PACKS.add(out);
            } else {
                assertTrue(r.err().contains("no " + category + " board in"), r.toString());
            }
        }
        int boardsPacked = 0;
        for (Path p : PACKS) {
            boardsPacked += BoardSetJson.read(Files.readAllBytes(p.resolve("pack.json")), "pack.json").size();
        }
        assertEquals(set.size(), boardsPacked, "the packs hold every board of the sift");
    }

    private static List<Instance> generate(String name, String spec, String rules, String... more) throws IOException {
        Path out = dir.resolve(name + ".json");
        List<Object> args = new ArrayList<>(List.of("generate", spec, "--count", 3, "--seed", 4, "-q", "--out", out));
        if (rules != null) {
            args.addAll(List.of("--rules", rules));
        }
        args.addAll(List.of((Object[]) more));
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(0, r.code(), r.toString());
        return BoardSetJson.read(Files.readAllBytes(out), name);
    }

    @Test
    void everyLinkReadsBackToItsBoardWithItsRules() throws IOException {
        String report = Files.readString(dir.resolve("sift/index.html"));
        int variant = 0;
        int liar = 0;
        int puzzles = 0;
        for (Path pack : PACKS) {
            List<Instance> boards = BoardSetJson.read(Files.readAllBytes(pack.resolve("pack.json")), "pack.json");
            Map<String, String> csv = csvLinks(pack.resolve("pack.csv"));
            JsonNode info = JSON.readTree(pack.resolve("pack-info.json").toFile()).path("boards");
            JsonNode page = pageData(pack);
            for (int i = 0; i < boards.size(); i++) {
                Instance b = boards.get(i);
                String link = page.path("boards").get(i).path("link").asText();
                assertEquals(b.id(), ShareLink.read(link, "page").id(), "the page's link is the board, rules and all");
                assertEquals(link, csv.get(b.id()), "pack.csv links the same board");
                assertEquals(link, info.get(i).path("link").asText(), "so does pack-info.json");
                String rules = b.rules() == null ? "" : b.rules();
                assertEquals(rules, page.path("boards").get(i).path("rules").asText());
                String reason = page.path("boards").get(i).path("reason").asText();
                assertTrue(!reason.isEmpty() && report.contains("class=\"reason\">" + reason + "<"),
                        "the sift's report gives board " + b.id() + " the reason '" + reason + "'");
                assertEquals(rules, info.get(i).path("rules").asText());
                assertEquals(b.rules() == null, !page.path("boards").get(i).path("tatham").asText().isEmpty(),
                        "a Tatham ID for classic boards only");
                variant += b.rules() == null ? 0 : 1;
                liar += b.lieSeed() == null ? 0 : 1;
                puzzles += b.clues() == null ? 0 : 1;
            }
            long classic = boards.stream().filter(b -> b.rules() == null).count();
            assertEquals(classic > 0, Files.exists(pack.resolve("pack.tatham.txt")), "pack.tatham.txt holds the classic boards");
        }
        assertEquals(15, variant);
        assertEquals(3, liar);
        assertEquals(3, puzzles);
    }

    /** Each board's link in {@code pack.csv}, by id: its columns are read by name from the header. */
    private static Map<String, String> csvLinks(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> header = List.of(lines.get(0).split(","));
        assertTrue(header.contains("rules") && header.contains("link"), lines.get(0));
        Map<String, String> links = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> cells = cells(line);
            links.put(cells.get(header.indexOf("id")), cells.get(header.indexOf("link")));
        }
        return links;
    }

    /** A CSV line's cells: quoted cells may hold commas (a Tatham ID, rules such as "T,X"). */
    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    private static JsonNode pageData(Path pack) throws IOException {
        String html = Files.readString(pack.resolve("pack.html"));
        String start = "<script id=\"pack-data\" type=\"application/json\">";
        int from = html.indexOf(start) + start.length();
        return JSON.readTree(html.substring(from, html.indexOf("</script>", from)).replace("<\\/", "</"));
    }

    @Test
    void thePageSaysWhatItPlaysAndNeverWritesMarkup() throws IOException {
        for (Path pack : PACKS) {
            String html = Files.readString(pack.resolve("pack.html"));
            assertTrue(html.contains("<p id=\"board-rules\" class=\"rules\"></p>"), "a place for each board's rules");
            assertTrue(html.contains("<b>Variant rules.</b>"), "How to play says what variant rules are");
        }
        // Every text the game shows (rules, reasons, hints, names) is set as text: no markup from the data.
        String game = new String(getClass().getResourceAsStream("/io/minesift/cli/page/page.js").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        for (String sink : List.of("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(")) {
            assertFalse(game.contains(sink), "page.js uses " + sink);
        }
    }
}
