package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.LabelFiles;
import io.minesift.coins.Coin;
import io.minesift.coins.CoinFiles;
import io.minesift.coins.CoinsPuzzle;
import io.minesift.core.curate.ReferenceBuilder;
import io.minesift.core.curate.ReferenceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code minesift reference} for a game other than Minesweeper: the coins' reference set made by
 * the command is what a sift then trains on, the built-in set is what its documented command
 * writes, and a held-out pair comes out unplayed.
 */
class CoinsReferenceTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aSiftTrainsOnTheReferenceTheCommandWrote() throws Exception {
        Path ref = dir.resolve("ref");
        Cli.Result made = Cli.run("reference", "--game", "coins", "--per-category", 5, "--repeats", 60, "--quiet", "--out", ref);
        assertEquals(0, made.code(), made.toString());
        assertTrue(made.out().contains("wrote 15 reference boards"), made.toString());
        assertFalse(Files.exists(ref.resolve(ReferenceBuilder.JOURNAL)), "the journal is removed when done");
        ReferenceSet<Coin> set = new CoinsPuzzle().reference(ref);
        assertEquals(Map.of(Category.TOO_EASY, 5L, Category.LUCK_BOUND, 5L, Category.SKILL_REWARDING, 5L),
                set.labels().values().stream().collect(Collectors.groupingBy(c -> c, Collectors.counting())));
        assertEquals("minesift reference --game coins --per-category 5 --seed 2026 --repeats 60",
                set.madeBy());

        Path coins = dir.resolve("coins.json");
        Files.write(coins, CoinFiles.write(coins()));
        Path out = dir.resolve("sift");
        Cli.Result sift = Cli.run("sift", "--game", "coins", "--instances", coins, "--reference", ref,
                "--repeats", 60, "--quiet", "--out", out);
        assertEquals(0, sift.code(), sift.toString());
        JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
        assertEquals(15, summary.path("classifier").path("referenceBoards").asInt(), "trained on the folder's 15, not the built-in 36");
        JsonNode counts = summary.path("counts");
        assertEquals(2, counts.path("too-easy").asInt(), counts.toString());
        assertEquals(2, counts.path("skill-rewarding").asInt(), counts.toString());
        assertEquals(2, counts.path("luck-bound").asInt(), counts.toString());
    }

    /** Two coins of each category whose chances leave no doubt. */
    private static List<Coin> coins() {
        List<Coin> coins = new ArrayList<>();
        coins.add(new Coin(0.99, 1));
        coins.add(new Coin(0.97, 1));
        coins.add(new Coin(0.3, 1));
        coins.add(new Coin(0.4, 1));
        coins.add(new Coin(0.1, 0.35));
        coins.add(new Coin(0.2, 0.5));
        return coins;
    }

    @Test
    void theBuiltInSetIsWhatItsCommandWrites() throws Exception {
        Cli.Result made = Cli.run("reference", "--game", "coins", "--per-category", 12, "--seed", 1, "--repeats", 60,
                "--quiet", "--out", dir);
        assertEquals(0, made.code(), made.toString());
        CoinsPuzzle puzzle = new CoinsPuzzle();
        ReferenceSet<Coin> builtIn = puzzle.reference();
        assertEquals(36, builtIn.boards().size());
        assertArrayEquals(puzzle.writeBoardSet(builtIn.boards()), Files.readAllBytes(dir.resolve(ReferenceSet.BOARDS_FILE)));
        assertArrayEquals(builtIn.labelsJson(puzzle.referenceRule(), puzzle::boardId),
                Files.readAllBytes(dir.resolve(ReferenceSet.LABELS_FILE)));
    }

    @Test
    void labelsOnlyWritesAHeldOutPair() throws Exception {
        Cli.Result made = Cli.run("reference", "--game", "coins", "--per-category", 2, "--labels-only", "--out", dir);
        assertEquals(0, made.code(), made.toString());
        List<Coin> coins = CoinFiles.read(Files.readAllBytes(dir.resolve("boards.json")), "boards.json");
        Map<String, Category> labels = LabelFiles.read(dir.resolve("labels.json"), coins.stream().map(Coin::id).toList());
        assertEquals(new CoinsPuzzle().referenceBoards(2026, 2).values().stream().toList(),
                coins.stream().map(c -> labels.get(c.id())).toList());
        assertEquals(6, labels.size());
        assertFalse(Files.exists(dir.resolve(ReferenceSet.LABELS_FILE)), "unplayed: no reference.json");
    }
}
