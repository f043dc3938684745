package io.minesift.core.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a sift found for one board: one rate per player, in the sift's order (the first is the
 * weak player, the map's x axis; the last the strong player, its y axis), and the puzzle's own
 * measures of the board (named numbers, in the order the puzzle gives them).
 */
public record BoardResult(String id, List<Rate> rates, Map<String, Double> measures) {
    public BoardResult {
        Objects.requireNonNull(id, "id");
        rates = List.copyOf(rates);
        if (rates.size() < 2) {
            throw new IllegalArgumentException("a board result needs the rates of at least two players, got " + rates.size());
        }
        measures = Collections.unmodifiableMap(new LinkedHashMap<>(measures));
    }

    /** A two-player result. */
    public BoardResult(String id, Rate weak, Rate strong, Map<String, Double> measures) {
        this(id, List.of(Objects.requireNonNull(weak, "weak"), Objects.requireNonNull(strong, "strong")), measures);
    }

    /** The first player's rate. */
    public Rate weak() {
        return rates.get(0);
    }

    /** The last player's rate. */
    public Rate strong() {
        return rates.get(rates.size() - 1);
    }

    /**
     * The board's point for the classifier: every player's solve rate by the estimate, in the
     * players' order (for two players x = weak, y = strong, the map's point).
     */
    public double[] point(Estimate estimate) {
        return rates.stream().mapToDouble(r -> r.value(estimate)).toArray();
    }

    /** How much more the strong (last) player solves than the weak (first) one, by the estimate. */
    public double gap(Estimate estimate) {
        return strong().value(estimate) - weak().value(estimate);
    }
}
