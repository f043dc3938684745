package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An opening-book build under way ({@link OpeningBookBuilder#resume}): the command, the book it
 * started from and the positions studied so far, in the order studied. Its file is the book so far
 * (the starting book with the entries made, and the command: a valid book a player can look up)
 * with an {@code "unfinished"} section holding the rest, so the same command can go on where a
 * stopped run left off and make the book an uninterrupted run makes. The starting book is kept
 * whole (not only the entries the new ones replaced in the book so far) because the build studies
 * with the starting book's moves in force, and a new entry replaces an old one for its position.
 */
public final class BookProgress {
    /**
     * One studied position.
     *
     * @param guess which guess of the scanned games met it
     * @param key   the canonical position ({@link OpeningBook#key})
     * @param entry its entry, or {@code null} when no drawn board reached the position again
     */
    record Step(int guess, String key, OpeningBook.Entry entry) {
    }

    private final String command;
    private final String player;
    private final int depth;
    private final OpeningBook base;
    private final List<Step> studied;

    private BookProgress(String command, String player, int depth, OpeningBook base, List<Step> studied) {
        this.command = command;
        this.player = player;
        this.depth = depth;
        this.base = base;
        this.studied = List.copyOf(studied);
    }

    /**
     * A build that has studied nothing yet.
     *
     * @param command what makes the book (recorded in it), the same for a run that goes on
     * @param player  a fingerprint of the player the build plays (the same for a run that goes on)
     * @param depth   the build's depth: the guesses it studies
     * @param base    the book the build adds to ({@link OpeningBook#EMPTY} for a new one)
     */
    public static BookProgress start(String command, String player, int depth, OpeningBook base) {
        return new BookProgress(command, player, depth, base, List.of());
    }

    /** A fingerprint of the player a build plays: its parameters and search, every value. */
    public static String fingerprint(StrongPlayer player) {
        return io.minesift.core.util.Digests.hex12(player.name() + " " + player.parameters() + " " + player.search());
    }

    BookProgress plus(Step step) {
        List<Step> more = new ArrayList<>(studied);
        more.add(step);
        return new BookProgress(command, player, depth, base, more);
    }

    public String command() {
        return command;
    }

    public String player() {
        return player;
    }

    int depth() {
        return depth;
    }

    OpeningBook base() {
        return base;
    }

    List<Step> studied() {
        return studied;
    }

    /** The entries made so far, as a book of the build's depth recording its command. */
    public OpeningBook made() {
        return new OpeningBook(studied.stream().map(Step::entry).filter(Objects::nonNull).toList(), List.of(command),
                depth);
    }

    /** The book so far: the starting book and then the entries made (which replace old ones for their positions). */
    public OpeningBook book() {
        return base.plus(made());
    }

    /** The file of the build under way: the book so far and the {@code "unfinished"} section. */
    public ObjectNode toJson() {
        ObjectNode root = book().toJson();
        ObjectNode unfinished = root.putObject("unfinished");
        unfinished.put("command", command);
        unfinished.put("player", player);
        unfinished.put("depth", depth);
        unfinished.set("base", base.toJson());
        for (Step s : studied) {
            ObjectNode n = unfinished.withArray("studied").addObject();
            if (s.entry() == null) {
                n.put("position", s.key());
                n.put("guess", s.guess());
            } else {
                OpeningBook.write(s.entry(), n);
            }
        }
        return root;
    }

    /**
     * The build under way in a book file, or empty when the file holds a finished book.
     *
     * @throws io.minesift.core.util.InputException naming the file when it is no book
     */
    public static Optional<BookProgress> read(Path file) {
        return OpeningBook.readFile(file, root -> {
            JsonNode u = root.path("unfinished");
            if (u.isMissingNode()) {
                return Optional.empty();
            }
            List<Step> studied = new ArrayList<>();
            for (JsonNode n : u.path("studied")) {
                OpeningBook.Entry e = n.has("cell") ? OpeningBook.entry(n) : null;
                studied.add(new Step(n.get("guess").asInt(), n.get("position").asText(), e));
            }
            return Optional.of(new BookProgress(u.get("command").asText(), u.get("player").asText(),
                    u.get("depth").asInt(), OpeningBook.read(u.get("base")), studied));
        });
    }

    /** The file's text: its JSON, pretty-printed, and a newline. */
    public static String text(ObjectNode json) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(json) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
