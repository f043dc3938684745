package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.List;

/**
 * The places of a layout, without kinds: each tile's layer, row and column in half-tile units (a
 * tile covers half-cells {@code row..row+1} and {@code col..col+1}), and the relations the rules
 * need, computed once: the tiles lying on each tile (overlapping it in the layer directly above)
 * and its left and right neighbours (same layer, overlapping rows, touching columns). Built by
 * {@link LayoutFile}, which checks the places first.
 */
public final class Layout {
    private final String name;
    private final int[] layer;
    private final int[] row;
    private final int[] col;
    private final int[][] above;
    private final int[][] below;
    private final int[][] left;
    private final int[][] right;

    Layout(String name, int[] layer, int[] row, int[] col) {
        this.name = name;
        this.layer = layer.clone();
        this.row = row.clone();
        this.col = col.clone();
        int n = layer.length;
        above = new int[n][];
        below = new int[n][];
        left = new int[n][];
        right = new int[n][];
        for (int t = 0; t < n; t++) {
            above[t] = matching(t, 1, 0);
            below[t] = matching(t, -1, 0);
            left[t] = matching(t, 0, -2);
            right[t] = matching(t, 0, 2);
        }
    }

    /**
     * The tiles {@code u} in layer {@code layer(t) + dLayer} whose rows overlap {@code t}'s and whose
     * column is {@code col(t) + dCol} (any overlapping column when {@code dCol} is 0).
     */
    private int[] matching(int t, int dLayer, int dCol) {
        List<Integer> found = new ArrayList<>();
        for (int u = 0; u < layer.length; u++) {
            if (u == t || layer[u] != layer[t] + dLayer || Math.abs(row[u] - row[t]) >= 2) {
                continue;
            }
            boolean columns = dCol == 0 ? Math.abs(col[u] - col[t]) < 2 : col[u] - col[t] == dCol;
            if (columns) {
                found.add(u);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    public String name() {
        return name;
    }

    /** The number of tiles, a multiple of 4. */
    public int size() {
        return layer.length;
    }

    /** The number of kinds: each kind has 4 tiles. */
    public int kinds() {
        return layer.length / 4;
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

    /** The tiles lying on {@code t}: overlapping it in the layer directly above. */
    public int[] above(int t) {
        return above[t].clone();
    }

    /** The tiles {@code t} lies on. */
    public int[] below(int t) {
        return below[t].clone();
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
