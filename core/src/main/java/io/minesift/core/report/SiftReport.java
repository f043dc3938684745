package io.minesift.core.report;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Prediction;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Luck;
import io.minesift.core.experiment.Rate;
import io.minesift.core.experiment.RunKey;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a sift's reports show, free of any puzzle's types: the boards' results and
 * categories, how the classifier was trained and how well it fits its training set.
 *
 * @param boardSet     the name of the board set, e.g. a file name
 * @param key          the run key: seed, repeats and the players' descriptions
 * @param estimate     which luck-fair estimate places the boards on the map
 * @param playerNames  the players' short names in order: the weak player first, the strong one last
 * @param classifier   the classifier's description
 * @param reference    labelled reference boards in the training set
 * @param curated      curator-labelled boards in the training set
 * @param looAccuracy  leave-one-out accuracy of the training set ({@code NaN} if too small)
 * @param rows         the boards in input order
 * @param notes        short texts the puzzle gives some boards, by board id and then by name (Minesweeper:
 *                     {@code rules} of a variant board; Shanghai: {@code reference} of a deal of a layout the
 *                     reference lacks), shown on the page (each value once), in boards.csv and the summary; empty for most
 * @param luckMeasured whether the puzzle's boards have a {@link Luck} (the puzzle's {@code measuresLuck}):
 *                     then every report says of each board whether it needs a guess and its chance of
 *                     losing to forced guesses
 */
public record SiftReport(String boardSet, RunKey key, Estimate estimate, List<String> playerNames, String classifier,
                         int reference, int curated, double looAccuracy, List<Row> rows,
                         Map<String, Map<String, String>> notes, boolean luckMeasured) {
    /**
     * One board: its result, its category with a confidence, and the curator's label when one was
     * given. A curator's label wins over the classifier (the curator has played the board): a
     * labelled board's prediction is its label with confidence 1 (see {@link #curated}).
     */
    public record Row(BoardResult result, Prediction prediction, Category label) {
        public Row {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(prediction, "prediction");
            if (label != null && !prediction.equals(new Prediction(label, 1.0))) {
                throw new IllegalArgumentException("board " + result.id() + " is labelled " + label
                        + ": its category must be the label, with confidence 1, not " + prediction);
            }
        }

        /** A board the classifier sorted. */
        public static Row classified(BoardResult result, Prediction prediction) {
            return new Row(result, prediction, null);
        }

        /** A board the curator labelled: the label is its category, with confidence 1. */
        public static Row curated(BoardResult result, Category label) {
            return new Row(result, new Prediction(label, 1.0), Objects.requireNonNull(label, "label"));
        }

        public String id() {
            return result.id();
        }

        public Category category() {
            return prediction.category();
        }

        /** Whether the category is the curator's label rather than the classifier's. */
        public boolean isCurated() {
            return label != null;
        }
    }

    public SiftReport {
        rows = List.copyOf(rows);
        notes = Map.copyOf(notes);
        playerNames = List.copyOf(playerNames);
        Objects.requireNonNull(estimate, "estimate");
        if (playerNames.size() != key.players().size()) {
            throw new IllegalArgumentException(playerNames.size() + " player names for " + key.players().size() + " players");
        }
        for (Row r : rows) {
            if (r.result().rates().size() != playerNames.size()) {
                throw new IllegalArgumentException("board " + r.id() + " has " + r.result().rates().size() + " rates, not "
                        + playerNames.size());
            }
        }
    }

    /** A report whose boards have no notes and no luck figures. */
    public SiftReport(String boardSet, RunKey key, Estimate estimate, List<String> playerNames, String classifier,
                      int reference, int curated, double looAccuracy, List<Row> rows) {
        this(boardSet, key, estimate, playerNames, classifier, reference, curated, looAccuracy, rows, Map.of(), false);
    }

    /** The same report with each board's luck figures ({@link #luckMeasured}). */
    public SiftReport withLuck() {
        return new SiftReport(boardSet, key, estimate, playerNames, classifier, reference, curated, looAccuracy, rows, notes,
                true);
    }

    /** The board's luck, when the puzzle measures it. */
    public Optional<Luck> luck(Row row) {
        return luckMeasured ? Optional.of(Luck.of(row.result())) : Optional.empty();
    }

    /**
     * Boards per category that need a guess (every category present, possibly 0, in the enum's
     * order); empty when luck is not measured.
     */
    public Map<Category, Integer> needGuessCounts() {
        return luckMeasured ? count(r -> Luck.of(r.result()).needsGuess()) : new EnumMap<>(Category.class);
    }

    /** The names of the boards' notes, in the order the boards first give them (none for most sifts). */
    public List<String> noteNames() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        rows.forEach(r -> names.addAll(notes.getOrDefault(r.id(), Map.of()).keySet()));
        return List.copyOf(names);
    }

    /** The names of the boards' measures, in the order the boards first give them (a board may lack some). */
    public List<String> measureNames() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        rows.forEach(r -> names.addAll(r.result().measures().keySet()));
        return List.copyOf(names);
    }

    /** The board's note of that name, or "". */
    public String note(String id, String name) {
        return notes.getOrDefault(id, Map.of()).getOrDefault(name, "");
    }

    /** A report of the weak and the strong player. */
    public SiftReport(String boardSet, RunKey key, Estimate estimate, String weakName, String strongName, String classifier,
                      int reference, int curated, double looAccuracy, List<Row> rows) {
        this(boardSet, key, estimate, List.of(weakName, strongName), classifier, reference, curated, looAccuracy, rows);
    }

    public String weakName() {
        return playerNames.get(0);
    }

    public String strongName() {
        return playerNames.get(playerNames.size() - 1);
    }

    /** How many players played every board. */
    /**
     * The plays as one line: "{@code 72,000 plays}" when every board had the most, else
     * "{@code 21,480 of 72,000 plays (70 % saved by deciding early)}".
     */
    public String playsLine() {
        long most = (long) rows.size() * playerCount() * key.repeats();
        long played = plays();
        return played == most ? String.format(java.util.Locale.ROOT, "%,d plays", played)
                : String.format(java.util.Locale.ROOT, "%,d of %,d plays (%.0f %% saved by deciding early)", played, most,
                100.0 * (most - played) / most);
    }

    /** Every player's plays on every board, added up: {@code repeats × players × boards} unless the plays stopped early. */
    public long plays() {
        return rows.stream().flatMap(r -> r.result().rates().stream()).mapToLong(Rate::repeats).sum();
    }

    public int playerCount() {
        return playerNames.size();
    }

    /** The index of the strong (last) player. */
    public int strongIndex() {
        return playerNames.size() - 1;
    }

    /**
     * What the page and the charts call the player at {@code index}: {@code weak}, {@code strong},
     * or {@code player N} (its place in the order, from 1) for those between.
     */
    public String role(int index) {
        return index == 0 ? "weak" : index == strongIndex() ? "strong" : "player " + (index + 1);
    }

    /** The row's point by the report's estimate: every player's rate (the classifier's point). */
    public double[] point(Row row) {
        return row.result().point(estimate);
    }

    /** The row's point on the map of players {@code x} and {@code y}. */
    public double[] point(Row row, int x, int y) {
        return new double[]{value(row.result().rates().get(x)), value(row.result().rates().get(y))};
    }

    /** The rate's value by the report's estimate. */
    public double value(Rate rate) {
        return rate.value(estimate);
    }

    /** The rate's 95 % interval by the report's estimate. */
    public double[] interval95(Rate rate) {
        return rate.interval95(estimate);
    }

    /** Strong minus weak, by the report's estimate. */
    public double gap(Row row) {
        return row.result().gap(estimate);
    }

    /**
     * Whether the strong player's result on the fixed board itself (its layout rate) disagrees with
     * its luck-fair rate: more than {@link #DISAGREEMENT} apart and outside the rate's 95 %
     * interval. These are the boards whose luck a fixed-layout rate would hide.
     */
    public boolean layoutDisagrees(Row row) {
        Rate strong = row.result().strong();
        double[] ci = interval95(strong);
        double layout = strong.layoutRate();
        return Math.abs(layout - value(strong)) > DISAGREEMENT && (layout < ci[0] || layout > ci[1]);
    }

    /** How far a layout rate must stand from the luck-fair rate to be marked. */
    public static final double DISAGREEMENT = 0.1;

    /** The chart's and page's title. */
    public String title() {
        return "minesift map of " + boardSet + " (" + String.join(" vs ", playerNames) + ", "
                + (key.fixedPlays() ? "" : "up to ") + key.repeats() + " plays each)";
    }

    /** Boards per category, every category present (possibly 0), in the enum's order. */
    public Map<Category, Integer> counts() {
        return count(r -> true);
    }

    /** The boards that pass the test, per category, every category present (possibly 0), in the enum's order. */
    private Map<Category, Integer> count(java.util.function.Predicate<Row> which) {
        Map<Category, Integer> counts = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            counts.put(c, 0);
        }
        rows.stream().filter(which).forEach(r -> counts.merge(r.category(), 1, Integer::sum));
        return counts;
    }
}
