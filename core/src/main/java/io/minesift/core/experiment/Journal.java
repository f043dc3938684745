package io.minesift.core.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonProblems;
import io.minesift.core.util.JsonText;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A sift's results as JSON lines, one board per line, written as each board finishes so that an
 * interrupted run keeps every finished board. The first line is the {@link RunKey}; a run
 * resumes a journal only under the same key. A last line cut short by a kill is dropped (the
 * rest is rewritten atomically first); any other bad line is an error naming the file and line.
 *
 * <p>The header names the weak and the strong player ({@code weak}, {@code strong}); a board line
 * holds their rates the same way. A sift of three or more players adds, in the header, the list of
 * all players in order ({@code players}) and, in each board line, the list of all rates in that
 * order ({@code rates}); a two-player journal has neither, as before there could be more players.
 */
public final class Journal implements AutoCloseable {
    static final String FORMAT = "minesift-sift-journal";
    static final int VERSION = 2;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final java.util.List<String> RATE_FIELDS = java.util.List.of("repeats", "solved", "meanChance",
            "chanceSpread", "layoutSolved", "meanGuesses", "meanSurvival", "meanSubstitutions");

    private final Path file;
    private final RunKey key;
    private final Map<String, BoardResult> results = new ConcurrentHashMap<>();
    private Writer out;

    /** Opens the file the journal appends its lines to (a seam for tests that simulate a full disk). */
    interface Appender {
        Writer open(Path file) throws IOException;
    }

    private static final Appender FILES = f -> Files.newBufferedWriter(f, StandardCharsets.UTF_8, StandardOpenOption.APPEND);

    private final Appender appender;

    private Journal(Path file, RunKey key, Appender appender) throws IOException {
        this.file = file;
        this.key = key;
        this.appender = appender;
        if (Files.exists(file)) {
            resume();
        } else {
            AtomicFiles.write(file, (line(header(key))).getBytes(StandardCharsets.UTF_8));
        }
        this.out = appender.open(file);
    }

    /**
     * Opens the journal at {@code file}, resuming it when it exists.
     *
     * @throws InputException when the file was made under another key or is damaged
     */
    public static Journal open(Path file, RunKey key) {
        return open(file, key, FILES);
    }

    static Journal open(Path file, RunKey key, Appender appender) {
        try {
            return new Journal(file, key, appender);
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot open: " + e.getMessage());
        }
    }

    public RunKey key() {
        return key;
    }

    /** The result of a board, or {@code null} when the journal does not hold it yet. */
    public BoardResult result(String id) {
        return results.get(id);
    }

    /** How many boards the journal holds. */
    public int size() {
        return results.size();
    }

    /** Records one finished board: one line, flushed at once. */
    public synchronized void append(BoardResult result) {
        try {
            out.write(line(encode(result)));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        results.put(result.id(), result);
    }

    /**
     * Rewrites the journal with its boards in the given order (ids it lacks are skipped), so that
     * a finished run's journal is the same file whatever order the threads finished in. Atomic:
     * a kill during it leaves the old journal whole.
     */
    public synchronized void rewriteInOrder(java.util.List<String> ids) {
        StringBuilder text = new StringBuilder(line(header(key)));
        java.util.Set<String> written = new java.util.HashSet<>();
        for (String id : ids) {
            BoardResult r = results.get(id);
            if (r != null && written.add(id)) {
                text.append(line(encode(r)));
            }
        }
        try {
            out.close();
            AtomicFiles.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
            out = appender.open(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + file, e);
        }
    }

    private void resume() throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        RunKey found = decodeHeader(lines[0], 1);
        String difference = key.difference(found);
        if (difference != null && java.util.Arrays.stream(lines, 1, lines.length).allMatch(String::isBlank)) {
            // a run that failed before its first board (out of memory, refused, killed): nothing to
            // lose, and a trap if kept, so this run's header replaces it
            AtomicFiles.write(file, line(header(key)).getBytes(StandardCharsets.UTF_8));
            return;
        }
        if (difference != null) {
            throw new InputException(file.toString(), "was made by another run (" + difference
                    + "): give --force to start over, or choose another --out");
        }
        int kept = 1;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isEmpty()) {
                continue;
            }
            boolean last = i == lines.length - 1; // no newline after it: the write was cut short
            try {
                BoardResult r = decode(JSON.readTree(lines[i]));
                results.put(r.id(), r);
                kept = i + 1;
            } catch (IOException e) {
                if (!last) {
                    throw new InputException(file.toString(), i + 1, "not a board result: " + JsonProblems.describe(e));
                }
            } catch (RuntimeException e) {
                if (!last) {
                    throw new InputException(file.toString(), i + 1, "not a board result: " + e.getMessage());
                }
            }
        }
        if (kept < lines.length - 1 || !text.endsWith("\n")) {
            StringBuilder valid = new StringBuilder();
            for (int i = 0; i < kept; i++) {
                valid.append(lines[i]).append('\n');
            }
            AtomicFiles.write(file, valid.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String line(JsonNode node) {
        return node.toString() + "\n";
    }

    private static ObjectNode header(RunKey k) {
        ObjectNode h = JSON.createObjectNode();
        h.put("format", FORMAT).put("version", VERSION).put("seed", k.seed()).put("repeats", k.repeats());
        h.put("boards", k.boards());
        if (!k.fixedPlays()) { // a fixed run's header is as it was before there were rules
            h.put("plays", k.plays());
        }
        h.set("weak", JsonText.objectOrText(k.weak()));
        h.set("strong", JsonText.objectOrText(k.strong()));
        if (k.players().size() > 2) {
            ArrayNode all = h.putArray("players");
            k.players().forEach(p -> all.add(JsonText.objectOrText(p)));
        }
        return h;
    }

    private RunKey decodeHeader(String line, int number) {
        try {
            JsonNode h = JSON.readTree(line);
            if (h == null || !FORMAT.equals(h.path("format").asText())) {
                throw new InputException(file.toString(), number, "not a minesift sift journal (format "
                        + FORMAT + ", version " + VERSION + ")");
            }
            if (h.path("version").asInt() != VERSION) {
                throw new InputException(file.toString(), number, "is a sift journal of version "
                        + h.path("version").asInt() + ", made before rates were luck-fair (this build writes version "
                        + VERSION + "): delete it or choose another --out");
            }
            return new RunKey(h.path("seed").asLong(), h.path("repeats").asInt(), players(h), h.path("boards").asText(),
                    h.path("plays").asText(PlayRule.FIXED_NAME));
        } catch (IOException e) {
            throw new InputException(file.toString(), number, "not a minesift sift journal: " + JsonProblems.describe(e));
        }
    }

    /** The players of a header: its list of all players when it has one, else the weak and the strong. */
    private static java.util.List<String> players(JsonNode h) {
        if (h.path("players").isArray()) {
            java.util.List<String> all = new java.util.ArrayList<>();
            h.path("players").forEach(p -> all.add(JsonText.text(p)));
            return all;
        }
        return java.util.List.of(JsonText.text(h.path("weak")), JsonText.text(h.path("strong")));
    }

    /** One board's result as a JSON object (also the line format of results.jsonl). */
    public static ObjectNode encode(BoardResult r) {
        ObjectNode node = JSON.createObjectNode();
        node.put("id", r.id());
        node.set("weak", encode(r.weak()));
        node.set("strong", encode(r.strong()));
        if (r.rates().size() > 2) {
            ArrayNode all = node.putArray("rates");
            r.rates().forEach(rate -> all.add(encode(rate)));
        }
        ObjectNode measures = node.putObject("measures");
        r.measures().forEach(measures::put);
        return node;
    }

    private static ObjectNode encode(Rate rate) {
        ObjectNode node = JSON.createObjectNode();
        node.put("repeats", rate.repeats()).put("solved", rate.solved());
        node.put("meanChance", rate.meanChance()).put("chanceSpread", rate.chanceSpread());
        node.put("layoutSolved", rate.layoutSolved()).put("meanGuesses", rate.meanGuesses());
        node.put("meanSurvival", rate.meanSurvival()).put("meanSubstitutions", rate.meanSubstitutions());
        return node;
    }

    /** Reads one board result written by {@link #encode(BoardResult)}. */
    public static BoardResult decode(JsonNode node) {
        Map<String, Double> measures = new java.util.LinkedHashMap<>();
        node.path("measures").fields().forEachRemaining(e -> measures.put(e.getKey(), e.getValue().asDouble()));
        String id = node.path("id").asText(null);
        if (id == null || !node.path("weak").isObject() || !node.path("strong").isObject()) {
            throw new IllegalArgumentException("needs id, weak and strong");
        }
        if (node.has("rates")) {
            if (!node.path("rates").isArray() || node.path("rates").size() < 3) {
                throw new IllegalArgumentException("rates must be a list of three or more rates");
            }
            java.util.List<Rate> rates = new java.util.ArrayList<>();
            node.path("rates").forEach(r -> rates.add(decodeRate(r)));
            return new BoardResult(id, rates, measures);
        }
        return new BoardResult(id, decodeRate(node.path("weak")), decodeRate(node.path("strong")), measures);
    }

    private static Rate decodeRate(JsonNode node) {
        for (String field : RATE_FIELDS) {
            if (!node.path(field).isNumber()) {
                throw new IllegalArgumentException("a rate needs the number " + field);
            }
        }
        return new Rate(node.path("repeats").asInt(), node.path("solved").asInt(), node.path("meanChance").asDouble(),
                node.path("chanceSpread").asDouble(), node.path("layoutSolved").asInt(),
                node.path("meanGuesses").asDouble(), node.path("meanSurvival").asDouble(),
                node.path("meanSubstitutions").asDouble());
    }
}
