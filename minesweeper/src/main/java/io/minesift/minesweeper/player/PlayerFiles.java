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
        return kind(root, source).read(bookBeside(parameters(root), source), source);
    }

    /**
     * The parameters with a file's {@code openingBookFile} resolved against the player file's own
     * folder: a player file reads only files in that folder or below (a shared player file must
     * not make the tool read, and echo, a file elsewhere on the machine).
     *
     * @throws InputException naming the player file when the book is outside its folder
     */
    static JsonNode bookBeside(JsonNode params, String source) {
        JsonNode book = params.path("openingBookFile");
        if (!book.isTextual() || book.asText().isEmpty()) {
            return params; // none, or not text: the parameter's own check words that
        }
        Path file = Path.of(source).toAbsolutePath();
        Path folder = file.getParent();
        if (!java.nio.file.Files.isRegularFile(file) || folder == null) {
            return params; // a built-in player's text, not a file: it names the jar's books only
        }
        Path target;
        try {
            target = folder.resolve(book.asText()).normalize();
            boolean inside = java.nio.file.Files.exists(target)
                    ? target.toRealPath().startsWith(folder.toRealPath()) : target.startsWith(folder);
            if (!inside) {
                throw new InputException(source, "\"openingBookFile\" must name a file in the player file's own folder "
                        + "or below (" + folder + "): copy the book there");
            }
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            throw new InputException(source, "\"openingBookFile\" is no readable path: " + e.getMessage());
        }
        com.fasterxml.jackson.databind.node.ObjectNode copy = ((com.fasterxml.jackson.databind.node.ObjectNode) params).deepCopy();
        return copy.put("openingBookFile", target.toString());
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
