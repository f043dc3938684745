package io.minesift.sift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.board.Instance;
import io.minesift.experiment.Contestant;
import io.minesift.player.PlayerFiles;
import io.minesift.tune.Dimension;
import io.minesift.tune.PlayerTemplate;
import io.minesift.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A Minesweeper player file with some parameters to be filled in: each candidate of a tuning run is
 * the file with new values, checked by the same rules as any player file ({@link PlayerFiles}), so
 * unknown names and values out of range are errors that name the parameter; {@code NAME} alone
 * searches the range {@link io.minesift.player.PlayerKinds} declares.
 */
public final class MinesweeperTemplate implements PlayerTemplate<Instance> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode root;
    private final String source;

    public MinesweeperTemplate(byte[] json, String source) {
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
    public Contestant<Instance> player(Map<String, String> values) {
        try {
            return new MinesweeperContestant(PlayerFiles.parse(with(values), source));
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
    @Override
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
