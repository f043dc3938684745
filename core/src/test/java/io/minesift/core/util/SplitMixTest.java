package io.minesift.core.util;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link SplitMix} against the JDK's own {@link SplittableRandom}: the same doubles, bit for bit. */
class SplitMixTest {
    @Test
    void drawsTheDoublesOfSplittableRandom() {
        for (long seed : new long[]{0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE, Seeds.derive(7, 3)}) {
            SplittableRandom jdk = new SplittableRandom(seed);
            SplitMix ours = new SplitMix(seed);
            for (int i = 0; i < 10_000; i++) {
                assertEquals(Double.doubleToLongBits(jdk.nextDouble()), Double.doubleToLongBits(ours.nextDouble()),
                        "seed " + seed + ", draw " + i);
            }
        }
    }
}
