package io.minesift.shanghai.sift;

import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A deal as text for {@code minesift show}: layer by layer, bottom first, each tile as {@code [ 7]}
 * over {@code [__]} at its place (two characters and one line per half tile, so a half-offset tile
 * sits between two rows), its number the kind (1 to kinds), as docs/games.md draws the layouts.
 */
final class ShanghaiText {
    private ShanghaiText() {
    }

    static String draw(Position deal, String id) {
        Layout l = deal.layout();
        int n = l.size();
        int minRow = IntStream.range(0, n).map(l::row).min().orElse(0);
        int minCol = IntStream.range(0, n).map(l::col).min().orElse(0);
        int rows = IntStream.range(0, n).map(l::row).max().orElse(0) - minRow + 2;
        int cols = IntStream.range(0, n).map(l::col).max().orElse(0) - minCol + 2;
        StringBuilder s = new StringBuilder("deal " + id + ": " + l.name() + ", " + n + " tiles, " + l.kinds()
                + " kinds (numbered 1 to " + l.kinds() + "), " + l.layers() + " layers\n");
        for (int layer = 0; layer < l.layers(); layer++) {
            char[][] grid = new char[rows][2 * cols];
            for (char[] line : grid) {
                Arrays.fill(line, ' ');
            }
            int tiles = 0;
            for (int t = 0; t < n; t++) {
                if (l.layer(t) == layer) {
                    int r = l.row(t) - minRow;
                    int c = 2 * (l.col(t) - minCol);
                    String.format(java.util.Locale.ROOT, "[%2d]", deal.kind(t) + 1).getChars(0, 4, grid[r], c);
                    "[__]".getChars(0, 4, grid[r + 1], c);
                    tiles++;
                }
            }
            s.append("layer ").append(layer).append(" (").append(tiles).append(tiles == 1 ? " tile)\n" : " tiles)\n");
            int last = rows - 1;
            while (last > 0 && new String(grid[last]).isBlank()) {
                last--;
            }
            for (int r = 0; r <= last; r++) {
                s.append(new String(grid[r]).stripTrailing()).append('\n');
            }
        }
        return s.toString();
    }
}
