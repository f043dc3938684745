package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.List;

/**
 * KMahjongg's {@code .layout} files, read as KMahjongg reads them: a first line
 * {@code kmahjongg-layout-v1.0} (a board 32 half-tiles wide, 16 high and 5 deep) or
 * {@code kmahjongg-layout-v1.1} (then lines {@code wN}, {@code hN}, {@code dN} give the width, height
 * and depth); lines starting with {@code #} are comments; every other line is board text, and all of
 * it, read as one string, must hold exactly width × height × depth characters, level by level and
 * row by row. Each {@code 1} is the top-left half-cell of a tile (its other half-cells are drawn
 * {@code 2}, {@code 3}, {@code 4}; any other character is an empty half-cell), so a tile at level
 * {@code z}, row {@code y}, column {@code x} is minesift's {@code z y x}, in the same half-tile units.
 */
final class KMahjonggLayoutFile {
    static final String MAGIC_10 = "kmahjongg-layout-v1.0";
    static final String MAGIC_11 = "kmahjongg-layout-v1.1";
    /** Version 1.0 boards have fixed dimensions. */
    private static final int[] SIZE_10 = {32, 16, 5};
    private static final int MAX_DEPTH = 100;

    private KMahjonggLayoutFile() {
    }

    /** Whether {@code firstLine} starts a KMahjongg layout. */
    static boolean recognises(String firstLine) {
        return firstLine.strip().startsWith("kmahjongg-layout-v");
    }

    static Layout parse(String source, String name, List<String> lines) {
        String magic = lines.isEmpty() ? "" : lines.get(0).strip();
        if (!magic.equals(MAGIC_10) && !magic.equals(MAGIC_11)) {
            throw Places.problem(source, 1, "'" + shorten(magic) + "' is not a KMahjongg layout's first line ("
                    + MAGIC_10 + " or " + MAGIC_11 + ")");
        }
        boolean v11 = magic.equals(MAGIC_11);
        int[] size = v11 ? new int[3] : SIZE_10.clone();
        StringBuilder board = new StringBuilder();
        List<Integer> lineOf = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String s = lines.get(i);
            if (s.startsWith("#")) {
                continue;
            }
            int dim = v11 && !s.isEmpty() ? "whd".indexOf(s.charAt(0)) : -1;
            if (dim >= 0) {
                size[dim] = dimension(source, i + 1, s);
                continue;
            }
            board.append(s);
            for (int k = 0; k < s.length(); k++) {
                lineOf.add(i + 1);
            }
        }
        int w = size[0];
        int h = size[1];
        int d = size[2];
        if (w == 0 || h == 0 || d == 0) {
            throw Places.problem(source, 0, "a " + MAGIC_11 + " file needs lines w, h and d (width, height, depth)");
        }
        if (board.length() != w * h * d) {
            throw Places.problem(source, 0, "board text of " + board.length() + " characters, but width " + w
                    + " × height " + h + " × depth " + d + " needs " + w * h * d);
        }
        List<Places.Place> places = new ArrayList<>();
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '1') {
                places.add(new Places.Place(i / (w * h), i % (w * h) / w, i % w, lineOf.get(i)));
            }
        }
        return Places.build(source, name, places);
    }

    private static int dimension(String source, int line, String s) {
        String what = s.charAt(0) == 'w' ? "width" : s.charAt(0) == 'h' ? "height" : "depth";
        int max = s.charAt(0) == 'd' ? MAX_DEPTH : Places.MAX_COORDINATE;
        try {
            int v = Integer.parseInt(s.substring(1).strip());
            if (v >= 1 && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw Places.problem(source, line, "'" + shorten(s) + "' is not a " + what + " (a whole number 1 to " + max + ")");
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
