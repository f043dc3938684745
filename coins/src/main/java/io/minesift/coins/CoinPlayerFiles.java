package io.minesift.coins;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.tune.Dimension;
import io.minesift.core.tune.PlayerFile;
import io.minesift.core.util.InputException;

import java.util.List;
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

        /** What it does, in words made from its skill (a player file's description, as {@code tune} writes it). */
        String description() {
            String as = skill == SKILL_LOW ? " (as the default weak player)" : skill == SKILL_HIGH
                    ? " (as the default strong player)" : "";
            return "A coin player of skill " + new java.math.BigDecimal(Double.toString(skill)).stripTrailingZeros()
                    .toPlainString() + as + ": it wins a coin with (1 - skill) times the coin's weak chance plus skill "
                    + "times its strong chance.";
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
        PlayerFile file = PlayerFile.read(json, source, "coins", "{\"skill\": 0.5}", (role, name) -> name.equals(SKILL),
                SKILL);
        String kind = file.role();
        JsonNode params = file.parameters();
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
