package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardSetJson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sift} on variant boards (issue #17): a set of X boards is played by the variant players,
 * placed on the map, and its rules are named in the title, {@code boards.csv} ({@code rules}),
 * {@code summary.json} and the page, which says the reference set is vanilla; a set mixing
 * vanilla and variant boards is allowed, each board with its rules; the same boards as MBF files
 * with rules companions, or as JSON lines, sift to the same results; {@code hint --rules} names
 * the rules in text and JSON.
 */
class VariantSiftCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path generate(String name, String... rules) {
        Path out = dir.resolve(name);
        List<Object> args = new ArrayList<>(List.of("generate", "5x5x6", "--count", 3, "--seed", 2, "--first-click", "zero",
                "-q", "--out", out));
        if (rules.length > 0) {
            args.add("--rules");
            args.add(rules[0]);
        }
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(0, r.code(), r.toString());
        return out;
    }

    private Cli.Result sift(Path boards, String out) {
        Cli.Result r = Cli.run("sift", "--instances", boards, "--repeats", 3, "--seed", 1, "-q", "--out", dir.resolve(out));
        assertEquals(0, r.code(), r.toString());
        return r;
    }

    @Test
    void aVariantSetIsSiftedWithItsRulesNamed() throws IOException {
        Path set = generate("x.json", "X");
        Cli.Result r = sift(set, "sx");
        assertTrue(r.out().contains("minesift map of x.json (rules X)"), r.out());
        List<String> csv = Files.readAllLines(dir.resolve("sx/boards.csv"));
        assertTrue(csv.get(0).startsWith("id,id_text,category,confidence,label,rules,weak_rate,"), csv.get(0));
        assertEquals(4, csv.size());
        csv.subList(1, 4).forEach(row -> assertEquals("X", row.split(",")[5], row));
        JsonNode summary = JSON.readTree(dir.resolve("sx/summary.json").toFile());
        assertTrue(summary.path("title").asText().contains("(rules X)"));
        summary.path("boards").forEach(b -> assertEquals("X", b.path("rules").asText(), b.toString()));
        String page = Files.readString(dir.resolve("sx/index.html"));
        assertTrue(page.contains("The reference boards are vanilla boards"), "the page says the reference set is vanilla");
        assertTrue(page.contains("of its settings below only tolerance applies there"),
                "the page says which strong-player settings apply on variant boards");
        assertTrue(Files.readString(dir.resolve("sx/boards/" + summary.path("boards").get(0).path("id").asText() + ".mine"))
                .startsWith("5x5x6 X\n"), "a board's .mine names its rules");
    }

    /**
     * A puzzle (given clues, no first click) is played from its given clues: exact logic finishes
     * every puzzle by construction, so the strong player's rate is exactly 1 on each. Played from
     * its nominal start cell instead, these boards came out luck-bound.
     */
    @Test
    void puzzlesArePlayedFromTheirGivenClues() throws IOException {
        Path set = dir.resolve("p.json");
        Cli.Result g = Cli.run("generate", "5x5x10", "--rules", "X", "--puzzle", "--count", 3, "--seed", 1, "-q", "--out", set);
        assertEquals(0, g.code(), g.toString());
        sift(set, "sp");
        List<String> csv = Files.readAllLines(dir.resolve("sp/boards.csv"));
        int strong = List.of(csv.get(0).split(",")).indexOf("strong_rate");
        assertEquals(4, csv.size());
        csv.subList(1, 4).forEach(row -> assertEquals(1.0, Double.parseDouble(row.split(",")[strong]), row));
    }

    @Test
    void vanillaAndVariantBoardsMixEachWithItsRules() throws IOException {
        List<Instance> mixed = new ArrayList<>(BoardSetJson.read(Files.readAllBytes(generate("v.json")), "v.json"));
        List<Instance> variant = BoardSetJson.read(Files.readAllBytes(generate("t.json", "T,V")), "t.json");
        mixed.addAll(variant);
        Path set = dir.resolve("mixed.json");
        Files.write(set, BoardSetJson.write(mixed));
        Cli.Result r = sift(set, "sm");
        assertTrue(r.out().contains("mixed.json (rules V; T,V)"), r.out());
        JsonNode boards = JSON.readTree(dir.resolve("sm/summary.json").toFile()).path("boards");
        assertEquals(6, boards.size());
        for (int i = 0; i < 6; i++) {
            assertEquals(i < 3 ? "" : "T,V", boards.get(i).path("rules").asText(), boards.get(i).toString());
        }
        // the vanilla boards' measures stay, the variant boards have none
        assertTrue(boards.get(0).path("measures").has("3bv"));
        assertEquals(0, boards.get(3).path("measures").size());
        // and the vanilla boards play exactly as in a vanilla set
        sift(generate("v2.json"), "sv");
        JsonNode alone = JSON.readTree(dir.resolve("sv/summary.json").toFile()).path("boards");
        for (int i = 0; i < 3; i++) {
            assertEquals(alone.get(i).path("weak"), boards.get(i).path("weak"));
            assertEquals(alone.get(i).path("strong"), boards.get(i).path("strong"));
        }
    }

    @Test
    void mbfFilesWithCompanionsAndJsonLinesSiftAsTheSet() throws IOException {
        Path set = generate("x.json", "X");
        Path lines = generate("x.jsonl", "X");
        Path mbf = dir.resolve("mbf");
        assertEquals(0, Cli.run("convert", set, mbf, "--to", "mbf").code());
        sift(set, "s1");
        sift(lines, "s2");
        sift(mbf, "s3");
        String results = Files.readString(dir.resolve("s1/results.jsonl"));
        assertEquals(results, Files.readString(dir.resolve("s2/results.jsonl")));
        assertEquals(ids(dir.resolve("s1")), ids(dir.resolve("s3")));
    }

    private static List<String> ids(Path sift) throws IOException {
        List<String> ids = new ArrayList<>();
        JSON.readTree(sift.resolve("summary.json").toFile()).path("boards").forEach(b -> ids.add(b.path("id").asText()));
        ids.sort(null);
        return ids;
    }

    @Test
    void hintTakesRulesFromTheOptionOrTheHeader() throws IOException {
        Path plain = dir.resolve("p.mine");
        Files.writeString(plain, "5x5x6\nHHHHH\nHHHHH\nHH1HH\nHHHHH\nHHHHH\n");
        Cli.Result text = Cli.run("hint", plain, "--rules", "X");
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().startsWith("Rules X: the cross rule (X): a clue counts the mines up to two cells away"), text.out());
        Path headed = dir.resolve("h.mine");
        Files.writeString(headed, "5x5x6 X\nHHHHH\nHHHHH\nHH1HH\nHHHHH\nHHHHH\n");
        Cli.Result json = Cli.run("hint", headed, "--json");
        assertEquals(0, json.code(), json.toString());
        JsonNode root = JSON.readTree(json.out());
        assertEquals("X", root.path("rules").asText());
        assertTrue(root.path("guess").path("explanation").asText().contains("by the exact engine"), json.out());
    }
}
