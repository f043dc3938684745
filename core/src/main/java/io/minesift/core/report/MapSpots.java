package io.minesift.core.report;

import io.minesift.core.classify.Category;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The spots of one category on a map of two players: boards whose two rates are exactly equal share a spot,
 * which the map draws once, as a disc whose area grows with the number of boards on it. (Many
 * boards share a spot: every board that both players always win sits at (1, 1), and with few
 * plays per board the rates take few values.) Spots keep the order of the report's rows, so the
 * same report always gives the same chart.
 */
final class MapSpots {
    /** A point on the map and how many boards of the category sit exactly there. */
    record Spot(double x, double y, int boards) {
    }

    private MapSpots() {
    }

    /** The category's spots on the map of players {@code x} (across) and {@code y} (up). */
    static List<Spot> of(SiftReport report, Category category, int x, int y) {
        Map<List<Double>, Integer> counts = new LinkedHashMap<>();
        for (SiftReport.Row r : report.rows()) {
            if (r.category() == category) {
                double[] p = report.point(r, x, y);
                counts.merge(List.of(p[0], p[1]), 1, Integer::sum);
            }
        }
        List<Spot> spots = new ArrayList<>(counts.size());
        counts.forEach((p, n) -> spots.add(new Spot(p.get(0), p.get(1), n)));
        return spots;
    }
}
