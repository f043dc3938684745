package io.minesift.core.util;

/**
 * The doubles of {@code new java.util.SplittableRandom(seed)}, bit for bit: the SplitMix64
 * generator (Steele, Lea and Flood 2014), whose state advances by the golden gamma and whose
 * output is {@link Seeds#mix} of the state. Written out so that the probability engine also runs
 * in the page's hint engine (TeaVM's class library has no {@code SplittableRandom}).
 */
public final class SplitMix {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    public SplitMix(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        state += GOLDEN_GAMMA;
        return Seeds.mix(state);
    }

    /** A double uniform in [0, 1): the top 53 bits of {@link #nextLong}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
