package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.coins.Coin;
import io.minesift.coins.CoinFiles;
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
 * The null game (coins) through the whole pipeline from the command line, nothing of Minesweeper
 * in it: sift (the game told by the file itself), the page, score, filter and pack. Coins whose
 * chances leave no doubt must land in their category, so a seam that mixed games would show.
 */
class NullGameTest {
    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** 10 coins of each category by construction, chances chosen well inside each rule. */
    private static List<Coin> coins() {
        List<Coin> coins = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            coins.add(new Coin(1, 1));                                    // too-easy (one coin, ten times: deduplicated below)
            coins.add(new Coin(0.2 + 0.05 * i, 1));                       // skill-rewarding (weak 0.2 to 0.65)
            coins.add(new Coin(0.1 + 0.02 * i, 0.3 + 0.03 * i));          // luck-bound
        }
        return coins.stream().distinct().toList();
    }

    @Test
    void siftPageScoreFilterAndPack() throws Exception {
        Path set = dir.resolve("coins.json");
        Files.write(set, CoinFiles.write(coins()));
        Path out = dir.resolve("sift");
        Cli.Result sift = Cli.run("sift", "--instances", set, "--repeats", 60, "--out", out);
        assertEquals(0, sift.code(), sift.toString());
        assertTrue(sift.out().contains("sifted 21 boards"), sift.out());

        JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
        assertEquals(1, summary.path("counts").path("too-easy").asInt(), summary.path("counts").toString());
        assertEquals(10, summary.path("counts").path("skill-rewarding").asInt(), summary.path("counts").toString());
        assertEquals(10, summary.path("counts").path("luck-bound").asInt(), summary.path("counts").toString());
        assertEquals("strong", summary.path("players").path("strong").path("player").asText());
        String page = Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("the strong player always wins, the weak one at most 70 % of the time"), "the coins' rules");
        assertTrue(page.contains("the weak player wins"), "a coin's reason");
        assertFalse(page.contains(".mine"), "nothing of Minesweeper on a coins page");
        try (var files = Files.list(out.resolve("boards"))) {
            assertEquals(21, files.filter(f -> f.toString().endsWith(".json")).count());
        }

        Path truth = dir.resolve("truth.json");
        Files.writeString(truth, "{\"" + new Coin(1, 1).id() + "\": \"too-easy\"}");
        Cli.Result score = Cli.run("score", "--instances", set, "--truth", truth, "--seeds", "1", "--out", dir.resolve("score"));
        assertEquals(0, score.code(), score.toString());
        assertTrue(score.out().contains("agreement 1 of 1"), score.out());

        Path fair = dir.resolve("fair.json");
        Cli.Result filter = Cli.run("filter", out, "--drop", "luck-bound", "--out", fair);
        assertEquals(0, filter.code(), filter.toString());
        assertEquals(11, CoinFiles.read(Files.readAllBytes(fair), fair.toString()).size());

        Path pack = dir.resolve("pack");
        Cli.Result packed = Cli.run("pack", out, "--category", "skill-rewarding", "--count", 4, "--out", pack);
        assertEquals(0, packed.code(), packed.toString());
        List<Coin> packCoins = CoinFiles.read(Files.readAllBytes(pack.resolve("pack.json")), "pack.json");
        assertEquals(4, packCoins.size());
        for (Coin c : packCoins) {
            assertEquals(1.0, c.strong());
        }
        assertTrue(Files.readString(pack.resolve("pack-info.json")).contains("NAME.json: the coin"));
        assertTrue(Files.exists(pack.resolve("pack.csv")));
    }

    @Test
    void aCoinSetWithABadCoinIsOneLine() throws Exception {
        Path set = dir.resolve("bad.json");
        Files.writeString(set, "{\"format\": \"minesift-coins\", \"version\": 1, \"coins\": [{\"weak\": 0.9, \"strong\": 0.5}]}");
        Cli.assertBadInput(Cli.run("sift", "--instances", set, "--out", dir.resolve("o")), "bad.json", "coin 1",
                "weak <= strong");
    }

    @Test
    void theGameCanBeNamedAndAnUnknownOneIsRefused() throws Exception {
        Path set = dir.resolve("coins.json");
        Files.write(set, CoinFiles.write(List.of(new Coin(0.5, 1))));
        assertEquals(0, Cli.run("sift", "--game", "coins", "--instances", set, "--repeats", 5, "--quiet", "--out",
                dir.resolve("o")).code());
        Cli.assertBadInput(Cli.run("sift", "--game", "chess", "--instances", set, "--out", dir.resolve("p")),
                "unknown --game 'chess'");
        Cli.assertBadInput(Cli.run("sift", "--game", "coins", "--out", dir.resolve("q")), "give its boards with --instances");
    }
}
