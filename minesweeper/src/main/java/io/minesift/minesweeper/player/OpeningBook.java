package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Moves worked out offline for the positions where games most often need their first guesses
 * ({@link OpeningBookBuilder}), looked up before the player searches, at the first {@link #depth()}
 * guesses of a game. A position is stored in a canonical form: of its four mirror images
 * (left-right, top-bottom, both), the one whose text is smallest, so a position and its mirror
 * images share one entry; the move is stored in that frame and mapped back on lookup. A position
 * holds all a player knows, so an entry serves whichever guess of a game meets it.
 */
public final class OpeningBook {
    /** The book shipped in the jar (its {@code commands} field holds the command that built it). */
    static final String RESOURCE = "/io/minesift/minesweeper/player/opening-book.json";

    private static volatile OpeningBook shipped;

    /**
     * One position and its move.
     *
     * @param key        the canonical position ({@link #key})
     * @param guess      which guess of the scanned games met the position (1: the first)
     * @param cell       the move, in the canonical frame
     * @param seen       how many of the scanned games needed that guess here
     * @param candidates the cells tried, in the canonical frame
     * @param wins       the games each candidate won
     * @param played     the boards each candidate was played on: the first {@code played[c]} boards
     *                   that reach the position, the same for every candidate (a candidate dropped
     *                   by a race stage played fewer)
     */
    public record Entry(String key, int guess, int cell, int seen, int[] candidates, int[] wins, int[] played) {
        public Entry {
            if (guess < 1 || wins.length != candidates.length || played.length != candidates.length) {
                throw new IllegalArgumentException("an entry needs a guess of at least 1 and as many wins and "
                        + "played counts as candidates: " + key);
            }
        }

        /** The most boards any candidate was played on. */
        public int boards() {
            return IntStream.of(played).max().orElse(0);
        }
    }

    /** The empty book: no moves. */
    public static final OpeningBook EMPTY = new OpeningBook(List.of(), List.of(), 1);

    private final Map<String, Entry> entries;
    private final List<String> commands;
    private final int depth;
    /** How many cells are open in some entry's position: a quick test before a key is made. */
    private final BitSet openCounts = new BitSet();

    OpeningBook(List<Entry> entries, List<String> commands, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("the depth of a book must be at least 1, got " + depth);
        }
        this.entries = new LinkedHashMap<>();
        entries.forEach(e -> this.entries.put(e.key(), e));
        this.entries.keySet().forEach(k -> openCounts.set(openCells(k)));
        this.commands = List.copyOf(commands);
        this.depth = depth;
    }

    /** This book's entries and then the other's (which replace any for the same positions), with both commands. */
    public OpeningBook plus(OpeningBook other) {
        List<Entry> all = new ArrayList<>(entries.values());
        all.addAll(other.entries.values());
        List<String> both = new ArrayList<>(commands);
        both.addAll(other.commands);
        return new OpeningBook(all, both, Math.max(depth, other.depth));
    }

    /** This book with one more entry (replacing any for the same position). */
    OpeningBook with(Entry entry) {
        return plus(new OpeningBook(List.of(entry), List.of(), depth));
    }

    /** This book looked up at the first {@code guesses} guesses of a game. */
    OpeningBook withDepth(int guesses) {
        return new OpeningBook(List.copyOf(entries.values()), commands, guesses);
    }

    /** The player looks positions up at the first this many guesses of a game. */
    public int depth() {
        return depth;
    }

    /** Reads a book file. */
    public static OpeningBook read(java.nio.file.Path file) {
        return readFile(file, OpeningBook::read);
    }

    /**
     * What {@code reader} makes of a book file's JSON.
     *
     * @throws io.minesift.core.util.InputException naming the file when it is no book or the reader fails
     */
    static <T> T readFile(java.nio.file.Path file, java.util.function.Function<JsonNode, T> reader) {
        try {
            JsonNode root = new ObjectMapper().readTree(file.toFile());
            if (!root.path("entries").isArray()) {
                throw new IllegalArgumentException("no \"entries\" list");
            }
            return reader.apply(root);
        } catch (IOException | RuntimeException e) {
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            throw new io.minesift.core.util.InputException(file.toString(), "not an opening book (" + why + ")");
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
        if (!openCounts.get(position.geometry().size() - position.count(Position.HIDDEN))) {
            return -1;
        }
        int flip = canonicalFlip(position);
        Entry e = entries.get(key(position, flip));
        if (e == null) {
            return -1;
        }
        int cell = flipped(position.geometry(), e.cell(), flip);
        return position.state(cell) == Position.HIDDEN ? cell : -1;
    }

    /** The open (not hidden) cells of a key's position. */
    private static int openCells(String key) {
        int open = 0;
        for (int i = key.indexOf(':') + 1; i < key.length(); i++) {
            char c = key.charAt(i);
            open += c != '.' && c != '/' ? 1 : 0;
        }
        return open;
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

    /** The book as JSON: the commands that built it, its depth, then the entries. */
    public ObjectNode toJson() {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = json.createObjectNode();
        ArrayNode made = root.putArray("commands");
        commands.forEach(made::add);
        root.put("depth", depth);
        ArrayNode list = root.putArray("entries");
        entries.values().forEach(e -> write(e, list.addObject()));
        return root;
    }

    /** Writes an entry's fields into {@code n}. */
    static void write(Entry e, ObjectNode n) {
        n.put("position", e.key());
        n.put("guess", e.guess());
        n.put("cell", e.cell());
        n.put("seen", e.seen());
        n.put("boards", e.boards());
        IntStream.of(e.candidates()).forEach(n.putArray("candidates")::add);
        IntStream.of(e.wins()).forEach(n.putArray("wins")::add);
        IntStream.of(e.played()).forEach(n.putArray("played")::add);
    }

    /**
     * A book from its JSON. Files written before books had depths and races read as they were
     * meant: depth 1, every entry a first guess, every candidate played on all its boards.
     */
    static OpeningBook read(JsonNode root) {
        List<Entry> list = new ArrayList<>();
        root.path("entries").forEach(n -> list.add(entry(n)));
        List<String> commands = new ArrayList<>();
        root.path("commands").forEach(c -> commands.add(c.asText()));
        return new OpeningBook(list, commands, root.path("depth").asInt(1));
    }

    /** An entry from its fields ({@link #write(Entry, ObjectNode)}). */
    static Entry entry(JsonNode n) {
        int[] candidates = ints(n.get("candidates"));
        int[] played = n.has("played") ? ints(n.get("played")) : filled(candidates.length, n.get("boards").asInt());
        return new Entry(n.get("position").asText(), n.path("guess").asInt(1), n.get("cell").asInt(),
                n.get("seen").asInt(), candidates, ints(n.get("wins")), played);
    }

    private static int[] filled(int length, int value) {
        int[] out = new int[length];
        java.util.Arrays.fill(out, value);
        return out;
    }

    private static int[] ints(JsonNode array) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).asInt();
        }
        return out;
    }
}
