package io.minesift.coins;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.experiment.Attempt;
import io.minesift.experiment.Contestant;
import io.minesift.tune.Dimension;
import io.minesift.util.InputException;
import io.minesift.util.JsonProblems;

import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The null game's player files: {@code {"player": "weak" | "strong", "description": ...,
 * "parameters": {"skill": S}}}. A player of skill {@code S} (0 to 1, declared here once) wins a coin
 * with {@code (1 - S) * weak + S * strong} of the coin's two chances: skill 0 plays exactly as the
 * default weak player, skill 1 exactly as the default strong one, and the numbers between are the
 * players between. Without {@code skill} a file takes its role's default: 0 for weak, 1 for strong.
 */
public final class CoinPlayerFiles {
    /** The one parameter, and its range. */
    public static final String SKILL = "skill";
    static final double SKILL_LOW = 0;
    static final double SKILL_HIGH = 1;
    private static final Set<String> FIELDS = Set.of("player", "description", "parameters");
    private static final ObjectMapper JSON = new ObjectMapper();

    private CoinPlayerFiles() {
    }

    /** A player of skill {@code skill} in the role {@code kind} ({@code weak} or {@code strong}). */
    record Skilled(String kind, double skill) implements Contestant<Coin> {
        @Override
        public String name() {
            return kind;
        }

        @Override
        public String fingerprint() {
            ObjectNode root = JSON.createObjectNode().put("player", kind);
            root.putObject("parameters").put(SKILL, skill);
            return root.toString();
        }

        @Override
        public Attempt attempt(Coin coin, SplittableRandom random) {
            double chance = (1 - skill) * coin.weak() + skill * coin.strong();
            boolean won = random.nextDouble() < chance;
            return new Attempt(won, chance, chance < 1 ? 1 : 0, chance, won, 0);
        }
    }

    /**
     * Reads a coin player file ({@code source} names it in errors).
     *
     * @throws InputException naming the file and the problem
     */
    static Skilled parse(byte[] json, String source) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"player\": \"weak\", \"parameters\": {\"skill\": 0.5}}");
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new InputException(source, "unknown field \"" + field + "\" in a coins player file (it has player, "
                        + "description and parameters)");
            }
        }
        String kind = root.path("player").asText("");
        if (!kind.equals("weak") && !kind.equals("strong")) {
            throw new InputException(source, "a coins player file needs \"player\": \"weak\" or \"strong\"");
        }
        JsonNode params = root.path("parameters");
        if (!params.isMissingNode() && !params.isObject()) {
            throw new InputException(source, "\"parameters\" must be an object, e.g. {\"skill\": 0.5}");
        }
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!name.equals(SKILL)) {
                throw new InputException(source, "unknown parameter \"" + name + "\" of the coins " + kind
                        + " player (it has skill)");
            }
        }
        double skill = kind.equals("weak") ? SKILL_LOW : SKILL_HIGH;
        if (params.has(SKILL)) {
            JsonNode s = params.get(SKILL);
            if (!s.isNumber() || !(s.asDouble() >= SKILL_LOW && s.asDouble() <= SKILL_HIGH)) {
                throw new InputException(source, "parameter \"skill\" must be a number from " + SKILL_LOW + " to "
                        + SKILL_HIGH + ", got " + s);
            }
            skill = s.asDouble();
        }
        return new Skilled(kind, skill);
    }

    /** The whole declared range of a parameter ({@code skill}: 0 to 1), {@code null} for any other name. */
    static Dimension declared(String kind, String name) {
        return name.equals(SKILL) ? new Dimension(SKILL, SKILL_LOW, SKILL_HIGH, false, List.of()) : null;
    }
}
