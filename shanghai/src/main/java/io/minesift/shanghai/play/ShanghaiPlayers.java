package io.minesift.shanghai.play;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.experiment.Contestant;
import io.minesift.shanghai.Position;
import io.minesift.core.tune.Dimension;
import io.minesift.core.tune.PlayerFile;
import io.minesift.core.util.InputException;

import java.util.List;

/**
 * The Shanghai players and their files: {@code {"player": "weak" | "strong", "description": ...,
 * "parameters": {...}}}. Each parameter is declared once here with its range: {@code samples} (n,
 * 1 to 1024), {@code depth} (d, 1 to 6), the five action-value weights ({@link Weights}, -10 to 10)
 * {@code hiddenTiles} ({@link HiddenTiles}: {@code redealt}, {@code as-dealt} or {@code generated}) and {@code deadCheck}
 * (the exact solver's node budget to prove a sample lost after a move, {@link DeadCheck}; 0 to
 * {@value #MAX_DEAD_CHECK}, 0 for none). A parameter a
 * file leaves out takes its role's default: the research's weak (1, 1) and strong (16, 3) players,
 * with the weights {@code tune} fitted and no dead check (docs/games.md, "Shanghai solitaire").
 */
public final class ShanghaiPlayers {
    public static final String SAMPLES = "samples";
    public static final String DEPTH = "depth";
    public static final String HIDDEN_TILES = "hiddenTiles";
    public static final String DEAD_CHECK = "deadCheck";
    static final int MAX_SAMPLES = 1024;
    static final int MAX_DEPTH = 6;
    static final int MAX_DEAD_CHECK = 10_000_000;
    /**
     * The default weights of both players: what {@code tune} fitted on medium-72 (docs/figures.md, "Shanghai": the command, and the paired gain of 7.5 points for the strong player there).
     */
    static final Weights WEIGHTS = new Weights(-9.884, 4.89, -7.52, -0.517, -10);

    private ShanghaiPlayers() {
    }

    /** The research's weak player: one sample, depth 1. */
    public static Contestant<Position> weak() {
        return new ShanghaiPlayer("weak", 1, 1, WEIGHTS, HiddenTiles.REDEALT, 0);
    }

    /** The strong player's search depth. */
    static final int STRONG_DEPTH = 3;

    /** The research's strong player: 16 samples, depth 3. */
    public static Contestant<Position> strong() {
        return new ShanghaiPlayer("strong", 16, STRONG_DEPTH, WEIGHTS, HiddenTiles.REDEALT, 0);
    }

    /**
     * Reads a Shanghai player file ({@code source} names it in errors).
     *
     * @throws InputException naming the file and the problem
     */
    public static Contestant<Position> parse(byte[] json, String source) {
        PlayerFile file = PlayerFile.read(json, source, "Shanghai", "{\"samples\": 16, \"depth\": 3}",
                (role, name) -> declared(role, name) != null, String.join(", ", names()));
        String role = file.role();
        JsonNode params = file.parameters();
        ShanghaiPlayer base = (ShanghaiPlayer) (role.equals("weak") ? weak() : strong());
        int samples = whole(params, SAMPLES, base.samples(), 1, MAX_SAMPLES, source);
        int depth = whole(params, DEPTH, base.depth(), 1, MAX_DEPTH, source);
        int deadCheck = whole(params, DEAD_CHECK, (int) base.deadCheck(), 0, MAX_DEAD_CHECK, source);
        double[] w = base.weights().values();
        for (int i = 0; i < w.length; i++) {
            w[i] = real(params, Weights.NAMES.get(i), w[i], source);
        }
        HiddenTiles hidden = base.hiddenTiles();
        if (params.has(HIDDEN_TILES)) {
            hidden = HiddenTiles.named(params.get(HIDDEN_TILES).asText(""));
            if (hidden == null || !params.get(HIDDEN_TILES).isTextual()) {
                throw new InputException(source, "parameter \"" + HIDDEN_TILES + "\" must be \"redealt\", \"as-dealt\" or \"generated\", got "
                        + params.get(HIDDEN_TILES));
            }
        }
        return new ShanghaiPlayer(role, samples, depth, Weights.of(w), hidden, deadCheck);
    }

    /** The parameters' names, in the order the files list them. */
    static List<String> names() {
        List<String> names = new java.util.ArrayList<>(List.of(SAMPLES, DEPTH));
        names.addAll(Weights.NAMES);
        names.add(HIDDEN_TILES);
        names.add(DEAD_CHECK);
        return names;
    }

    /** A parameter's whole declared range, for {@code tune}; {@code null} for an unknown name. */
    public static Dimension declared(String role, String name) {
        if (name.equals(SAMPLES)) {
            return new Dimension(name, 1, MAX_SAMPLES, true, List.of());
        }
        if (name.equals(DEPTH)) {
            return new Dimension(name, 1, MAX_DEPTH, true, List.of());
        }
        if (Weights.NAMES.contains(name)) {
            return new Dimension(name, Weights.LOW, Weights.HIGH, false, List.of());
        }
        if (name.equals(HIDDEN_TILES)) {
            return new Dimension(name, 0, 0, false, List.of(HiddenTiles.REDEALT.id(), HiddenTiles.AS_DEALT.id(), HiddenTiles.GENERATED.id()));
        }
        if (name.equals(DEAD_CHECK)) {
            return new Dimension(name, 0, MAX_DEAD_CHECK, true, List.of());
        }
        return null;
    }

    private static int whole(JsonNode params, String name, int fallback, int min, int max, String source) {
        if (!params.has(name)) {
            return fallback;
        }
        JsonNode v = params.get(name);
        if (!v.isIntegralNumber() || v.asLong() < min || v.asLong() > max) {
            throw new InputException(source, "parameter \"" + name + "\" must be a whole number from " + min + " to " + max
                    + ", got " + v);
        }
        return v.asInt();
    }

    private static double real(JsonNode params, String name, double fallback, String source) {
        if (!params.has(name)) {
            return fallback;
        }
        JsonNode v = params.get(name);
        if (!v.isNumber() || !(v.asDouble() >= Weights.LOW && v.asDouble() <= Weights.HIGH)) {
            throw new InputException(source, "parameter \"" + name + "\" must be a number from " + Weights.LOW + " to "
                    + Weights.HIGH + ", got " + v);
        }
        return v.asDouble();
    }
}
