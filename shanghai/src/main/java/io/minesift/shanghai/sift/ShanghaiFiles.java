package io.minesift.shanghai.sift;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.core.util.Digests;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonHead;
import io.minesift.core.util.JsonProblems;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Shanghai's board set: {@code {"format": "minesift-shanghai", "version": 1, "boards": [{"id": ...,
 * "layout": "mini-turtle", "kinds": [0, 3, ...]}, ...]}}, each board a deal: a shipped layout's name
 * and one kind ({@code 0} to {@code tiles/4 - 1}, each on exactly 4 tiles) per tile, in the layout's
 * tile order. An id, when given, must be the deal's own ({@link #id}). Layouts are loaded once, so
 * that deals read, generated and played share one {@link Layout} (positions compare by it).
 */
public final class ShanghaiFiles {
    public static final String FORMAT = "minesift-shanghai";
    static final int VERSION = 1;
    private static final Map<String, Layout> LAYOUTS = new ConcurrentHashMap<>();

    private ShanghaiFiles() {
    }

    /** The shipped layout {@code name}, loaded once. */
    public static Layout layout(String name) {
        return LAYOUTS.computeIfAbsent(name, Layouts::named);
    }

    /** The deals {@code 0..count-1} of the run {@code seed} on the shipped layout {@code name}. */
    public static List<Position> deals(String name, long seed, int count) {
        Layout layout = layout(name);
        return IntStream.range(0, count).mapToObj(i -> DealGenerator.deal(layout, seed, i).position()).toList();
    }

    /** A deal's id: a digest of its layout's name and its kinds, stable and from its content alone. */
    public static String id(Position deal) {
        return Digests.hex12(FORMAT + ":" + deal.layout().name() + ":" + kinds(deal));
    }

    private static String kinds(Position deal) {
        return IntStream.range(0, deal.layout().size()).mapToObj(t -> Integer.toString(deal.kind(t)))
                .collect(Collectors.joining(","));
    }

    /** The set, one deal a line. */
    public static byte[] write(List<Position> deals) {
        StringBuilder s = new StringBuilder("{\n  \"format\": \"" + FORMAT + "\",\n  \"version\": " + VERSION
                + ",\n  \"boards\": [");
        for (int i = 0; i < deals.size(); i++) {
            Position d = deals.get(i);
            s.append(i == 0 ? "\n" : ",\n").append("    {\"id\": \"").append(id(d)).append("\", \"layout\": \"")
                    .append(d.layout().name()).append("\", \"kinds\": [").append(kinds(d)).append("]}");
        }
        s.append(deals.isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Reads a set ({@code source} names it in errors).
     *
     * @throws InputException naming the file, the board and the problem, in one line
     */
    public static List<Position> read(byte[] json, String source) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"format\": \"" + FORMAT + "\", \"version\": " + VERSION
                + ", \"boards\": [{\"layout\": \"mini-turtle\", \"kinds\": [...]}]}");
        if (!FORMAT.equals(root.path("format").asText()) || !root.path("version").isIntegralNumber()
                || root.path("version").asInt() != VERSION) { // 1.5 is no version
            throw new InputException(source, "not a Shanghai board set (format \"" + FORMAT + "\", version " + VERSION + ")");
        }
        if (!root.path("boards").isArray()) {
            throw new InputException(source, "a Shanghai board set needs \"boards\": [...]");
        }
        List<Position> deals = new ArrayList<>();
        for (JsonNode b : root.path("boards")) {
            deals.add(deal(b, source, deals.size() + 1));
        }
        return deals;
    }

    private static Position deal(JsonNode b, String source, int number) {
        String where = "board " + number + ": ";
        String name = b.path("layout").asText("");
        if (!Layouts.NAMES.contains(name)) {
            throw new InputException(source, where + (name.isEmpty() ? "needs \"layout\"" : "unknown layout '" + name + "'")
                    + " (known: " + String.join(", ", Layouts.NAMES) + ")");
        }
        Layout layout = layout(name);
        JsonNode k = b.path("kinds");
        if (!k.isArray()) {
            throw new InputException(source, where + "needs \"kinds\": one whole number per tile of " + name);
        }
        if (k.size() != layout.size()) {
            throw new InputException(source, where + k.size() + " kinds for the " + layout.size() + " tiles of " + name);
        }
        int[] kinds = new int[layout.size()];
        int[] count = new int[layout.kinds()];
        for (int t = 0; t < kinds.length; t++) {
            JsonNode v = k.get(t);
            if (!v.isInt() || v.asInt() < 0 || v.asInt() >= layout.kinds()) {
                throw new InputException(source, where + "tile " + t + " has kind " + v + ": kinds of " + name
                        + " are whole numbers 0 to " + (layout.kinds() - 1));
            }
            kinds[t] = v.asInt();
            count[kinds[t]]++;
        }
        for (int kind = 0; kind < count.length; kind++) {
            if (count[kind] != 4) {
                throw new InputException(source, where + "kind " + kind + " is on " + count[kind]
                        + " tiles: every kind is on exactly 4");
            }
        }
        Position deal = Position.deal(layout, kinds);
        if (b.has("id") && !b.path("id").asText().equals(id(deal))) {
            throw new InputException(source, where + "id '" + b.path("id").asText() + "' does not match its kinds ("
                    + id(deal) + ")");
        }
        return deal;
    }

    /**
     * Whether a file's first bytes are a Shanghai set's: its top-level {@code format} field, read as a
     * stream so that a head of the file is enough, chooses the game of an input.
     */
    public static boolean isShanghaiSet(byte[] head) {
        return FORMAT.equals(JsonHead.format(head));
    }
}
