package io.minesift.core.experiment;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The paired difference's figures, against values worked out by hand. */
class PairedDifferenceTest {
    @Test
    void intervalIsMcNemarsNormalApproximation() {
        // Issue #15's pooled roll-out runs (README, play): +75 of 60,000 games, 5,779 discordant (2,927 / 2,852).
        // By hand: sqrt(5779 - 75²/60000) = 76.0191, times 1.959964 = 148.995 wins, over 60,000 = 0.0024832;
        // the difference 75/60000 = 0.00125, so the interval is -0.0012332 to 0.0037332 (README: -0.12 to +0.37 points).
        PairedDifference d = PairedDifference.of(60_000, 2_927, 2_852);
        assertEquals(75, d.winsGap());
        assertEquals(5_779, d.discordant());
        assertEquals(0.00125, d.difference(), 1e-12);
        assertEquals(-0.0012332, d.low95(), 1e-6);
        assertEquals(0.0037332, d.high95(), 1e-6);
    }

    @Test
    void exactPIsTheTwoSidedBinomialOfTheDiscordantGames() {
        // 3 discordant games all won by the first player: 2 * (1/2)^3 = 0.25.
        assertEquals(0.25, PairedDifference.of(10, 3, 0).exactP(), 1e-12);
        // 1 against 4: P(X <= 1) + P(X >= 4) for X ~ Bin(5, 1/2) = 2 * 6/32 = 0.375.
        assertEquals(0.375, PairedDifference.of(10, 1, 4).exactP(), 1e-12);
    }

    @Test
    void noDiscordantGameIsNoDifference() {
        PairedDifference d = PairedDifference.of(50, 0, 0);
        assertEquals(0, d.difference());
        assertEquals(0, d.low95());
        assertEquals(0, d.high95());
        assertEquals(1, d.exactP());
    }

    @Test
    void countsOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> PairedDifference.of(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> PairedDifference.of(5, 3, 3));
        assertThrows(IllegalArgumentException.class, () -> PairedDifference.of(5, -1, 0));
    }
}
