package io.minesift.shanghai;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.List;

/**
 * The places of a layout, without kinds: each tile's layer, row and column in half-tile units (a
 * tile covers half-cells {@code row..row+1} and {@code col..col+1}), and the relations the rules
 * need, computed once. A tile is covered by any tile overlapping it in any higher layer (GNOME
 * Mahjongg's rule, so that a bridge over a gap covers what lies under the gap); of those, the tiles
 * lying on it are the ones with no other covering tile between them and it (on a stacked layout:
 * the tiles overlapping it in the layer directly above). Its left and right neighbours share its
 * layer, overlap its rows and touch its columns. Built by {@link LayoutFile} and the importers,
 * which check the places first.
 */
public final class Layout {
    private final String name;
    private final String source;
    private final int[] layer;
    private final int[] row;
    private final int[] col;
    private final int[][] covering;
    private final int[][] above;
    private final int[][] below;
    private final int[][] left;
    private final int[][] right;
    /** Worked out on first use: the page's engine (TeaVM, no SHA-256) builds layouts and never asks. */
    private String digest;

    Layout(String name, int[] layer, int[] row, int[] col) {
        this(name, name, layer, row, col);
    }

    /** A layout called {@code name}, loaded again from {@code source} (a built-in's name or a file). */
    Layout(String name, String source, int[] layer, int[] row, int[] col) {
        this.name = name;
        this.source = source;
        this.layer = layer.clone();
        this.row = row.clone();
        this.col = col.clone();
        int n = layer.length;
        covering = new int[n][];
        left = new int[n][];
        right = new int[n][];
        for (int t = 0; t < n; t++) {
            covering[t] = matching(t, true, 0);
            left[t] = matching(t, false, -2);
            right[t] = matching(t, false, 2);
        }
        above = lyingOn(covering);
        below = inverse(above);
    }

    /**
     * The tiles {@code u} overlapping {@code t}'s rows and either in a higher layer overlapping its
     * columns ({@code higher}), or in its own layer at column {@code col(t) + dCol}.
     */
    private int[] matching(int t, boolean higher, int dCol) {
        List<Integer> found = new ArrayList<>();
        for (int u = 0; u < layer.length; u++) {
            if (u == t || Math.abs(row[u] - row[t]) >= 2) {
                continue;
            }
            boolean match = higher ? layer[u] > layer[t] && Math.abs(col[u] - col[t]) < 2
                    : layer[u] == layer[t] && col[u] - col[t] == dCol;
            if (match) {
                found.add(u);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The covering tiles of each tile that lie on it: those not stacked over another of its covering
     * tiles. Their chains reach every covering tile, so a tile is covered while any of them is on the
     * table exactly when one lying on it is (a tile goes only when nothing lies on it).
     */
    private int[][] lyingOn(int[][] cover) {
        int n = cover.length;
        BitSet[] over = stackedOver((t, u) -> true);
        int[][] on = new int[n][];
        for (int t = 0; t < n; t++) {
            List<Integer> direct = new ArrayList<>();
            for (int u : cover[t]) {
                boolean between = false;
                for (int v : cover[t]) {
                    between |= v != u && over[v].get(u);
                }
                if (!between) {
                    direct.add(u);
                }
            }
            on[t] = direct.stream().mapToInt(Integer::intValue).toArray();
        }
        return on;
    }

    /**
     * For each tile {@code t}, the tiles reached from it through chains of covering tiles, each step
     * from a tile {@code x} to a tile {@code y} covering it taken only when {@code step.test(x, y)}.
     */
    BitSet[] stackedOver(java.util.function.BiPredicate<Integer, Integer> step) {
        int n = layer.length;
        BitSet[] over = new BitSet[n];
        Integer[] order = new Integer[n];
        for (int t = 0; t < n; t++) {
            order[t] = t;
        }
        // Top layer first: a tile's closure is ready before the tiles under it ask for it.
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(layer[b], layer[a]));
        for (int t : order) {
            over[t] = new BitSet(n);
            for (int u : covering[t]) {
                if (step.test(t, u)) {
                    over[t].set(u);
                    over[t].or(over[u]);
                }
            }
        }
        return over;
    }

    private static int[][] inverse(int[][] relation) {
        List<List<Integer>> inv = new ArrayList<>();
        for (int t = 0; t < relation.length; t++) {
            inv.add(new ArrayList<>());
        }
        for (int t = 0; t < relation.length; t++) {
            for (int u : relation[t]) {
                inv.get(u).add(t);
            }
        }
        return inv.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /**
     * SHA-256 over the canonical places: one line {@code layer row col} a tile, in tile order (a
     * deal's kinds are listed in it), rows and columns shifted so that the smallest is 0.
     */
    private static String digest(int[] layer, int[] row, int[] col) {
        int minRow = java.util.Arrays.stream(row).min().orElse(0);
        int minCol = java.util.Arrays.stream(col).min().orElse(0);
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < layer.length; t++) {
            s.append(layer[t]).append(' ').append(row[t] - minRow).append(' ').append(col[t] - minCol).append('\n');
        }
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }

    public String name() {
        return name;
    }

    /** Where the layout is loaded from again: a built-in's name, or the file as given ({@code FILE#MAP} for a map). */
    public String source() {
        return source;
    }

    /** The SHA-256 (64 hex digits) of the canonical tile places: equal digests, the same game. */
    public String digest() {
        String d = digest;
        if (d == null) {
            d = digest(layer, row, col); // the same string whichever thread works it out first
            digest = d;
        }
        return d;
    }

    /** The number of tiles, even (tiles go in pairs). */
    public int size() {
        return layer.length;
    }

    /**
     * The number of kinds: each has 4 tiles, except the last when the tiles are not a multiple of 4,
     * which has 2 (the dealers deal kinds in whole pairs).
     */
    public int kinds() {
        return (layer.length + 3) / 4;
    }

    /** How many tiles of kind {@code k} a deal holds: 4, or 2 for the last kind of a layout of 4n + 2 tiles. */
    public int tilesOf(int k) {
        return k == kinds() - 1 && layer.length % 4 == 2 ? 2 : 4;
    }

    public int layer(int t) {
        return layer[t];
    }

    public int row(int t) {
        return row[t];
    }

    public int col(int t) {
        return col[t];
    }

    /** The tiles lying on {@code t}: covering it with no other covering tile between (the layer directly above, on a stacked layout). */
    public int[] above(int t) {
        return above[t].clone();
    }

    /** The tiles {@code t} lies on. */
    public int[] below(int t) {
        return below[t].clone();
    }

    /** The tiles covering {@code t}: overlapping it in any higher layer; while one is on the table, {@code t} is covered. */
    public int[] covering(int t) {
        return covering[t].clone();
    }

    /** The tiles touching {@code t} on its left in its own layer. */
    public int[] left(int t) {
        return left[t].clone();
    }

    /** The tiles touching {@code t} on its right in its own layer. */
    public int[] right(int t) {
        return right[t].clone();
    }

    // Package-private, uncopied: the rules read them in their inner loops.
    int[] aboveShared(int t) {
        return above[t];
    }

    int[] coveringShared(int t) {
        return covering[t];
    }

    int[] leftShared(int t) {
        return left[t];
    }

    int[] rightShared(int t) {
        return right[t];
    }

    int[] belowShared(int t) {
        return below[t];
    }

    /** The number of layers (the highest layer plus one). */
    public int layers() {
        int top = 0;
        for (int l : layer) {
            top = Math.max(top, l);
        }
        return top + 1;
    }

    @Override
    public String toString() {
        return name + " (" + size() + " tiles)";
    }
}
