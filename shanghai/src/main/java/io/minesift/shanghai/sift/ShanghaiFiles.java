package io.minesift.shanghai.sift;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
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
 * "layout": "mini-turtle", "kinds": [0, 3, ...]}, ...]}}, each board a deal: its layout and one kind
 * per tile, in the layout's tile order (kinds {@code 0} to {@code kinds - 1}, each on exactly 4 tiles,
 * the last on 2 when the tiles are 4n + 2). A shipped layout is named; a layout from a file is given
 * as its file (as the user gave it) and {@code "digest"}, the SHA-256 of its tile places
 * ({@link Layout#digest}), so that a deal is never played on another layout: a file whose places have
 * changed is refused. An id, when given, must be the deal's own ({@link #id}). Layouts are loaded
 * once, so that deals read, generated and played share one {@link Layout} (positions compare by it).
 */
public final class ShanghaiFiles {
    public static final String FORMAT = "minesift-shanghai";
    static final int VERSION = 1;
    private static final Map<String, Layout> LAYOUTS = new ConcurrentHashMap<>();

    private ShanghaiFiles() {
    }

    /**
     * The layout {@code spec} (a shipped layout's name or a layout file, {@link Layouts#load}), loaded
     * once: again only when its file has changed (its time or size), so that a changed file is read,
     * and its digest checked, afresh.
     */
    public static Layout layout(String spec) {
        return LAYOUTS.computeIfAbsent(spec + version(spec), key -> Layouts.load(spec));
    }

    /** The file's time and size for a layout file, nothing for a shipped layout's name. */
    private static String version(String spec) {
        if (Layouts.NAMES.contains(spec)) {
            return "";
        }
        int hash = spec.lastIndexOf('#');
        java.nio.file.Path file = java.nio.file.Path.of(hash < 0 || java.nio.file.Files.isRegularFile(java.nio.file.Path.of(spec))
                ? spec : spec.substring(0, hash));
        try {
            return "\u0000" + java.nio.file.Files.getLastModifiedTime(file).toMillis() + ":" + java.nio.file.Files.size(file);
        } catch (java.io.IOException | RuntimeException e) {
            return "\u0000"; // unreadable: loading reports it
        }
    }

    /** The deals {@code 0..count-1} of the run {@code seed} on the layout {@code name} ({@link #layout}). */
    public static List<Position> deals(String name, long seed, int count) {
        Layout layout = layout(name);
        return IntStream.range(0, count).mapToObj(i -> DealGenerator.deal(layout, seed, i).position()).toList();
    }

    /**
     * A deal's id: a digest of its layout (a shipped layout's name, else its places' digest) and its
     * kinds, stable and from its content alone.
     */
    public static String id(Position deal) {
        return Digests.hex12(FORMAT + ":" + layoutKey(deal.layout()) + ":" + kinds(deal));
    }

    private static String layoutKey(Layout layout) {
        return Layouts.builtIn(layout) ? layout.name() : "sha256:" + layout.digest();
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
                    .append(layoutField(d.layout())).append("\", \"kinds\": [").append(kinds(d)).append("]}");
        }
        s.append(deals.isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A shipped layout's name; a file's name and, after it, its digest (the bytes of shipped layouts' sets stay as they were). */
    private static String layoutField(Layout layout) {
        if (Layouts.builtIn(layout)) {
            return layout.name();
        }
        return new String(JsonStringEncoder.getInstance().quoteAsString(layout.source())) + "\", \"digest\": \""
                + layout.digest();
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
        boolean digested = b.hasNonNull("digest");
        if (name.isEmpty() || !digested && !Layouts.NAMES.contains(name)) {
            throw new InputException(source, where + (name.isEmpty() ? "needs \"layout\"" : "unknown layout '" + name + "'")
                    + " (known: " + String.join(", ", Layouts.NAMES) + "; a layout file comes with its \"digest\")");
        }
        Layout layout = layoutOfBoard(name, source, where);
        String digest = b.path("digest").asText("");
        if (digested && !digest.equals(layout.digest())) {
            throw new InputException(source, where + "layout " + io.minesift.core.util.Printable.of(name) + " is not the one the deal was made on (its tile places"
                    + " have digest " + layout.digest().substring(0, 12) + "..., the set's " + shortDigest(digest) + ")");
        }
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
            if (count[kind] != layout.tilesOf(kind)) {
                throw new InputException(source, where + "kind " + kind + " is on " + count[kind]
                        + " tiles: every kind is on exactly 4"
                        + (layout.size() % 4 == 2 ? ", except the last (" + (layout.kinds() - 1) + ") on 2" : ""));
            }
        }
        Position deal = Position.deal(layout, kinds);
        if (b.has("id") && !b.path("id").asText().equals(id(deal))) {
            throw new InputException(source, where + "id '" + b.path("id").asText() + "' does not match its kinds ("
                    + id(deal) + ")");
        }
        return deal;
    }

    /** The layout of a board, its problems told as the board's. */
    private static Layout layoutOfBoard(String name, String source, String where) {
        try {
            return layout(name);
        } catch (InputException e) {
            throw new InputException(source, where + "layout " + e.getMessage());
        }
    }

    private static String shortDigest(String digest) {
        String shown = digest.length() > 12 ? digest.substring(0, 12) + "..." : digest;
        return io.minesift.core.util.Printable.of(shown);
    }

    /**
     * Whether a file's first bytes are a Shanghai set's: its top-level {@code format} field, read as a
     * stream so that a head of the file is enough, chooses the game of an input.
     */
    public static boolean isShanghaiSet(byte[] head) {
        return FORMAT.equals(JsonHead.format(head));
    }
}
