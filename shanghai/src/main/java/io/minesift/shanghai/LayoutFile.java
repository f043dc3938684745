package io.minesift.shanghai;

import io.minesift.core.util.InputException;

import java.util.ArrayList;
import java.util.List;

/**
 * minesift's own layout text format: one tile a line, {@code layer row col} (three integers,
 * half-tile units); {@code #} starts a comment line; blank lines are skipped. A bad file fails on
 * its first problem with one line naming the file and, where there is one, the line. Files in the
 * community formats are read by {@link LayoutFiles}.
 */
public final class LayoutFile {
    static final int MAX_COORDINATE = Places.MAX_COORDINATE;
    static final int MAX_TILES = Places.MAX_TILES;

    private LayoutFile() {
    }

    /** Reads {@code file} in whichever format it is (see {@link LayoutFiles#read}). */
    public static Layout read(java.nio.file.Path file) {
        return LayoutFiles.read(file.toString());
    }

    /** Reads the lines of {@code source} as a layout called {@code name}. */
    public static Layout parse(String source, String name, List<String> lines) {
        return Places.build(source, name, places(source, lines));
    }

    static List<Places.Place> places(String source, List<String> lines) {
        List<Places.Place> tiles = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            tiles.add(tile(source, i + 1, line));
            if (tiles.size() > MAX_TILES) {
                throw new InputException(source, i + 1, "more than " + MAX_TILES + " tiles");
            }
        }
        return tiles;
    }

    private static Places.Place tile(String source, int line, String text) {
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
            Places.coordinate(source, line, t[k]);
        }
        return new Places.Place(t[0], t[1], t[2], line);
    }
}
