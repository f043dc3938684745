package io.minesift.sift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.board.Instance;
import io.minesift.classify.Category;
import io.minesift.experiment.BoardResult;
import io.minesift.experiment.Journal;
import io.minesift.experiment.RunKey;
import io.minesift.io.BoardSetJson;
import io.minesift.util.InputException;
import io.minesift.util.JsonText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The labelled reference boards the classifier trains on: a board set, each board's label (made
 * by {@link ReferenceLabel}) and its solve rates under the run key they were measured with. Two
 * files ship inside the jar: {@code reference-boards.json} (a board set any command reads) and
 * {@code reference.json} (labels, rates, and the command that made them).
 */
public record ReferenceSet(List<Instance> boards, Map<String, Category> labels, RunKey key,
                           Map<String, BoardResult> results, String madeBy) {
    static final String FORMAT = "minesift-reference";
    static final int VERSION = 2;
    static final String BOARDS_RESOURCE = "reference-boards.json";
    static final String LABELS_RESOURCE = "reference.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    public ReferenceSet {
        boards = List.copyOf(boards);
        labels = Map.copyOf(labels);
        results = Map.copyOf(results);
    }

    /** The reference set inside the jar. */
    public static ReferenceSet embedded() {
        List<Instance> boards = BoardSetJson.read(resource(BOARDS_RESOURCE), BOARDS_RESOURCE);
        return parse(boards, resource(LABELS_RESOURCE), LABELS_RESOURCE);
    }

    /**
     * A reference set that {@code minesift reference --out DIR} wrote: {@code DIR/reference-boards.json}
     * and {@code DIR/reference.json}.
     */
    public static ReferenceSet read(java.nio.file.Path folder) {
        if (!java.nio.file.Files.isDirectory(folder)) {
            throw new InputException(folder.toString(), "not a folder: give the --out folder of minesift reference");
        }
        java.nio.file.Path boardsFile = folder.resolve(BOARDS_RESOURCE);
        java.nio.file.Path labelsFile = folder.resolve(LABELS_RESOURCE);
        List<Instance> boards = BoardSetJson.read(io.minesift.util.InputFiles.bytes(boardsFile), boardsFile.toString());
        return parse(boards, io.minesift.util.InputFiles.bytes(labelsFile), labelsFile.toString());
    }

    static ReferenceSet parse(List<Instance> boards, byte[] json, String source) {
        try {
            JsonNode root = JSON.readTree(json);
            if (root == null || !FORMAT.equals(root.path("format").asText()) || root.path("version").asInt() != VERSION) {
                throw new InputException(source, "not a minesift reference file (format " + FORMAT + ", version " + VERSION + ")");
            }
            RunKey key = new RunKey(root.path("seed").asLong(), root.path("repeats").asInt(),
                    JsonText.text(root.path("weak")), JsonText.text(root.path("strong")), root.path("boardSet").asText());
            Map<String, Category> labels = new LinkedHashMap<>();
            Map<String, BoardResult> results = new LinkedHashMap<>();
            for (JsonNode b : root.path("boards")) {
                String id = b.path("id").asText();
                labels.put(id, Category.parse(b.path("label").asText()));
                results.put(id, Journal.decode(b.path("result")));
            }
            for (Instance board : boards) {
                if (!labels.containsKey(board.id())) {
                    throw new InputException(source, "board " + board.id() + " has no label");
                }
                if (results.get(board.id()) == null) {
                    throw new InputException(source, "board " + board.id() + " has no result");
                }
            }
            return new ReferenceSet(boards, labels, key, results, root.path("madeBy").asText());
        } catch (IOException e) {
            throw new InputException(source, io.minesift.util.JsonProblems.describe(e));
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    /** The labels file: format, how it was made, the run key, and each board's label and result. */
    public byte[] labelsJson(String rule) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION).put("madeBy", madeBy).put("rule", rule);
        root.put("seed", key.seed()).put("repeats", key.repeats()).put("boardSet", key.boards());
        root.set("weak", JsonText.objectOrText(key.weak()));
        root.set("strong", JsonText.objectOrText(key.strong()));
        ArrayNode list = root.putArray("boards");
        for (Instance board : boards) {
            ObjectNode b = list.addObject();
            b.put("id", board.id()).put("label", labels.get(board.id()).id());
            b.set("result", Journal.encode(results.get(board.id())));
        }
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = ReferenceSet.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks " + name + ": rebuild it");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
