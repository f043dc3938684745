package org.teavm.classlib.java.util;

/**
 * {@code java.util.SplittableRandom} for the page's hint engine: TeaVM's class library has none, and
 * the variant hints' SAT search draws from one (which cells are certain does not depend on the
 * draws, only the work does). TeaVM takes a class named {@code T} + the JDK name in this package
 * for the JDK class, in the JavaScript build only; the shaded jar leaves it out. It is the JDK's
 * algorithm (SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
 * OOPSLA 2014), so the page draws what the JVM draws; TSplittableRandomTest checks it against the
 * JDK's class. Only the methods minesift's hint code calls.
 */
public final class TSplittableRandom {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private long seed;

    public TSplittableRandom(long seed) {
        this.seed = seed;
    }

    private long nextSeed() {
        seed += GOLDEN_GAMMA;
        return seed;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    /** As the JDK: the sign of the next int. */
    public boolean nextBoolean() {
        return nextInt() < 0;
    }

    /** As the JDK: a power of two takes the low bits; otherwise rejection on the top 31 bits. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // rejected: draw again
        }
        return r;
    }

    /** 53 random bits in [0, 1), as the JDK. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
