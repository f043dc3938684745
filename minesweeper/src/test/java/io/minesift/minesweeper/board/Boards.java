package io.minesift.minesweeper.board;

import java.util.BitSet;
import java.util.Random;

/** Test helpers: hand-drawn layouts and seeded random layouts, independent of the generators. */
public final class Boards {
    private Boards() {
    }

    /** A layout from rows of {@code *} (mine) and {@code .} (safe), top row first. */
    public static MineLayout parse(String... rows) {
        int w = rows[0].length();
        Geometry g = Geometry.of(w, rows.length);
        BitSet mines = new BitSet();
        for (int y = 0; y < rows.length; y++) {
            if (rows[y].length() != w) {
                throw new IllegalArgumentException("ragged rows");
            }
            for (int x = 0; x < w; x++) {
                char ch = rows[y].charAt(x);
                if (ch == '*') {
                    mines.set(y * w + x);
                } else if (ch != '.') {
                    throw new IllegalArgumentException("bad cell " + ch);
                }
            }
        }
        return MineLayout.of(g, mines);
    }

    /** A layout of {@code w × h} with exactly {@code mines} mines, placed with {@code java.util.Random}. */
    public static MineLayout random(Random rnd, int w, int h, int mines) {
        int size = w * h;
        int[] cells = new int[size];
        for (int i = 0; i < size; i++) {
            cells[i] = i;
        }
        BitSet bits = new BitSet();
        for (int i = 0; i < mines; i++) {
            int j = i + rnd.nextInt(size - i);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
            bits.set(cells[i]);
        }
        return MineLayout.of(Geometry.of(w, h), bits);
    }

    /** A random size up to {@code maxSide} per side, with a random mine count from 0 to {@code maxDensity} of the cells. */
    public static MineLayout random(Random rnd, int maxSide, double maxDensity) {
        int w = 1 + rnd.nextInt(maxSide);
        int h = 1 + rnd.nextInt(maxSide);
        int mines = rnd.nextInt((int) Math.floor(w * h * maxDensity) + 1);
        return random(rnd, w, h, mines);
    }

    /** Mines around column x, row y, counted from coordinates alone (not from Geometry's neighbour table). */
    public static int bruteClue(MineLayout layout, int x, int y) {
        int n = 0;
        for (int yy = y - 1; yy <= y + 1; yy++) {
            for (int xx = x - 1; xx <= x + 1; xx++) {
                boolean inside = xx >= 0 && yy >= 0 && xx < layout.width() && yy < layout.height();
                if ((xx != x || yy != y) && inside && layout.isMine(xx, yy)) {
                    n++;
                }
            }
        }
        return n;
    }
}
