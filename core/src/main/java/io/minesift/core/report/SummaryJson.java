package io.minesift.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Luck;
import io.minesift.core.experiment.Rate;
import io.minesift.core.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code summary.json}: the run (board set, seed, repeats, players), counts per category, how
 * the classifier was trained and its leave-one-out accuracy, and per board its category (the
 * curator's label where one was given, with {@code categorySource}), confidence, both rates with
 * intervals and the board's measures. {@code filter} and {@code pack} read it back.
 *
 * <p>{@code players} names the weak and the strong player, and each board holds their rates as
 * {@code weak} and {@code strong}; {@code filter} and {@code pack} use these two. A sift of three or
 * more players adds {@code playerList}, every player in order with its role, and in each board
 * {@code rates}, every player's rate in that order (the first and last repeat {@code weak} and
 * {@code strong}); a two-player summary has neither.
 *
 * <p>A game that measures luck adds {@code luckRule} (the definition), {@code needGuessCounts} (per
 * category, how many boards need a guess) and in each board {@code needsGuess} and {@code guessLoss}
 * ({@link Luck}); {@code pack} reads them back.
 */
public final class SummaryJson {
    public static final String FORMAT = "minesift-sift-summary";
    public static final int VERSION = 2;
    /** What a rate means, written into every summary. */
    public static final String RATE_RULE = "a guess survives with its exact chance given all the player can see "
            + "(drawn per play); the play then goes on on the same board, through a really safe choice of the same "
            + "chance when the fixed board answers the guess badly; rate = the estimate named by 'estimate' (chance: the "
            + "mean over plays of the chance of winning given the player's choices; drawn: the share of plays whose draws "
            + "all succeeded); layoutRate = the share of plays that won on the fixed board itself";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code categorySource} of a board whose category is the curator's label. */
    public static final String CURATOR = "curator";
    /** {@code categorySource} of a board the classifier sorted. */
    public static final String CLASSIFIER = "classifier";

    /**
     * What {@code filter} and {@code pack} need of one board: its category (the curator's label when
     * {@code curated}), the confidence, both rates and the board's measures (empty in summaries
     * written before measures were added).
     */
    /**
     * @param weakGuesses the weak player's mean guesses per play (0 in a summary written before it was read)
     * @param luck        whether the board needs a guess and the chance of losing to forced guesses; null when
     *                    the summary has none (a game that does not measure luck, or a summary written before)
     */
    public record Entry(String id, Category category, double confidence, double weak, double strong, boolean curated,
                        Map<String, Double> measures, double weakGuesses, Luck luck) {
        public Entry {
            measures = Collections.unmodifiableMap(new LinkedHashMap<>(measures));
        }

        /** The board's luck, when the summary has it. */
        public Optional<Luck> luckFigures() {
            return Optional.ofNullable(luck);
        }

        public double gap() {
            return strong - weak;
        }

        /** {@link #CURATOR} or {@link #CLASSIFIER}. */
        public String categorySource() {
            return curated ? CURATOR : CLASSIFIER;
        }
    }

    private SummaryJson() {
    }

    public static byte[] write(SiftReport report) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION).put("title", report.title()).put("boardSet", report.boardSet());
        root.put("seed", report.key().seed()).put("repeats", report.key().repeats());
        long most = (long) report.rows().size() * report.playerCount() * report.key().repeats();
        root.putObject("plays").put("rule", report.key().plays()).put("played", report.plays()).put("most", most);
        root.put("estimate", report.estimate().id()).put("rateRule", RATE_RULE);
        ObjectNode players = root.putObject("players");
        players.set("weak", io.minesift.core.util.JsonText.objectOrText(report.key().weak()));
        players.set("strong", io.minesift.core.util.JsonText.objectOrText(report.key().strong()));
        if (report.playerCount() > 2) {
            var list = root.putArray("playerList");
            for (int i = 0; i < report.playerCount(); i++) {
                ObjectNode p = list.addObject().put("role", report.role(i)).put("name", report.playerNames().get(i));
                p.set("player", io.minesift.core.util.JsonText.objectOrText(report.key().players().get(i)));
            }
        }
        root.put("boardSetFingerprint", report.key().boards());
        root.put("boardCount", report.rows().size());
        ObjectNode counts = root.putObject("counts");
        report.counts().forEach((c, n) -> counts.put(c.id(), n));
        if (report.luckMeasured()) {
            root.put("luckRule", Luck.RULE);
            ObjectNode needGuess = root.putObject("needGuessCounts");
            report.needGuessCounts().forEach((c, n) -> needGuess.put(c.id(), n));
        }
        ObjectNode training = root.putObject("classifier");
        training.put("method", report.classifier()).put("referenceBoards", report.reference())
                .put("curatedBoards", report.curated());
        if (Double.isNaN(report.looAccuracy())) {
            training.putNull("leaveOneOutAccuracy");
        } else {
            training.put("leaveOneOutAccuracy", report.looAccuracy());
        }
        var boards = root.putArray("boards");
        for (SiftReport.Row r : report.rows()) {
            ObjectNode b = boards.addObject();
            b.put("id", r.id()).put("category", r.category().id()).put("confidence", r.prediction().confidence());
            if (r.label() != null) {
                b.put("label", r.label().id());
            }
            b.put("categorySource", r.isCurated() ? CURATOR : CLASSIFIER);
            report.notes().getOrDefault(r.id(), Map.of()).forEach(b::put);
            rate(b.putObject("weak"), r.result().weak(), report);
            rate(b.putObject("strong"), r.result().strong(), report);
            if (report.playerCount() > 2) {
                var rates = b.putArray("rates");
                r.result().rates().forEach(rate -> rate(rates.addObject(), rate, report));
            }
            b.put("gap", report.gap(r)).put("layoutDisagrees", report.layoutDisagrees(r));
            report.luck(r).ifPresent(luck -> b.put("needsGuess", luck.needsGuess()).put("guessLoss", luck.guessLoss()));
            ObjectNode measures = b.putObject("measures");
            r.result().measures().forEach(measures::put);
        }
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the summary", e);
        }
    }

    private static void rate(ObjectNode node, Rate rate, SiftReport report) {
        double[] ci = report.interval95(rate);
        double[] drawn = rate.interval95(io.minesift.core.experiment.Estimate.DRAWN);
        node.put("rate", report.value(rate)).put("low95", ci[0]).put("high95", ci[1])
                .put("repeats", rate.repeats()).put("solved", rate.solved()).put("drawnRate", rate.drawn())
                .put("drawnLow95", drawn[0]).put("drawnHigh95", drawn[1]).put("meanChance", rate.meanChance())
                .put("layoutRate", rate.layoutRate()).put("meanSubstitutions", rate.meanSubstitutions())
                .put("meanGuesses", rate.meanGuesses()).put("meanSurvival", rate.meanSurvival());
    }

    /** The per-board entries of a summary; {@code source} names the file in errors. */
    public static List<Entry> read(byte[] json, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (IOException e) {
            throw new InputException(source, io.minesift.core.util.JsonProblems.describe(e));
        }
        if (root == null || !FORMAT.equals(root.path("format").asText()) || root.path("version").asInt() > VERSION) {
            throw new InputException(source, "not a minesift sift summary (format \"" + FORMAT + "\")");
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode b : root.path("boards")) {
            try {
                entries.add(new Entry(b.path("id").asText(), Category.parse(b.path("category").asText()),
                        b.path("confidence").asDouble(), b.path("weak").path("rate").asDouble(),
                        b.path("strong").path("rate").asDouble(), CURATOR.equals(b.path("categorySource").asText()),
                        measures(b.path("measures")), b.path("weak").path("meanGuesses").asDouble(), luck(b)));
            } catch (IllegalArgumentException e) {
                throw new InputException(source, "board " + (entries.size() + 1) + ": " + e.getMessage());
            }
        }
        return entries;
    }

    /** A board's luck figures, or null when it has none; both or neither. */
    private static Luck luck(JsonNode board) {
        JsonNode needs = board.path("needsGuess");
        JsonNode loss = board.path("guessLoss");
        if (needs.isMissingNode() && loss.isMissingNode()) {
            return null;
        }
        if (!needs.isBoolean() || !loss.isNumber()) {
            throw new IllegalArgumentException("needsGuess must be true or false and guessLoss a number");
        }
        return new Luck(needs.asBoolean(), loss.asDouble());
    }

    private static Map<String, Double> measures(JsonNode node) {
        Map<String, Double> measures = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> m = it.next();
            if (!m.getValue().isNumber()) {
                throw new IllegalArgumentException("measure '" + m.getKey() + "' is not a number");
            }
            measures.put(m.getKey(), m.getValue().asDouble());
        }
        return measures;
    }
}
