package io.minesift.minesweeper.format;

import io.minesift.core.util.Digests;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The masking Simon Tatham's Mines puts over a game ID's mine bitmap ({@code obfuscate_bitmap} in
 * his {@code misc.c}), so that a player reading the ID cannot see the mines. It hides, it does not
 * protect: anyone can undo it, as {@link TathamId} does.
 *
 * <p>The bitmap's bytes are split in two, the first half {@code bytes / 2} long (rounded down).
 * A mask seeded by some bytes is SHA-1(seed "0"), SHA-1(seed "1"), SHA-1(seed "2"), … concatenated:
 * the seed bytes followed by a decimal counter in ASCII. Masking XORs
 * the mask seeded by the second half over the first half, then the mask seeded by the (now
 * masked) first half over the second half; unmasking does the same two steps in the other order.
 * After each step the pad bits after the last cell are cleared again.
 */
final class TathamMask {
    private static final int SHA1_BYTES = 20;

    private TathamMask() {
    }

    /** Masks (as Tatham writes an ID) or unmasks (as he reads one) the bitmap of {@code cells} cells, in place. */
    static void apply(byte[] bitmap, int cells, boolean unmask) {
        int first = bitmap.length / 2;
        int second = bitmap.length - first;
        for (int step = 0; step < 2; step++) {
            boolean targetFirstHalf = (step == 0) != unmask;
            if (targetFirstHalf) {
                xorMask(bitmap, first, second, 0, first);
            } else {
                xorMask(bitmap, 0, first, first, second);
            }
            if (cells % 8 != 0) {
                bitmap[cells / 8] &= (byte) (0xFF00 >>> (cells % 8));
            }
        }
    }

    /** XORs the mask seeded by one half over the other; the two halves never overlap. */
    private static void xorMask(byte[] bitmap, int seedFrom, int seedLength, int targetFrom, int targetLength) {
        byte[] seed = Arrays.copyOfRange(bitmap, seedFrom, seedFrom + seedLength);
        byte[] digest = new byte[0];
        for (int j = 0; j < targetLength; j++) {
            if (j % SHA1_BYTES == 0) {
                digest = Digests.sha1(seed, Integer.toString(j / SHA1_BYTES).getBytes(StandardCharsets.US_ASCII));
            }
            bitmap[targetFrom + j] ^= digest[j % SHA1_BYTES];
        }
    }
}
