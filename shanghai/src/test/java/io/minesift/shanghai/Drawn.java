package io.minesift.shanghai;

import java.util.Arrays;
import java.util.BitSet;

/** Hand-drawn layouts and positions for the tests. */
public final class Drawn {
    private Drawn() {
    }

    /**
     * Eight tiles, drawn in half-tile units ({@code layer row col}):
     * <pre>
     *   layer 0, row 0:  A(0) B(1) C(2)     layer 1, row 0: D(3) over A and B (col 1)
     *   layer 0, row 4:  E(4) F(5) G(6)  .  H(7)   (H at col 8: a gap from G)
     * </pre>
     */
    static final String EIGHT = """
            0 0 0
            0 0 2
            0 0 4
            1 0 1
            0 4 0
            0 4 2
            0 4 4
            0 4 8
            """;
    static final int A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7;

    public static Layout layout(String text) {
        return LayoutFile.parse("drawn", "drawn", Arrays.asList(text.split("\n")));
    }

    public static Position eight(int... kinds) {
        return Position.deal(layout(EIGHT), kinds);
    }

    static BitSet without(Position p, int... gone) {
        BitSet tiles = p.tiles();
        for (int t : gone) {
            tiles.clear(t);
        }
        return tiles;
    }
}
