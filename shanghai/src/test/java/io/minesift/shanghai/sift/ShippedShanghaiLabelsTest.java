package io.minesift.shanghai.sift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.classify.Category;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.label.ShanghaiLabels;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shipped Shanghai reference set and the held-out set carry the labels their rule gives: every
 * deal's label, recomputed by {@link ShanghaiLabels#label(Position)} (seeded by the deal itself),
 * is the label on file, 20 of each category in each set, and no deal is in both sets; the
 * {@code flat-72} held-out set is 20 skill-rewarding deals (the labels that layout gives).
 */
class ShippedShanghaiLabelsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REFERENCE = Path.of("shanghai", "src", "main", "resources", "io", "minesift", "shanghai", "sift");
    private static final Path HELD_OUT = Path.of("instances", "heldout-shanghai");
    private static final Path HELD_OUT_FLAT = Path.of("instances", "heldout-shanghai-flat-72");

    @Test
    void theReferenceSetsLabelsAreTheRules() throws IOException {
        Map<String, Category> labels = new HashMap<>();
        for (JsonNode b : JSON.readTree(REFERENCE.resolve("reference.json").toFile()).path("boards")) {
            labels.put(b.path("id").asText(), Category.parse(b.path("label").asText()));
        }
        List<Position> deals = read(REFERENCE.resolve("reference-boards.json"));
        check(deals, labels);
    }

    @Test
    void theHeldOutSetsLabelsAreTheRules() throws IOException {
        Map<String, Category> labels = heldOutLabels(HELD_OUT);
        List<Position> held = read(HELD_OUT.resolve("boards.json"));
        check(held, labels);
        List<Position> reference = read(REFERENCE.resolve("reference-boards.json"));
        assertTrue(held.stream().noneMatch(reference::contains), "a held-out deal is in the reference set");
    }

    @Test
    void theFlat72HeldOutSetIsSkillRewardingDealsByTheRule() throws IOException {
        Map<String, Category> labels = heldOutLabels(HELD_OUT_FLAT);
        List<Position> held = read(HELD_OUT_FLAT.resolve("boards.json"));
        assertEquals(20, held.size());
        for (Position d : held) {
            assertEquals("flat-72", d.layout().name());
            assertEquals(Category.SKILL_REWARDING, labels.get(ShanghaiFiles.id(d)));
        }
        // the rule's own label, recomputed on the cheapest to read (a flat-72 skill label plays the
        // strong chooser 64 times: 1.8 to 6.7 s of CPU a deal, 77 s for all 20, measured 12-07;
        // the 19th, 5df266366524, is the cheapest)
        Position cheapest = held.get(18);
        assertEquals("5df266366524", ShanghaiFiles.id(cheapest));
        assertEquals(Category.SKILL_REWARDING, ShanghaiLabels.label(cheapest).orElse(null));
    }

    /** A held-out set's labels.json: board id to category. */
    private static Map<String, Category> heldOutLabels(Path folder) throws IOException {
        Map<String, Category> labels = new HashMap<>();
        JSON.readTree(folder.resolve("labels.json").toFile()).fields()
                .forEachRemaining(e -> labels.put(e.getKey(), Category.parse(e.getValue().asText())));
        return labels;
    }

    private static void check(List<Position> deals, Map<String, Category> labels) {
        // Each label is its own (seeded by the deal), so they are recomputed on every core, then checked in order.
        List<Category> recomputed = deals.parallelStream().map(d -> ShanghaiLabels.label(d).orElse(null)).toList();
        Map<Category, Integer> count = new EnumMap<>(Category.class);
        for (int i = 0; i < deals.size(); i++) {
            String id = ShanghaiFiles.id(deals.get(i));
            assertEquals(labels.get(id), recomputed.get(i), "deal " + id);
            count.merge(labels.get(id), 1, Integer::sum);
        }
        for (Category c : Category.values()) {
            assertEquals(20, count.get(c), c.id());
        }
    }

    private static List<Position> read(Path file) throws IOException {
        return ShanghaiFiles.read(Files.readAllBytes(file), file.toString());
    }
}
