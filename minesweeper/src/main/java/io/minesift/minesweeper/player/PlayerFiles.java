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
        JsonNode root = JsonProblems.readObject(json, source, "{\"player\": ..., \"parameters\": {...}}");
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("player") && !name.equals("parameters") && !name.equals("description")) {
                throw new InputException(source, "unknown field \"" + name + "\" (use player, parameters, description)");
            }
        }
        String kind = root.path("player").asText("");
        JsonNode params = root.path("parameters");
        if (!params.isMissingNode() && !params.isObject()) {
            throw new InputException(source, "\"parameters\" must be an object");
        }
        PlayerKind declared = PlayerKinds.named(kind);
        if (declared == null) {
            throw new InputException(source, "\"player\" must be \"strong\" or \"weak\", got \"" + kind + "\"");
        }
        return declared.read(params.isMissingNode() ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode() : params, source);
    }
}
