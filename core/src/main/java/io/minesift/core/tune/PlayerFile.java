package io.minesift.core.tune;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonProblems;

import java.util.Iterator;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The player-file shape the games share, read and checked in one place:
 * {@code {"player": "weak" | "strong", "description": ..., "parameters": {NAME: VALUE, ...}}}. A
 * game reads its own parameters' values from {@link #parameters()}; every field, role and name
 * problem is already a one-line {@link InputException} naming the file.
 *
 * @param role       {@code weak} or {@code strong}
 * @param parameters the parameters object (empty when the file has none)
 */
public record PlayerFile(String role, JsonNode parameters) {
    private static final Set<String> FIELDS = Set.of("player", "description", "parameters");

    /**
     * Reads a player file of the game {@code game} ({@code coins}, {@code Shanghai}, ...).
     *
     * @param example    a small valid parameters object, e.g. {@code {"skill": 0.5}}, shown in errors
     * @param declared   whether (role, name) is one of the game's parameters
     * @param names      the game's parameter names in words, for the unknown-name error
     * @throws InputException naming the file and the problem
     */
    public static PlayerFile read(byte[] json, String source, String game, String example,
                                  BiPredicate<String, String> declared, String names) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"player\": \"weak\", \"parameters\": " + example + "}");
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new InputException(source, "unknown field \"" + field + "\" in a " + game + " player file (it has player, "
                        + "description and parameters)");
            }
        }
        String role = root.path("player").asText("");
        if (!role.equals("weak") && !role.equals("strong")) {
            throw new InputException(source, "a " + game + " player file needs \"player\": \"weak\" or \"strong\"");
        }
        JsonNode params = root.path("parameters");
        if (!params.isMissingNode() && !params.isObject()) {
            throw new InputException(source, "\"parameters\" must be an object, e.g. " + example);
        }
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!declared.test(role, name)) {
                throw new InputException(source, "unknown parameter \"" + name + "\" of the " + game + " " + role
                        + " player (it has " + names + ")");
            }
        }
        return new PlayerFile(role, params);
    }
}
