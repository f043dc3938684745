package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** MBF writing and reading: exact bytes for hand-made boards, lossless round trips for random ones. */
class MbfRoundTripTest {

    @Test
    void writesHandMade3x2BoardAsHandWrittenBytes() {
        // Worked by hand from the format: width 3, height 2, count 0x0002 big-endian, then the mines
        // in reading order: (2,0) then (0,1).
        byte[] expected = {3, 2, 0, 2, 2, 0, 0, 1};
        assertArrayEquals(expected, Mbf.write(TestBoards.small3x2()));
    }

    @Test
    void readsHandWrittenBytesWithMinesInAnyOrder() {
        // Same board as above, mines listed (0,1) first: MBF does not require reading order.
        byte[] bytes = {3, 2, 0, 2, 0, 1, 2, 0};
        assertEquals(TestBoards.small3x2(), Mbf.read(bytes, "any.mbf"));
    }

    @Test
    void writesAnEmptyBoardAsHeaderOnly() {
        // 1x1 with no mine: just the four header bytes 1, 1, 0, 0.
        assertArrayEquals(new byte[]{1, 1, 0, 0}, Mbf.write(MineLayout.of(Geometry.of(1, 1))));
    }

    @Test
    void largestBoardFullOfMinesUsesBothCountBytesAndUnsignedSides() {
        // 255x255 = 65025 cells = 0xFE01: count bytes 0xFE 0x01; sides 255 = 0xFF (unsigned byte).
        Geometry g = Geometry.of(255, 255);
        int[] all = new int[g.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        MineLayout full = MineLayout.of(g, all);
        byte[] bytes = Mbf.write(full);
        assertEquals(4 + 2 * 65025, bytes.length);
        assertEquals((byte) 0xFF, bytes[0]);
        assertEquals((byte) 0xFF, bytes[1]);
        assertEquals((byte) 0xFE, bytes[2]);
        assertEquals((byte) 0x01, bytes[3]);
        // Last mine is the bottom-right cell (254,254).
        assertEquals((byte) 254, bytes[bytes.length - 2]);
        assertEquals((byte) 254, bytes[bytes.length - 1]);
        assertEquals(full, Mbf.read(bytes, "full.mbf"));
    }

    @Test
    void largestBoardWithRandomMinesRoundTrips() {
        MineLayout layout = TestBoards.random(255255L, 255, 255, 12_345);
        assertEquals(layout, Mbf.read(Mbf.write(layout), "big.mbf"));
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void layoutToMbfToLayoutIsLossless(int w, int h, int mines, long seed) {
        MineLayout layout = TestBoards.random(seed, w, h, mines);
        byte[] bytes = Mbf.write(layout);
        assertEquals(4 + 2 * mines, bytes.length, "header plus one byte pair per mine");
        MineLayout back = Mbf.read(bytes, "rt.mbf");
        assertEquals(layout, back);
        assertEquals(mines, back.mineCount());
        // Writing the read layout gives the same bytes: the written form is canonical.
        assertArrayEquals(bytes, Mbf.write(back));
    }
}
