package io.minesift.core.util;

import java.util.SplittableRandom;

/**
 * Splits one run seed into independent random streams, one per board (and later per game and
 * player), so that results depend only on the seed and the stream's path, never on thread
 * count or scheduling.
 */
public final class Seeds {
    private Seeds() {
    }

    /** A random stream for the element at {@code path} (e.g. a board index) under {@code seed}. */
    public static SplittableRandom stream(long seed, long... path) {
        return new SplittableRandom(derive(seed, path));
    }

    /** The seed of the stream at {@code path}: each step mixes the next index into the seed. */
    public static long derive(long seed, long... path) {
        long s = mix(seed);
        for (long p : path) {
            s = mix(s ^ mix(p + 0x9E3779B97F4A7C15L));
        }
        return s;
    }

    /** The SplitMix64 finaliser (Steele, Lea and Flood 2014): a bijection that scrambles every bit. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Shuffles {@code values} in place, every order equally likely (Fisher-Yates), drawing from {@code random}. */
    public static void shuffle(int[] values, SplittableRandom random) {
        for (int k = values.length - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = values[k];
            values[k] = values[j];
            values[j] = t;
        }
    }
}
