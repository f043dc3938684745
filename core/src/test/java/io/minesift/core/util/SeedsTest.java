package io.minesift.core.util;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SeedsTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0, 1, 7, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x9E3779B97F4A7C15L})
    void samePathSameStream(long seed) {
        assertEquals(Seeds.derive(seed), Seeds.derive(seed));
        assertEquals(Seeds.derive(seed, 3), Seeds.derive(seed, 3));
        assertEquals(Seeds.derive(seed, 3, 9), Seeds.derive(seed, 3, 9));
        SplittableRandom a = Seeds.stream(seed, 5);
        SplittableRandom b = Seeds.stream(seed, 5);
        for (int i = 0; i < 100; i++) {
            assertEquals(a.nextLong(), b.nextLong());
        }
        assertEquals(new SplittableRandom(Seeds.derive(seed, 5)).nextLong(), Seeds.stream(seed, 5).nextLong());
    }

    // Seeded property: the first 10,000 indices of a seed, and the same index under 10,000 seeds,
    // all derive distinct stream seeds (the mixing is a bijection, so any repeat would be a bug).
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0, 7, 123456789})
    void differentIndexDifferentStream(long seed) {
        Set<Long> derived = new HashSet<>();
        Set<Long> firstValues = new HashSet<>();
        for (long index = 0; index < 10_000; index++) {
            assertTrue(derived.add(Seeds.derive(seed, index)), "repeat at index " + index);
            firstValues.add(Seeds.stream(seed, index).nextLong());
        }
        assertEquals(10_000, firstValues.size());
        Set<Long> bySeed = new HashSet<>();
        for (long s = 0; s < 10_000; s++) {
            assertTrue(bySeed.add(Seeds.derive(seed + s, 0)), "repeat at seed " + (seed + s));
        }
    }

    @Test
    void pathOrderAndLengthMatter() {
        assertNotEquals(Seeds.derive(7, 1, 2), Seeds.derive(7, 2, 1));
        assertNotEquals(Seeds.derive(7), Seeds.derive(7, 0));
        assertNotEquals(Seeds.derive(7, 0), Seeds.derive(7, 0, 0));
        assertNotEquals(Seeds.derive(7, 1), Seeds.derive(8, 1));
    }

    // Known-answer test: mix is the SplitMix64 finaliser. The first output of SplitMix64 seeded
    // with 0 is mix(0x9E3779B97F4A7C15) = 0xE220A8397B1DCDAF (published reference value), and the
    // JDK's SplittableRandom(s).nextLong() is mix(s + 0x9E3779B97F4A7C15) for any s.
    @Test
    void mixIsSplitMix64() {
        assertEquals(0xE220A8397B1DCDAFL, Seeds.mix(0x9E3779B97F4A7C15L));
        assertEquals(0L, Seeds.mix(0L));
        SplittableRandom seeds = new SplittableRandom(99);
        for (int i = 0; i < 1000; i++) {
            long s = seeds.nextLong();
            assertEquals(new SplittableRandom(s).nextLong(), Seeds.mix(s + 0x9E3779B97F4A7C15L));
        }
    }
}
