package io.minesift.cli.page;

import io.minesift.shanghai.Position;

/** The Shanghai page engine's package-private parts, for the command line's tests (the hint's parity with the page). */
public final class ShanghaiPageAccess {
    private ShanghaiPageAccess() {
    }

    /** The deal's layout in minesift's own text, as the page carries it. */
    public static String text(Position deal) {
        return ShanghaiPage.text(deal.layout());
    }

    /** The deal's kinds, as the page carries them. */
    public static String kinds(Position deal) {
        return ShanghaiPage.kinds(deal);
    }

    /** The page engine's strong pick ({@link ShanghaiTable#pick}). */
    public static String pick(String layout, String kinds, String moves, String player, int seed) {
        return ShanghaiTable.pick(layout, kinds, moves, player, seed);
    }
}
