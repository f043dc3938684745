package io.minesift.shanghai.sift;

import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A deal as text for {@code minesift show}: layer by layer, bottom first, each tile as {@code [ 7]}
 * over {@code [__]} at its place (two characters and one line per half tile, so a half-offset tile
 * sits between two rows; three characters where a layout has over 99 kinds, {@code [ 107]}), its
 * number the kind (1 to kinds), as docs/games.md draws the layouts.
 * A table part way through is drawn with the tiles still on it; {@link Drawing} can put each tile's
 * number (what {@code hint} and {@code --moves} name it by) in its lower half, and draw the table as
 * a player sees it, a covered tile's kind unknown.
 */
public final class ShanghaiText {
    private ShanghaiText() {
    }

    /**
     * How to draw: {@code numbers}, each tile's number (from 0, in the layout's order) in its lower
     * half; {@code seen}, as a player sees the table: a covered tile as {@code [??]}, since a player
     * cannot see its kind, and a tile seen but not free (touched on both sides) as {@code ( 7)}, so
     * the tiles that can be taken are the bracketed ones.
     */
    public record Drawing(boolean numbers, boolean seen) {
        /** The kinds of every tile, no numbers: the deal as it was made. */
        public static final Drawing PLAIN = new Drawing(false, false);
    }

    /** The deal as dealt, every kind shown. */
    static String draw(Position deal, String id) {
        return draw(deal, id, -1, Drawing.PLAIN);
    }

    /**
     * {@code table}, the deal {@code id} after {@code moves} pairs were taken ({@code -1}: as dealt,
     * said so in the heading), drawn as {@code how} says.
     */
    public static String draw(Position table, String id, int moves, Drawing how) {
        Layout l = table.layout();
        int n = l.size();
        int minRow = IntStream.range(0, n).map(l::row).min().orElse(0);
        int minCol = IntStream.range(0, n).map(l::col).min().orElse(0);
        int rows = IntStream.range(0, n).map(l::row).max().orElse(0) - minRow + 2;
        int cols = IntStream.range(0, n).map(l::col).max().orElse(0) - minCol + 2;
        int half = l.kinds() > 99 ? 3 : 2; // characters a half tile takes, so that every kind fits in its brackets
        StringBuilder s = new StringBuilder(heading(table, id, moves, how));
        for (int layer = 0; layer < l.layers(); layer++) {
            char[][] grid = new char[rows][half * cols];
            for (char[] line : grid) {
                Arrays.fill(line, ' ');
            }
            int tiles = 0;
            for (int t = 0; t < n; t++) {
                if (l.layer(t) == layer && table.present(t)) {
                    int r = l.row(t) - minRow;
                    int c = half * (l.col(t) - minCol);
                    top(table, t, how, half).getChars(0, 2 * half, grid[r], c);
                    bottom(t, how, half).getChars(0, 2 * half, grid[r + 1], c);
                    tiles++;
                }
            }
            s.append("layer ").append(layer).append(" (").append(tiles).append(tiles == 1 ? " tile)\n" : " tiles)\n");
            int last = rows - 1;
            while (last > 0 && new String(grid[last]).isBlank()) {
                last--;
            }
            for (int r = 0; r <= last && tiles > 0; r++) {
                s.append(new String(grid[r]).stripTrailing()).append('\n');
            }
        }
        return s.toString();
    }

    private static String heading(Position table, String id, int moves, Drawing how) {
        Layout l = table.layout();
        String tiles = moves < 0 ? l.size() + " tiles"
                : table.remaining() + " of " + l.size() + " tiles on the table after " + moves + (moves == 1 ? " move" : " moves");
        return "deal " + id + ": " + l.name() + ", " + tiles + ", " + l.kinds() + " kinds (numbered 1 to " + l.kinds() + "), "
                + l.layers() + (l.layers() == 1 ? " layer\n" : " layers\n")
                + (how.numbers() ? "under each tile's kind [k], its number (from 0), as hint --moves names it\n" : "")
                + (how.seen() ? "[??] is a covered tile: a player cannot see its kind; ( k) a tile seen but not free\n" : "");
    }

    /**
     * A tile's upper half, {@code 2 * half} characters: its kind, or, drawn as a player sees it, [??]
     * for a covered tile and its kind in round brackets for one seen but not free.
     */
    private static String top(Position table, int t, Drawing how, int half) {
        String inside = how.seen() && table.hidden(t) ? "??" : String.valueOf(table.kind(t) + 1);
        boolean blocked = how.seen() && !table.hidden(t) && !table.free(t);
        return (blocked ? "(" : "[") + " ".repeat(2 * half - 2 - inside.length()) + inside + (blocked ? ")" : "]");
    }

    /**
     * A tile's lower half, {@code 2 * half} characters: its number right-aligned (at most 999, as a
     * layout has at most 1,000 tiles), or the plain {@code [__]}.
     */
    private static String bottom(int t, Drawing how, int half) {
        String number = String.valueOf(t);
        return how.numbers() ? " ".repeat(2 * half - number.length()) + number : "[" + "_".repeat(2 * half - 2) + "]";
    }
}
