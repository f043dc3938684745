package io.minesift.shanghai.sift;

import java.util.Locale;
import java.util.Map;

/**
 * Why a deal plays as it does, in one line from its measures (what a player sees at the start and
 * how far certain moves alone go): the report's reason column and the pack page's note on each deal.
 */
public final class DealReason {
    private DealReason() {
    }

    /** The line for a deal's measures, empty when they lack the tiles or the certain clears (an older sift). */
    public static String of(Map<String, Double> m) {
        Double tiles = m.get(ShanghaiMeasurer.TILES);
        Double clears = m.get(ShanghaiMeasurer.CERTAIN_CLEARS);
        if (tiles == null || clears == null) {
            return "";
        }
        double moves = m.getOrDefault(ShanghaiMeasurer.MOVES, 0.0);
        String start = String.format(Locale.ROOT, "%.0f of %.0f tiles seen, %.0f free, %.0f %s at the start",
                m.getOrDefault(ShanghaiMeasurer.SEEN, 0.0), tiles, m.getOrDefault(ShanghaiMeasurer.FREE, 0.0), moves,
                moves == 1 ? "move" : "moves");
        String certain = clears.equals(tiles) ? "certain moves alone clear it"
                : clears == 0 ? "no certain move at the start: the first choice is the player's"
                : String.format(Locale.ROOT, "certain moves alone clear %.0f tiles, then the player must choose", clears);
        return start + "; " + certain;
    }
}
