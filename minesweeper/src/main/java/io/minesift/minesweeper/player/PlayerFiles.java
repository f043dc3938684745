package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import io.minesift.core.util.JsonProblems;

import java.nio.file.Path;
import java.util.Iterator;

/**
 * Player definitions as JSON: {@code {"player": "strong"|"weak", "parameters": {...}}}. The
 * parameters are read by their declarations ({@link PlayerKinds}): missing ones take their defaults;
 * unknown names, wrong types and values out of range are errors that name the file.
 */
public final class PlayerFiles {
    private PlayerFiles() {
    }

    /** Reads a player file. */
    public static Player read(Path file) {
        return parse(InputFiles.bytes(file), file.toString());
    }

    /** Reads a player definition; {@code source} names it in error messages. */
    public static Player parse(byte[] json, String source) {
        JsonNode root = root(json, source);
        return kind(root, source).read(parameters(root), source);
    }

    /**
     * What the player of a valid definition does, in words made from its values ({@link PlayerKind#describe}),
     * as {@code tune} writes a player file's description.
     */
    public static String describe(byte[] json, String source) {
        JsonNode root = root(json, source);
        PlayerKind kind = kind(root, source);
        return kind.describe(kind.values(parameters(root), source));
    }

    private static JsonNode root(byte[] json, String source) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"player\": ..., \"parameters\": {...}}");
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("player") && !name.equals("parameters") && !name.equals("description")) {
                throw new InputException(source, "unknown field \"" + name + "\" (use player, parameters, description)");
            }
        }
        JsonNode params = root.path("parameters");
        if (!params.isMissingNode() && !params.isObject()) {
            throw new InputException(source, "\"parameters\" must be an object");
        }
        return root;
    }

    private static PlayerKind kind(JsonNode root, String source) {
        String kind = root.path("player").asText("");
        PlayerKind declared = PlayerKinds.named(kind);
        if (declared == null) {
            throw new InputException(source, "\"player\" must be \"strong\" or \"weak\", got \"" + kind + "\"");
        }
        return declared;
    }

    /** The file's parameters object; an empty one when it has none. */
    private static JsonNode parameters(JsonNode root) {
        JsonNode params = root.path("parameters");
        return params.isMissingNode() ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode() : params;
    }
}
