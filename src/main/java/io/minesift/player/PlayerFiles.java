package io.minesift.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.io.BoardFiles;
import io.minesift.util.InputException;
import io.minesift.util.InputFiles;
import io.minesift.util.JsonProblems;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Player definitions as JSON: {@code {"player": "strong"|"weak", "parameters": {...}}}. Missing
 * parameters take their defaults; unknown names, wrong types and values out of range are errors
 * that name the file.
 */
public final class PlayerFiles {
    private static final Set<String> STRONG = Set.of("candidates", "band", "interiorCandidates", "progressWeight", "secondBest",
            "fiftyFiftyShare", "tolerance", "earlyFiftyFifty", "nodeBudget",
            "endgameLayouts", "endgameNodes");
    private static final Set<String> WEAK = Set.of("useMineCount", "guess", "tolerance", "overlook");

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
        try {
            return switch (kind) {
                case "strong" -> strong(params, source);
                case "weak" -> weak(params, source);
                default -> throw new InputException(source, "\"player\" must be \"strong\" or \"weak\", got \"" + kind + "\"");
            };
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    private static Player strong(JsonNode params, String source) {
        checkNames(params, STRONG, "strong", source);
        StrongPlayer.Parameters d = StrongPlayer.Parameters.defaults();
        return new StrongPlayer(new StrongPlayer.Parameters(
                integer(params, "candidates", d.candidates(), source),
                number(params, "band", d.band(), source),
                integer(params, "interiorCandidates", d.interiorCandidates(), source),
                number(params, "progressWeight", d.progressWeight(), source),
                number(params, "secondBest", d.secondBest(), source),
                number(params, "fiftyFiftyShare", d.fiftyFiftyShare(), source),
                number(params, "tolerance", d.tolerance(), source),
                bool(params, "earlyFiftyFifty", d.earlyFiftyFifty(), source),
                wholeNumber(params, "nodeBudget", d.nodeBudget(), source, Long.MAX_VALUE),
                integer(params, "endgameLayouts", d.endgameLayouts(), source),
                integer(params, "endgameNodes", d.endgameNodes(), source)));
    }

    private static Player weak(JsonNode params, String source) {
        checkNames(params, WEAK, "weak", source);
        WeakPlayer.Parameters d = WeakPlayer.Parameters.defaults();
        WeakPlayer.GuessPolicy guess = d.guess();
        if (params.has("guess")) {
            String text = params.get("guess").asText("");
            try {
                guess = WeakPlayer.GuessPolicy.valueOf(text.toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                throw new InputException(source, "parameter \"guess\" must be \"uniform\" or \"local-density\", got \"" + text + "\"");
            }
        }
        return new WeakPlayer(new WeakPlayer.Parameters(bool(params, "useMineCount", d.useMineCount(), source), guess,
                number(params, "tolerance", d.tolerance(), source),
                number(params, "overlook", d.overlook(), source)));
    }

    private static void checkNames(JsonNode params, Set<String> known, String kind, String source) {
        for (Iterator<Map.Entry<String, JsonNode>> it = params.fields(); it.hasNext(); ) {
            String name = it.next().getKey();
            if (!known.contains(name)) {
                throw new InputException(source, "unknown parameter \"" + name + "\" for the " + kind
                        + " player (known: " + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
    }

    private static double number(JsonNode params, String name, double fallback, String source) {
        JsonNode v = params.get(name);
        if (v == null) {
            return fallback;
        }
        if (!v.isNumber()) {
            throw new InputException(source, "parameter \"" + name + "\" must be a number");
        }
        return v.asDouble();
    }

    private static int integer(JsonNode params, String name, long fallback, String source) {
        long v = wholeNumber(params, name, fallback, source, Integer.MAX_VALUE);
        if (v < Integer.MIN_VALUE) {
            throw new InputException(source, "parameter \"" + name + "\" is out of range");
        }
        return (int) v;
    }

    private static long wholeNumber(JsonNode params, String name, long fallback, String source, long max) {
        JsonNode v = params.get(name);
        if (v == null) {
            return fallback;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() > max) {
            throw new InputException(source, "parameter \"" + name + "\" must be a whole number");
        }
        return v.asLong();
    }

    private static boolean bool(JsonNode params, String name, boolean fallback, String source) {
        JsonNode v = params.get(name);
        if (v == null) {
            return fallback;
        }
        if (!v.isBoolean()) {
            throw new InputException(source, "parameter \"" + name + "\" must be true or false");
        }
        return v.asBoolean();
    }
}
