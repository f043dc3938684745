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

    /**
     * Eight tiles: six on layer 0 in two rows of three (0 1 2 over 3 4 5), and two on layer 1 that
     * lie across them (6 over 0, 1, 3 and 4; 7 over 1, 2, 4 and 5), so at the start only 6 and 7 are
     * free and the other six are covered. Kind 0 on tiles 1, 4, 6 and 7; kind 1 on 0, 2, 3 and 5.
     */
    public static Position twoRowsUnderTwo() {
        return Position.deal(layout("""
                0 0 0
                0 0 2
                0 0 4
                0 2 0
                0 2 2
                0 2 4
                1 1 1
                1 1 3
                """), new int[] {1, 0, 1, 1, 0, 1, 0, 0});
    }

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
