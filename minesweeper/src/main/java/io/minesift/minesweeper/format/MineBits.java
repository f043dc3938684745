package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;

import java.util.BitSet;

/**
 * A layout as a packed bitmap, the way Simon Tatham's Mines stores it and the share link copies:
 * cell {@code i} (row-major, {@code y * width + x}) is bit {@code 0x80 >> (i % 8)} of byte
 * {@code i / 8}, and the bits after the last cell are 0. One packing for both formats, so a
 * browser page that reads one can read the other.
 */
final class MineBits {
    private MineBits() {
    }

    /** The layout's bitmap: {@code (cells + 7) / 8} bytes. */
    static byte[] pack(MineLayout layout) {
        return pack(layout.mines(), layout.geometry().size());
    }

    /** The layout in {@code bits} from byte {@code offset} on; the caller checked {@link #padClear}. */
    static MineLayout unpack(Geometry g, byte[] bits, int offset) {
        return MineLayout.of(g, unpack(bits, offset, g.size()));
    }

    /** A cell set's bitmap over {@code cells} cells, packed as {@link #pack(MineLayout)}. */
    static byte[] pack(BitSet set, int cells) {
        byte[] bits = new byte[bytes(cells)];
        for (int c = set.nextSetBit(0); c >= 0; c = set.nextSetBit(c + 1)) {
            bits[c / 8] |= (byte) (0x80 >>> (c % 8));
        }
        return bits;
    }

    /** The cell set in {@code bits} from byte {@code offset} on, over {@code cells} cells; the caller checked {@link #padClear}. */
    static BitSet unpack(byte[] bits, int offset, int cells) {
        BitSet set = new BitSet(cells);
        for (int i = 0; i < cells; i++) {
            if ((bits[offset + i / 8] & (0x80 >>> (i % 8))) != 0) {
                set.set(i);
            }
        }
        return set;
    }

    /** Whether the bits after the last of {@code cells} cells are all 0, as every writer leaves them. */
    static boolean padClear(byte[] bits, int offset, int cells) {
        int used = cells % 8;
        return used == 0 || (bits[offset + cells / 8] & (0xFF >>> used)) == 0;
    }

    /** Bytes needed for {@code cells} bits. */
    static int bytes(int cells) {
        return (cells + 7) / 8;
    }
}
