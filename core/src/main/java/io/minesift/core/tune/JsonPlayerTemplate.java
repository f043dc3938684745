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

    /**
     * @param reader   the game's player-file reader (bytes, source), throwing {@link InputException}
     * @param declared a parameter's whole declared range by (kind, name), {@code null} when none
     * @throws InputException when the file itself is not a valid player
     */
    public JsonPlayerTemplate(byte[] json, String source, BiFunction<byte[], String, Contestant<B>> reader,
                              BiFunction<String, String, Dimension> declared) {
        reader.apply(json, source); // the file itself must be a valid player
        try {
            this.root = (ObjectNode) JSON.readTree(json);
        } catch (IOException e) {
            throw new InputException(source, e.getMessage());
        }
        this.source = source;
        this.reader = reader;
        this.declared = declared;
    }

    /** The file's kind: {@code strong} or {@code weak}. */
    public String kind() {
        return root.path("player").asText();
    }

    @Override
    public boolean weakRole() {
        return kind().equals("weak");
    }

    /** The file with the values (JSON literals by parameter name) set. */
    public byte[] with(Map<String, String> values) {
        return with(values, null);
    }

    @Override
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

    @Override
    public Contestant<B> player(Map<String, String> values) {
        try {
            return reader.apply(with(values), source);
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
