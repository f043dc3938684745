package io.minesift.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.player.Player;
import io.minesift.player.PlayerFiles;
import io.minesift.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A player file with some parameters to be filled in: each candidate of a tuning run is the
 * file with new values, checked by the same rules as any player file (so unknown names and
 * values out of range are errors that name the parameter).
 */
public final class PlayerTemplate {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode root;
    private final String source;

    public PlayerTemplate(byte[] json, String source) {
        PlayerFiles.parse(json, source); // the file itself must be a valid player
        try {
            this.root = (ObjectNode) JSON.readTree(json);
        } catch (IOException e) {
            throw new InputException(source, e.getMessage());
        }
        this.source = source;
    }

    /** The file's kind: {@code strong} or {@code weak}. */
    public String kind() {
        return root.path("player").asText();
    }

    /** The file with the values (JSON literals by parameter name) set. */
    public byte[] with(Map<String, String> values) {
        return with(values, null);
    }

    /** The file with the values set and {@code note} added to its description (when not null). */
    public byte[] with(Map<String, String> values, String note) {
        ObjectNode copy = root.deepCopy();
        if (note != null) {
            String before = copy.path("description").asText("");
            copy.put("description", before.isEmpty() ? note : before + " " + note);
        }
        ObjectNode params = copy.has("parameters") ? (ObjectNode) copy.get("parameters") : copy.putObject("parameters");
        values.forEach((name, text) -> params.set(name, literal(text)));
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(copy) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The player with the values set.
     *
     * @throws IllegalArgumentException naming the parameter when a value is not allowed
     */
    public Player player(Map<String, String> values) {
        try {
            return PlayerFiles.parse(with(values), source);
        } catch (InputException e) {
            throw new IllegalArgumentException("--params " + values + ": " + e.getMessage());
        }
    }

    /** true/false and numbers as JSON literals, anything else as a string. */
    private static JsonNode literal(String text) {
        try {
            JsonNode node = JSON.readTree(text);
            if (node != null && (node.isNumber() || node.isBoolean())) {
                return node;
            }
        } catch (IOException ignored) {
            // not a number or boolean: a string such as "local-density"
        }
        return JSON.getNodeFactory().textNode(text);
    }

    /**
     * The search dimension of a parameter's whole declared range ({@link io.minesift.player.PlayerKinds}):
     * numbers over their range, true/false and choices over all their values; {@code null} for an
     * unknown name or an unbounded range.
     */
    public Dimension declared(String name) {
        io.minesift.player.PlayerKind kind = io.minesift.player.PlayerKinds.named(kind());
        if (kind == null || kind.parameters().stream().noneMatch(p -> p.name().equals(name))) {
            return null;
        }
        io.minesift.player.ParameterSpec p = kind.parameter(name);
        return switch (p.type()) {
            case BOOL -> new Dimension(name, 0, 0, false, java.util.List.of("true", "false"));
            case CHOICE -> new Dimension(name, 0, 0, false, p.choices());
            case INT, LONG, DOUBLE -> p.max() == Double.POSITIVE_INFINITY ? null
                    : new Dimension(name, p.min(), p.max(), p.type() != io.minesift.player.ParameterSpec.Type.DOUBLE,
                    java.util.List.of());
        };
    }
}
