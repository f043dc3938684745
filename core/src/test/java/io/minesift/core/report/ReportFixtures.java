package io.minesift.core.report;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Prediction;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Rate;
import io.minesift.core.experiment.RunKey;

import java.util.List;
import java.util.Map;

/** Hand-made reports for the report tests: rows with chosen rates, categories and measures. */
final class ReportFixtures {
    /** Players' fingerprints as MinesweeperContestant writes them (sift/MinesweeperContestantTest checks the form). */
    static final String WEAK = "{\"player\":\"weak\",\"parameters\":{\"useMineCount\":false,\"guess\":\"uniform\","
            + "\"tolerance\":0.0,\"overlook\":0.0}}";
    static final String STRONG = "{\"player\":\"strong\",\"parameters\":{\"candidates\":6,\"band\":0.1,"
            + "\"earlyFiftyFifty\":true}}";
    static final Map<String, Double> MEASURES = Map.of("forcedGuesses", 1.0, "guessSurvival", 0.5, "3bv", 40.0);

    /** A plain art: a square per board, two files, the reason naming the board. */
    static final BoardArt ART = new BoardArt() {
        @Override
        public String svg(String id) {
            return "<svg class=\"board\" width=\"20\" height=\"20\"><rect width=\"20\" height=\"20\"/></svg>";
        }

        @Override
        public List<Link> links(String id) {
            return List.of(new Link(".mine", "boards/" + id + ".mine"), new Link("MBF", "boards/" + id + ".mbf"));
        }

        @Override
        public List<String> luckMeasures() {
            return List.of("forcedGuesses", "guessSurvival");
        }

        @Override
        public String reason(SiftReport.Row row) {
            return "the reason for " + row.id();
        }
    };

    private ReportFixtures() {
    }

    /** A rate of 60 plays whose every play had the same chance. */
    static Rate rate(double chance) {
        int won = (int) Math.round(60 * chance);
        return new Rate(60, won, chance, 0, won, 1.5, 0.8, 0);
    }

    /** A classified row, or with a label a curated one (whose category is then the label). */
    static SiftReport.Row row(String id, Category category, double weak, double strong, Category label) {
        BoardResult result = new BoardResult(id, rate(weak), rate(strong), new java.util.LinkedHashMap<>(MEASURES));
        return label == null ? SiftReport.Row.classified(result, new Prediction(category, 1.0))
                : SiftReport.Row.curated(result, label);
    }

    static SiftReport report(List<SiftReport.Row> rows) {
        return report(rows, WEAK, STRONG);
    }

    static SiftReport report(List<SiftReport.Row> rows, String weak, String strong) {
        return new SiftReport("test boards", new RunKey(1, 60, weak, strong, "2 boards, sha256 000000000000"), Estimate.CHANCE, "weak", "strong",
                "k-NN (Smile), k = 7", 120, 0, 0.99, rows);
    }
}
