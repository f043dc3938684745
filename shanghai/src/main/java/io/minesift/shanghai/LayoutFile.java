package io.minesift.shanghai;

import io.minesift.core.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The layout text format: one tile a line, {@code layer row col} (three integers, half-tile units);
 * {@code #} starts a comment line; blank lines are skipped. A bad file fails on its first problem
 * with one line naming the file and, where there is one, the line.
 */
public final class LayoutFile {
    /** Far beyond any real layout; keeps a typo from building a huge one. */
    static final int MAX_COORDINATE = 1000;
    static final int MAX_TILES = 1000;

    private LayoutFile() {
    }

    public static Layout read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot read: " + e.getMessage());
        }
        String name = file.getFileName().toString().replaceFirst("\\.txt$", "");
        return parse(file.toString(), name, lines);
    }

    /** Reads the lines of {@code source} as a layout called {@code name}. */
    public static Layout parse(String source, String name, List<String> lines) {
        List<int[]> tiles = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            tiles.add(tile(source, i + 1, line));
            lineOf.add(i + 1);
            if (tiles.size() > MAX_TILES) {
                throw new InputException(source, i + 1, "more than " + MAX_TILES + " tiles");
            }
        }
        if (tiles.isEmpty()) {
            throw new InputException(source, "no tiles");
        }
        if (tiles.size() % 4 != 0) {
            throw new InputException(source, tiles.size() + " tiles, not a multiple of 4 (each kind has 4 tiles)");
        }
        for (int j = 0; j < tiles.size(); j++) {
            int[] b = tiles.get(j);
            boolean supported = b[0] == 0;
            for (int i = 0; i < tiles.size(); i++) {
                int[] a = tiles.get(i);
                boolean overlaps = Math.abs(a[1] - b[1]) < 2 && Math.abs(a[2] - b[2]) < 2;
                if (i < j && a[0] == b[0] && overlaps) {
                    throw new InputException(source, lineOf.get(j), "tile " + text(b)
                            + " overlaps tile " + text(a) + " of line " + lineOf.get(i) + " in the same layer");
                }
                supported |= a[0] == b[0] - 1 && overlaps;
            }
            if (!supported) {
                // A tile over nothing could not stand on a real table.
                throw new InputException(source, lineOf.get(j), "tile " + text(b) + " lies on no tile of layer " + (b[0] - 1));
            }
        }
        int n = tiles.size();
        int[] layer = new int[n];
        int[] row = new int[n];
        int[] col = new int[n];
        for (int i = 0; i < n; i++) {
            layer[i] = tiles.get(i)[0];
            row[i] = tiles.get(i)[1];
            col[i] = tiles.get(i)[2];
        }
        return new Layout(name, layer, row, col);
    }

    private static int[] tile(String source, int line, String text) {
        String[] parts = text.split("\\s+");
        if (parts.length != 3) {
            throw new InputException(source, line, "expected 'layer row col', found '" + text + "'");
        }
        int[] t = new int[3];
        for (int k = 0; k < 3; k++) {
            try {
                t[k] = Integer.parseInt(parts[k]);
            } catch (NumberFormatException e) {
                throw new InputException(source, line, "'" + parts[k] + "' is not a whole number");
            }
            if (t[k] < 0 || t[k] > MAX_COORDINATE) {
                throw new InputException(source, line, t[k] + " is outside 0.." + MAX_COORDINATE);
            }
        }
        return t;
    }

    private static String text(int[] t) {
        return t[0] + " " + t[1] + " " + t[2];
    }
}
