package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.minesweeper.format.BoardFiles;
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
 * A curator's label wins: the board is sifted once without labels, then labelled with a category
 * the classifier did not give it and sifted again; the label is then its category everywhere.
 */
class CuratorLabelsTest {
    @TempDir
    static Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path labelled;
    private static String id;
    private static Category label;

    private static Cli.Result sift(Path out, Object... more) {
        List<Object> args = new java.util.ArrayList<>(List.of("sift", "9x9x10", "--count", 12, "--seed", 7,
                "--repeats", 6, "--first-click", "zero", "--start", "center", "--out", out));
        args.addAll(List.of(more));
        return Cli.run(args.toArray());
    }

    @BeforeAll
    static void siftTwice() throws IOException {
        Path plain = dir.resolve("plain");
        assertEquals(0, sift(plain).code());
        JsonNode board = JSON.readTree(plain.resolve("summary.json").toFile()).path("boards").get(0);
        id = board.path("id").asText();
        Category predicted = Category.parse(board.path("category").asText());
        // Another category than the classifier's, so the label has something to overrule.
        label = predicted == Category.LUCK_BOUND ? Category.TOO_EASY : Category.LUCK_BOUND;
        Path labels = dir.resolve("labels.json");
        Files.writeString(labels, "{\"" + id + "\": \"" + label.id() + "\"}");
        labelled = dir.resolve("labelled");
        Cli.Result r = sift(labelled, "--labels", labels);
        assertEquals(0, r.code(), r.toString());
    }

    @Test
    void summaryGivesTheLabelAsCategoryMarkedCurated() throws IOException {
        JsonNode summary = JSON.readTree(labelled.resolve("summary.json").toFile());
        int curated = 0;
        for (JsonNode b : summary.path("boards")) {
            if (b.path("id").asText().equals(id)) {
                assertEquals(label.id(), b.path("category").asText());
                assertEquals(label.id(), b.path("label").asText());
                assertEquals("curator", b.path("categorySource").asText());
                assertEquals(1.0, b.path("confidence").asDouble());
                curated++;
            } else {
                assertEquals("classifier", b.path("categorySource").asText(), b.toString());
            }
        }
        assertEquals(1, curated);
        assertEquals(1, summary.path("classifier").path("curatedBoards").asInt());
    }

    @Test
    void boardsCsvGivesTheLabelAsCategory() throws IOException {
        String row = Files.readAllLines(labelled.resolve("boards.csv")).stream().filter(l -> l.startsWith(id + ","))
                .findFirst().orElseThrow();
        // id, id_text (no comma in it), category, confidence, label
        String[] f = row.split(",");
        assertEquals(List.of(id, label.id(), "1", label.id()), List.of(f[0], f[2], f[3], f[4]), row);
    }

    @Test
    void filterDropsAndKeepsByTheLabel() {
        Path dropped = dir.resolve("dropped.json");
        Cli.Result r = Cli.run("filter", labelled, "--drop", label.id(), "--out", dropped);
        assertEquals(0, r.code(), r.toString());
        assertFalse(ids(dropped).contains(id));
        Path kept = dir.resolve("kept.json");
        r = Cli.run("filter", labelled, "--keep", label.id(), "--out", kept);
        assertEquals(0, r.code(), r.toString());
        assertTrue(ids(kept).contains(id));
    }

    private static List<String> ids(Path set) {
        return BoardFiles.defaults().read(set).stream().map(Instance::id).toList();
    }
}
