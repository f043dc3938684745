package io.minesift.shanghai;

import java.util.BitSet;

/**
 * A layout's counts as the {@code layout} command shows them: tiles and kinds, layers, the tiles free
 * and the tiles hidden (covered) at the start, its digest, and how many tiles are covered through a
 * gap: by a tile that is not stacked on them through the layer directly above, so that the rule of
 * "the layer directly above" (KMahjongg's) would leave them uncovered where GNOME's rule, minesift's,
 * covers them. On a stacked layout that count is 0 and the two rules agree in every position.
 *
 * @param shortKinds the kinds on two tiles only (1 for a layout of 4n + 2 tiles, else 0)
 */
public record LayoutFacts(int tiles, int kinds, int shortKinds, int layers, int freeAtStart, int hiddenAtStart,
                          int throughGaps, String digest) {

    public static LayoutFacts of(Layout layout) {
        int n = layout.size();
        BitSet all = new BitSet(n);
        all.set(0, n);
        int free = 0;
        int hidden = 0;
        for (int t = 0; t < n; t++) {
            free += Table.free(layout, all, t) ? 1 : 0;
            hidden += Table.covered(layout, all, t) ? 1 : 0;
        }
        int shortKinds = n % 4 == 2 ? 1 : 0;
        return new LayoutFacts(n, layout.kinds(), shortKinds, layout.layers(), free, hidden, throughGaps(layout),
                layout.digest());
    }

    /**
     * The tiles with a covering tile outside the closure of "overlapping in the layer directly above":
     * those the two rules of covering can tell apart.
     */
    public static int throughGaps(Layout layout) {
        BitSet[] stacked = directClosure(layout);
        int count = 0;
        for (int t = 0; t < layout.size(); t++) {
            for (int u : layout.coveringShared(t)) {
                if (!stacked[t].get(u)) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }

    /**
     * For each tile, the tiles stacked over it through chains of tiles each overlapping the next in
     * the layer directly above: the relation the rules used before covering reached every higher layer.
     */
    public static BitSet[] directClosure(Layout layout) {
        return layout.stackedOver((t, u) -> layout.layer(u) == layout.layer(t) + 1);
    }

    /**
     * A top view, one character a half-cell: how many tiles lie over it ({@code 1} to {@code 9}, then
     * {@code a}, {@code b}, ...), {@code .} for none; rows and columns from the layout's smallest.
     */
    public static String picture(Layout layout) {
        int minRow = Integer.MAX_VALUE;
        int minCol = Integer.MAX_VALUE;
        int maxRow = 0;
        int maxCol = 0;
        for (int t = 0; t < layout.size(); t++) {
            minRow = Math.min(minRow, layout.row(t));
            minCol = Math.min(minCol, layout.col(t));
            maxRow = Math.max(maxRow, layout.row(t) + 1);
            maxCol = Math.max(maxCol, layout.col(t) + 1);
        }
        int[][] height = new int[maxRow - minRow + 1][maxCol - minCol + 1];
        for (int t = 0; t < layout.size(); t++) {
            for (int r = 0; r < 2; r++) {
                for (int c = 0; c < 2; c++) {
                    height[layout.row(t) - minRow + r][layout.col(t) - minCol + c]++;
                }
            }
        }
        StringBuilder s = new StringBuilder();
        for (int[] line : height) {
            for (int h : line) {
                s.append(h == 0 ? '.' : Character.forDigit(Math.min(h, 35), 36));
            }
            s.append('\n');
        }
        return s.toString();
    }
}
