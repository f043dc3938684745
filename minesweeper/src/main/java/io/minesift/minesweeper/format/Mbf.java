package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.core.util.InputException;

import java.io.ByteArrayOutputStream;
import java.util.BitSet;

/**
 * MBF, the binary board format of Minesweeper X and Minesweeper Arbiter: byte 0 the width,
 * byte 1 the height, bytes 2–3 the mine count (big-endian), then one (x, y) byte pair per mine,
 * 0-based. It holds the layout only (no start cell).
 */
public final class Mbf {
    private static final int HEADER = 4;

    private Mbf() {
    }

    /** Reads a layout; {@code source} names the file in error messages. */
    public static MineLayout read(byte[] data, String source) {
        if (data.length == 0) {
            throw new InputException(source, "empty file: an MBF board starts with width, height and mine count");
        }
        if (data.length < HEADER) {
            throw new InputException(source, "truncated MBF header: " + data.length + " of 4 bytes");
        }
        int width = data[0] & 0xFF;
        int height = data[1] & 0xFF;
        int count = ((data[2] & 0xFF) << 8) | (data[3] & 0xFF);
        if (width == 0 || height == 0) {
            throw new InputException(source, "board size " + width + "x" + height + ": width and height must be at least 1");
        }
        Geometry g = Geometry.of(width, height);
        if (count > g.size()) {
            throw new InputException(source, count + " mines do not fit on a " + g + " board of " + g.size() + " cells");
        }
        int expected = HEADER + 2 * count;
        if (data.length < expected) {
            throw new InputException(source, "truncated: the header says " + count + " mines but only "
                    + (data.length - HEADER) / 2 + " of their positions follow");
        }
        if (data.length > expected) {
            throw new InputException(source, (data.length - expected) + " unexpected bytes after the last of "
                    + count + " mines");
        }
        BitSet mines = new BitSet(g.size());
        for (int m = 0; m < count; m++) {
            int x = data[HEADER + 2 * m] & 0xFF;
            int y = data[HEADER + 2 * m + 1] & 0xFF;
            int offset = HEADER + 2 * m;
            if (!g.contains(x, y)) {
                throw new InputException(source, "mine " + (m + 1) + " at byte " + offset + " is at (" + x + "," + y
                        + "), outside the " + g + " board");
            }
            int index = g.index(x, y);
            if (mines.get(index)) {
                throw new InputException(source, "mine " + (m + 1) + " at byte " + offset + " repeats cell (" + x + "," + y + ")");
            }
            mines.set(index);
        }
        return MineLayout.of(g, mines);
    }

    /** Writes a layout, mines in reading order. */
    public static byte[] write(MineLayout layout) {
        Geometry g = layout.geometry();
        ByteArrayOutputStream out = new ByteArrayOutputStream(HEADER + 2 * layout.mineCount());
        out.write(g.width());
        out.write(g.height());
        out.write(layout.mineCount() >>> 8);
        out.write(layout.mineCount() & 0xFF);
        for (int m : layout.mineIndices()) {
            out.write(g.x(m));
            out.write(g.y(m));
        }
        return out.toByteArray();
    }
}
