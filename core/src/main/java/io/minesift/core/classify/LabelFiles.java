package io.minesift.core.classify;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import io.minesift.core.util.JsonProblems;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A curator's labels: a JSON object from board id to category, e.g.
 * {@code {"3f2a9c01b7de": "luck-bound"}}. Every id must name a board of the set being sifted.
 */
public final class LabelFiles {
    private LabelFiles() {
    }

    /** Labels as the JSON object {@link #parse} reads, one board a line, in the map's order. */
    public static byte[] encode(Map<String, Category> labels) {
        StringBuilder out = new StringBuilder("{\n");
        int n = 0;
        for (Map.Entry<String, Category> e : labels.entrySet()) {
            out.append("  \"").append(e.getKey()).append("\": \"").append(e.getValue().id()).append('"')
                    .append(++n < labels.size() ? ",\n" : "\n");
        }
        return out.append("}\n").toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    public static Map<String, Category> read(Path file, Collection<String> ids) {
        return parse(InputFiles.bytes(file), file.toString(), ids);
    }

    public static Map<String, Category> parse(byte[] json, String source, Collection<String> boards) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"BOARD-ID\": \"CATEGORY\", ...}");
        Set<String> ids = Set.copyOf(boards);
        Map<String, Category> labels = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!ids.contains(e.getKey())) {
                throw new InputException(source, "board '" + e.getKey() + "' is not in the board set");
            }
            if (!e.getValue().isTextual()) {
                throw new InputException(source, "the label of board '" + e.getKey() + "' must be a string");
            }
            try {
                labels.put(e.getKey(), Category.parse(e.getValue().asText()));
            } catch (IllegalArgumentException bad) {
                throw new InputException(source, "board '" + e.getKey() + "': " + bad.getMessage());
            }
        }
        return labels;
    }
}
