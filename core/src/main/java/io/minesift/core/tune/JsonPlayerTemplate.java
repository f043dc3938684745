package io.minesift.core.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The {@link PlayerTemplate} of a player file in the JSON shape the games share:
 * {@code {"player": KIND, "description": ..., "parameters": {NAME: VALUE, ...}}}, kind {@code weak}
 * or {@code strong} (the role). Each candidate is the file with new values in {@code parameters},
 * read back by the game's own reader, so unknown names and values out of range are the game's
 * errors, naming the parameter.
 *
 * @param <B> the game's board type
 */
public final class JsonPlayerTemplate<B> implements PlayerTemplate<B> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode root;
    private final String source;
    private final BiFunction<byte[], String, Contestant<B>> reader;
    private final BiFunction<String, String, Dimension> declared;
    private final BiFunction<byte[], String, String> describer;

    /**
     * @param reader    the game's player-file reader (bytes, source), throwing {@link InputException}
     * @param declared  a parameter's whole declared range by (kind, name), {@code null} when none
     * @param describer the game's words for a valid player file's values (bytes, source): what
     *                  {@link #with} writes as its description, so that it never contradicts them
     * @throws InputException when the file itself is not a valid player
     */
    public JsonPlayerTemplate(byte[] json, String source, BiFunction<byte[], String, Contestant<B>> reader,
                              BiFunction<String, String, Dimension> declared, BiFunction<byte[], String, String> describer) {
        reader.apply(json, source); // the file itself must be a valid player
        try {
            this.root = (ObjectNode) JSON.readTree(json);
        } catch (IOException e) {
            throw new InputException(source, e.getMessage());
        }
        this.source = source;
        this.reader = reader;
        this.declared = declared;
        this.describer = describer;
    }

    /** The file's kind: {@code strong} or {@code weak}. */
    public String kind() {
        return root.path("player").asText();
    }

    @Override
    public boolean weakRole() {
        return kind().equals("weak");
    }

    /**
     * The file with the values set, and a description the game makes from all the values it holds
     * (the file's own words would go on describing the values it started with), then {@code note}.
     */
    @Override
    public byte[] with(Map<String, String> values, String note) {
        byte[] file = filled(values);
        String words = describer.apply(file, source);
        ObjectNode described = JSON.createObjectNode();
        described.set("player", root.get("player"));
        described.put("description", note == null ? words : words + " " + note);
        described.set("parameters", parameters(values));
        return bytes(described);
    }

    /** The file's kind and parameters with the values set, without a description. */
    private byte[] filled(Map<String, String> values) {
        ObjectNode file = JSON.createObjectNode();
        file.set("player", root.get("player"));
        file.set("parameters", parameters(values));
        return bytes(file);
    }

    private ObjectNode parameters(Map<String, String> values) {
        ObjectNode params = root.has("parameters") ? ((ObjectNode) root.get("parameters")).deepCopy()
                : JSON.createObjectNode();
        values.forEach((name, text) -> params.set(name, literal(text)));
        return params;
    }

    private static byte[] bytes(ObjectNode file) {
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(file) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Contestant<B> player(Map<String, String> values) {
        try {
            return reader.apply(filled(values), source);
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

    @Override
    public Dimension declared(String name) {
        return declared.apply(kind(), name);
    }
}
