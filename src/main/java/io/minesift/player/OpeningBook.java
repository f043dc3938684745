package io.minesift.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.board.Geometry;
import io.minesift.board.Position;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves worked out offline for the positions where games most often need their first guess
 * ({@link OpeningBookBuilder}), looked up before the player searches. A position is stored in a
 * canonical form: of its four mirror images (left-right, top-bottom, both), the one whose text
 * is smallest, so a position and its mirror images share one entry; the move is stored in that
 * frame and mapped back on lookup.
 */
public final class OpeningBook {
    /** The book shipped in the jar (built by the command in the README). */
    static final String RESOURCE = "/io/minesift/player/opening-book.json";

    private static volatile OpeningBook shipped;

    /**
     * One position and its move.
     *
     * @param key        the canonical position ({@link #key})
     * @param cell       the move, in the canonical frame
     * @param seen       how many of the scanned games needed their first guess here
     * @param candidates the cells tried, in the canonical frame
     * @param wins       the games each candidate won, on the same boards
     * @param boards     the boards every candidate was played on
     */
    public record Entry(String key, int cell, int seen, int[] candidates, int[] wins, int boards) {
    }

    private final Map<String, Entry> entries;
    private final List<String> commands;

    OpeningBook(List<Entry> entries, List<String> commands) {
        this.entries = new LinkedHashMap<>();
        entries.forEach(e -> this.entries.put(e.key(), e));
        this.commands = List.copyOf(commands);
    }

    /** This book's entries and then the other's (which replace any for the same positions), with both commands. */
    public OpeningBook plus(OpeningBook other) {
        List<Entry> all = new java.util.ArrayList<>(entries.values());
        all.addAll(other.entries.values());
        List<String> both = new java.util.ArrayList<>(commands);
        both.addAll(other.commands);
        return new OpeningBook(all, both);
    }

    /** Reads a book file. */
    public static OpeningBook read(java.nio.file.Path file) {
        try {
            JsonNode root = new ObjectMapper().readTree(file.toFile());
            if (!root.path("entries").isArray()) {
                throw new IllegalArgumentException("no \"entries\" list");
            }
            return read(root);
        } catch (IOException | RuntimeException e) {
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            throw new io.minesift.util.InputException(file.toString(), "not an opening book (" + why + ")");
        }
    }

    /** The book in the jar. */
    static OpeningBook shipped() {
        if (shipped == null) {
            try (InputStream in = OpeningBook.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the opening book " + RESOURCE + " is missing from the jar");
                }
                shipped = read(new ObjectMapper().readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return shipped;
    }

    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    /** The book's move for this position (a cell index of the position's own frame), or -1. */
    int move(Position position) {
        int flip = canonicalFlip(position);
        Entry e = entries.get(key(position, flip));
        if (e == null) {
            return -1;
        }
        int cell = flipped(position.geometry(), e.cell(), flip);
        return position.state(cell) == Position.HIDDEN ? cell : -1;
    }

    /** The canonical text of a position: its size and mines, then the rows of its smallest mirror image. */
    static String key(Position position) {
        return key(position, canonicalFlip(position));
    }

    /** The mirror image (bit 0: left-right, bit 1: top-bottom) whose text is smallest. */
    static int canonicalFlip(Position position) {
        int best = 0;
        String bestText = rows(position, 0);
        for (int flip = 1; flip < 4; flip++) {
            String text = rows(position, flip);
            if (text.compareTo(bestText) < 0) {
                best = flip;
                bestText = text;
            }
        }
        return best;
    }

    private static String key(Position position, int flip) {
        return position.width() + "x" + position.height() + "x" + position.totalMines() + ":" + rows(position, flip);
    }

    /** Rows top to bottom, '/' between them: '.' hidden, 'F' a mine, a digit a number. */
    private static String rows(Position position, int flip) {
        Geometry g = position.geometry();
        StringBuilder text = new StringBuilder(g.size() + g.height());
        for (int y = 0; y < g.height(); y++) {
            if (y > 0) {
                text.append('/');
            }
            for (int x = 0; x < g.width(); x++) {
                byte s = position.state(flipped(g, g.index(x, y), flip));
                text.append(s == Position.HIDDEN ? '.' : s < 0 ? 'F' : (char) ('0' + s));
            }
        }
        return text.toString();
    }

    /** The cell's mirror image; each flip is its own inverse. */
    static int flipped(Geometry g, int cell, int flip) {
        int x = g.x(cell);
        int y = g.y(cell);
        return g.index((flip & 1) != 0 ? g.width() - 1 - x : x, (flip & 2) != 0 ? g.height() - 1 - y : y);
    }

    /** The book as JSON: the commands that built it, then the entries. */
    public ObjectNode toJson() {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = json.createObjectNode();
        ArrayNode made = root.putArray("commands");
        commands.forEach(made::add);
        ArrayNode list = root.putArray("entries");
        for (Entry e : entries.values()) {
            ObjectNode n = list.addObject();
            n.put("position", e.key());
            n.put("cell", e.cell());
            n.put("seen", e.seen());
            n.put("boards", e.boards());
            ArrayNode c = n.putArray("candidates");
            for (int cell : e.candidates()) {
                c.add(cell);
            }
            ArrayNode w = n.putArray("wins");
            for (int win : e.wins()) {
                w.add(win);
            }
        }
        return root;
    }

    static OpeningBook read(JsonNode root) {
        List<Entry> list = new java.util.ArrayList<>();
        for (JsonNode n : root.path("entries")) {
            list.add(new Entry(n.get("position").asText(), n.get("cell").asInt(), n.get("seen").asInt(),
                    ints(n.get("candidates")), ints(n.get("wins")), n.get("boards").asInt()));
        }
        List<String> commands = new java.util.ArrayList<>();
        root.path("commands").forEach(c -> commands.add(c.asText()));
        return new OpeningBook(list, commands);
    }

    private static int[] ints(JsonNode array) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).asInt();
        }
        return out;
    }
}
