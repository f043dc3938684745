package io.minesift.coins;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonProblems;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The null game's board set: {@code {"format": "minesift-coins", "version": 1, "coins": [{"id": ...,
 * "weak": 0.5, "strong": 1.0}, ...]}}. An id, when given, must be the coin's own.
 */
public final class CoinFiles {
    public static final String FORMAT = "minesift-coins";
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private CoinFiles() {
    }

    public static byte[] write(List<Coin> coins) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION);
        ArrayNode list = root.putArray("coins");
        for (Coin c : coins) {
            list.addObject().put("id", c.id()).put("weak", c.weak()).put("strong", c.strong());
        }
        return (root.toPrettyString() + "\n").getBytes(StandardCharsets.UTF_8);
    }

    public static List<Coin> read(byte[] json, String source) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"format\": \"" + FORMAT + "\", \"coins\": [...]}");
        if (!FORMAT.equals(root.path("format").asText()) || root.path("version").asInt() != VERSION) {
            throw new InputException(source, "not a coin set (format \"" + FORMAT + "\", version " + VERSION + ")");
        }
        List<Coin> coins = new ArrayList<>();
        for (JsonNode c : root.path("coins")) {
            int number = coins.size() + 1;
            if (!c.path("weak").isNumber() || !c.path("strong").isNumber()) {
                throw new InputException(source, "coin " + number + ": needs the numbers weak and strong");
            }
            Coin coin;
            try {
                coin = new Coin(c.path("weak").asDouble(), c.path("strong").asDouble());
            } catch (IllegalArgumentException e) {
                throw new InputException(source, "coin " + number + ": " + e.getMessage());
            }
            if (c.has("id") && !c.path("id").asText().equals(coin.id())) {
                throw new InputException(source, "coin " + number + ": id '" + c.path("id").asText()
                        + "' does not match its chances (" + coin.id() + ")");
            }
            coins.add(coin);
        }
        return coins;
    }

    /**
     * Whether a file's first bytes are a coin set's: its top-level {@code format} field, read as a
     * stream so that a head of the file is enough (a set can be large), chooses the game of an input.
     */
    public static boolean isCoinSet(byte[] head) {
        return FORMAT.equals(io.minesift.core.util.JsonHead.format(head));
    }
}
