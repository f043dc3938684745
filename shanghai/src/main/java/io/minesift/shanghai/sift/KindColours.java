package io.minesift.shanghai.sift;

import java.util.Locale;

/**
 * The colour of each kind of tile wherever minesift draws a deal (the report's pictures, the pack's
 * page), so that a kind looks the same in both.
 */
public final class KindColours {
    private KindColours() {
    }

    /** A kind's colour: hues spread around the wheel, neighbouring kinds far apart, two lightnesses. */
    public static String of(int kind, int kinds) {
        int hue = (int) Math.round((kind * 360.0 * 7 / kinds) % 360 + (kind % 2) * 360.0 / (2 * kinds)) % 360;
        return String.format(Locale.ROOT, "hsl(%d,65%%,%d%%)", hue, kind % 3 == 0 ? 72 : kind % 3 == 1 ? 82 : 64);
    }
}
