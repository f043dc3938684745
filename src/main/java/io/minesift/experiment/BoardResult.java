package io.minesift.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a sift found for one board: the weak and the strong player's rates and the puzzle's own
 * measures of the board (named numbers, in the order the puzzle gives them).
 */
public record BoardResult(String id, Rate weak, Rate strong, Map<String, Double> measures) {
    public BoardResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(weak, "weak");
        Objects.requireNonNull(strong, "strong");
        measures = Collections.unmodifiableMap(new LinkedHashMap<>(measures));
    }

    /** The board's point on the map: x = weak solve rate, y = strong solve rate, by the estimate. */
    public double[] point(Estimate estimate) {
        return new double[]{weak.value(estimate), strong.value(estimate)};
    }

    /** How much more the strong player solves than the weak one, by the estimate. */
    public double gap(Estimate estimate) {
        return strong.value(estimate) - weak.value(estimate);
    }
}
