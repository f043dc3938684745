package io.minesift.shanghai.sift;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The reason line of a deal, from its measures, in each of its three endings and in the singular. */
class DealReasonTest {
    @Test
    void theLineSaysWhatTheStartShowsAndHowFarCertainMovesGo() {
        assertEquals("24 of 36 tiles seen, 12 free, 5 moves at the start; no certain move at the start: the first "
                + "choice is the player's", DealReason.of(measures(24, 36, 12, 5, 0)));
        assertEquals("3 of 14 tiles seen, 3 free, 1 move at the start; certain moves alone clear 4 tiles, then the "
                + "player must choose", DealReason.of(measures(3, 14, 3, 1, 4)));
        assertEquals("24 of 36 tiles seen, 12 free, 4 moves at the start; certain moves alone clear it",
                DealReason.of(measures(24, 36, 12, 4, 36)));
        assertEquals("", DealReason.of(Map.of(ShanghaiMeasurer.TILES, 36.0)), "an older sift's measures: no line");
    }

    private static Map<String, Double> measures(double seen, double tiles, double free, double moves, double clears) {
        return Map.of(ShanghaiMeasurer.SEEN, seen, ShanghaiMeasurer.TILES, tiles, ShanghaiMeasurer.FREE, free,
                ShanghaiMeasurer.MOVES, moves, ShanghaiMeasurer.CERTAIN_CLEARS, clears);
    }
}
