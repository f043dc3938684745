package io.minesift.minesweeper.hint;

import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link Words#oneDecimal} writes what {@code String.format(Locale.ROOT, "%.1f", x)} writes on the
 * JVM (the reference): on every percentage a count of layouts gives on small boards (k / n for n up
 * to 400, where the ties such as 6.25 lie), on random doubles of 0 to 100, and on the halves
 * themselves.
 */
class OneDecimalTest {
    @Test
    void writesWhatFormatWrites() {
        for (int n = 1; n <= 400; n++) {
            for (int k = 0; k <= n; k++) {
                same(100.0 * k / n);
                same(100 * ((double) k / n));
            }
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            same(100 * random.nextDouble());
        }
        for (int i = 0; i < 2000; i++) {
            same(i / 20.0);
        }
        assertEquals("6.3", Words.oneDecimal(6.25), "a tie rounds half up, as the JVM's %.1f");
    }

    private static void same(double x) {
        assertEquals(String.format(Locale.ROOT, "%.1f", x), Words.oneDecimal(x), "x = " + x);
    }
}
