package io.minesift.core.curate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.classify.Category;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import io.minesift.core.util.JsonProblems;
import io.minesift.core.util.JsonText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A game's labelled reference boards, which the classifier trains on: the boards, each board's
 * label (given by construction, by the game's own rule) and its solve rates under the run key they
 * were measured with. Two files: {@code reference-boards.json} (the game's board set) and
 * {@code reference.json} (labels, rates, and the command that made them); a game ships them in its
 * jar folder, and {@code minesift reference --out DIR} writes them into a folder.
 *
 * @param <B> the game's board type
 */
public record ReferenceSet<B>(List<B> boards, Map<String, Category> labels, RunKey key,
                              Map<String, BoardResult> results, String madeBy) {
    static final String FORMAT = "minesift-reference";
    static final int VERSION = 2;
    public static final String BOARDS_FILE = "reference-boards.json";
    public static final String LABELS_FILE = "reference.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    public ReferenceSet {
        boards = List.copyOf(boards);
        labels = Map.copyOf(labels);
        results = Map.copyOf(results);
    }

    /** The reference set a game ships beside {@code anchor}, the class whose package folder holds the two files. */
    public static <B> ReferenceSet<B> embedded(Class<?> anchor, Puzzle<B> puzzle) {
        return embedded(anchor, "", puzzle);
    }

    /**
     * A reference set shipped in the folder {@code folder} (e.g. {@code flat-72/}, ending in a slash;
     * empty for the package folder itself) below {@code anchor}'s package folder: a game that ships
     * one set per kind of board keeps each in its own folder.
     */
    public static <B> ReferenceSet<B> embedded(Class<?> anchor, String folder, Puzzle<B> puzzle) {
        String boardsFile = folder + BOARDS_FILE;
        String labelsFile = folder + LABELS_FILE;
        List<B> boards = puzzle.readBoardSet(resource(anchor, boardsFile), boardsFile);
        return parse(boards, puzzle::boardId, resource(anchor, labelsFile), labelsFile);
    }

    /** The reference set in {@code folder}: {@code reference-boards.json} and {@code reference.json}. */
    public static <B> ReferenceSet<B> read(Path folder, Puzzle<B> puzzle) {
        if (!Files.isDirectory(folder)) {
            throw new InputException(folder.toString(), "not a folder: give the --out folder of minesift reference");
        }
        Path boardsFile = folder.resolve(BOARDS_FILE);
        Path labelsFile = folder.resolve(LABELS_FILE);
        List<B> boards = puzzle.readBoardSet(InputFiles.bytes(boardsFile), boardsFile.toString());
        return parse(boards, puzzle::boardId, InputFiles.bytes(labelsFile), labelsFile.toString());
    }

    static <B> ReferenceSet<B> parse(List<B> boards, Function<B, String> idOf, byte[] json, String source) {
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
            for (B board : boards) {
                String id = idOf.apply(board);
                if (!labels.containsKey(id)) {
                    throw new InputException(source, "board " + id + " has no label");
                }
                if (results.get(id) == null) {
                    throw new InputException(source, "board " + id + " has no result");
                }
            }
            return new ReferenceSet<>(boards, labels, key, results, root.path("madeBy").asText());
        } catch (IOException e) {
            throw new InputException(source, JsonProblems.describe(e));
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    /** The board ids, in the set's order. */
    public List<String> ids(Function<B, String> idOf) {
        return boards.stream().map(idOf).toList();
    }

    /** The labels file: format, how it was made, the run key, and each board's label and result. */
    public byte[] labelsJson(String rule, Function<B, String> idOf) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION).put("madeBy", madeBy).put("rule", rule);
        root.put("seed", key.seed()).put("repeats", key.repeats()).put("boardSet", key.boards());
        root.set("weak", JsonText.objectOrText(key.weak()));
        root.set("strong", JsonText.objectOrText(key.strong()));
        ArrayNode list = root.putArray("boards");
        for (B board : boards) {
            String id = idOf.apply(board);
            ObjectNode b = list.addObject();
            b.put("id", id).put("label", labels.get(id).id());
            b.set("result", Journal.encode(results.get(id)));
        }
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] resource(Class<?> anchor, String name) {
        try (InputStream in = anchor.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks " + name + " beside " + anchor.getName() + ": rebuild it");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
