package org.teavm.classlib.java.util;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The page's {@code SplittableRandom} draws what the JDK's draws: the same seeds give the same
 * longs, ints, bounded ints (powers of two and not, small and near the top, where rejection happens)
 * and doubles, so the variant hints' SAT search does the same work in the browser as on the JVM.
 */
class TSplittableRandomTest {
    @Test
    void drawsWhatTheJdkDraws() {
        int[] bounds = {1, 2, 3, 7, 8, 10, 64, 100, 1000, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE};
        for (long seed : new long[]{0, 1, -1, 42, Long.MIN_VALUE, 0x9e3779b97f4a7c15L, 123456789012345L}) {
            SplittableRandom jdk = new SplittableRandom(seed);
            TSplittableRandom ours = new TSplittableRandom(seed);
            for (int k = 0; k < 2000; k++) {
                switch (k % 5) {
                    case 0 -> assertEquals(jdk.nextLong(), ours.nextLong(), "nextLong, seed " + seed);
                    case 1 -> assertEquals(jdk.nextInt(), ours.nextInt(), "nextInt, seed " + seed);
                    case 2 -> {
                        int bound = bounds[k / 5 % bounds.length];
                        assertEquals(jdk.nextInt(bound), ours.nextInt(bound), "nextInt(" + bound + "), seed " + seed);
                    }
                    case 3 -> assertEquals(jdk.nextBoolean(), ours.nextBoolean(), "nextBoolean, seed " + seed);
                    default -> assertEquals(jdk.nextDouble(), ours.nextDouble(), "nextDouble, seed " + seed);
                }
            }
        }
    }
}
