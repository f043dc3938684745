package io.minesift.shanghai;

import io.minesift.core.util.InputException;

import java.util.List;

/**
 * The checks every layout file passes, whatever its format, before it becomes a {@link Layout}: some
 * tiles, an even number of them (tiles are taken in pairs), no two overlapping in one layer, and
 * every tile above layer 0 lying on some tile of a lower layer or held side by side by one that does. A bad file fails on its first
 * problem with one line naming the file and, where there is one, the line.
 */
final class Places {
    /** Far beyond any real layout; keeps a typo from building a huge one. */
    static final int MAX_COORDINATE = 1000;
    static final int MAX_TILES = 1000;

    /** A tile's place in half-tile units, and the line of the file that gave it (0: none). */
    record Place(int layer, int row, int col, int line) {
        String text() {
            return layer + " " + row + " " + col;
        }

        boolean overlaps(Place p) {
            return Math.abs(p.row - row) < 2 && Math.abs(p.col - col) < 2;
        }
    }

    private Places() {
    }

    /** The layout {@code name} of the checked {@code places} of the file {@code source}, loaded again from it. */
    static Layout build(String source, String name, List<Place> places) {
        return build(source, name, source, places);
    }

    /** The same, loaded again from {@code origin} (a built-in's name, or a file with its map). */
    static Layout build(String source, String name, String origin, List<Place> places) {
        if (places.isEmpty()) {
            throw new InputException(source, "no tiles");
        }
        if (places.size() > MAX_TILES) {
            throw new InputException(source, places.size() + " tiles, more than " + MAX_TILES);
        }
        if (places.size() % 2 != 0) {
            throw new InputException(source, places.size() + " tiles, an odd number (tiles are taken in pairs)");
        }
        for (int j = 0; j < places.size(); j++) {
            Place b = places.get(j);
            for (int i = 0; i < j; i++) {
                Place a = places.get(i);
                if (a.layer() == b.layer() && a.overlaps(b)) {
                    throw problem(source, b.line(), "tile " + b.text() + " overlaps tile " + a.text()
                            + (a.line() > 0 ? " of line " + a.line() : "") + " in the same layer");
                }
            }
        }
        boolean[] held = held(places);
        for (int j = 0; j < places.size(); j++) {
            Place b = places.get(j);
            if (!held[j]) {
                // A tile over nothing, held by nothing, could not stand on a real table: a typo.
                throw problem(source, b.line(), "tile " + b.text() + " lies on no tile of layer "
                        + (b.layer() == 1 ? "0" : "0 to " + (b.layer() - 1)));
            }
        }
        int n = places.size();
        int[] layer = new int[n];
        int[] row = new int[n];
        int[] col = new int[n];
        for (int i = 0; i < n; i++) {
            layer[i] = places.get(i).layer();
            row[i] = places.get(i).row();
            col[i] = places.get(i).col();
        }
        return new Layout(name, origin, layer, row, col);
    }

    /**
     * The tiles that stand: on layer 0, on a tile of a lower layer, or joined side by side in their
     * layer to a tile that stands (a bridge or a ledge held at its end, as GNOME Mahjongg's Overpass
     * and The Ziggurat have).
     */
    private static boolean[] held(List<Place> places) {
        int n = places.size();
        boolean[] held = new boolean[n];
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        for (int j = 0; j < n; j++) {
            Place b = places.get(j);
            for (int i = 0; i < n && !held[j]; i++) {
                Place a = places.get(i);
                held[j] = b.layer() == 0 || a.layer() < b.layer() && a.overlaps(b);
            }
            if (held[j]) {
                todo.add(j);
            }
        }
        while (!todo.isEmpty()) {
            Place a = places.get(todo.poll());
            for (int j = 0; j < n; j++) {
                Place b = places.get(j);
                if (!held[j] && b.layer() == a.layer() && Math.abs(b.row() - a.row()) < 2 && Math.abs(b.col() - a.col()) == 2) {
                    held[j] = true;
                    todo.add(j);
                }
            }
        }
        return held;
    }

    /** A coordinate checked to lie in {@code 0..MAX_COORDINATE}. */
    static int coordinate(String source, int line, int value) {
        if (value < 0 || value > MAX_COORDINATE) {
            throw problem(source, line, value + " is outside 0.." + MAX_COORDINATE);
        }
        return value;
    }

    static InputException problem(String source, int line, String message) {
        return line > 0 ? new InputException(source, line, message) : new InputException(source, message);
    }
}
