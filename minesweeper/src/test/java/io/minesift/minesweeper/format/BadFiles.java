package io.minesift.minesweeper.format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-written board files, good and bad, shared by the {@link BoardFiles} and command-line
 * tests. Every bad file's expected problem text was worked out by hand from the format rules.
 */
public final class BadFiles {
    private BadFiles() {
    }

    /**
     * The hand-made 3x2 board ({@link TestBoards#small3x2}) as a one-board set. Its id is the first
     * 12 hex digits of SHA-256("3x2x2@0,0:2,3"), computed independently with
     * {@code printf '3x2x2@0,0:2,3' | sha256sum}.
     */
    public static final String BOARD_A = """
            {"id": "7cedff7dcec0", "width": 3, "height": 2, "mines": 2, "start": [0, 0],
             "source": {"generator": "uniform", "seed": 7, "index": 0, "firstClick": "safe", "start": "corner"},
             "layout": ["..*", "*.."]}""";

    /** {@link TestBoards#small2x2} started at (0,0); id from {@code printf '2x2x1@0,0:3' | sha256sum}. */
    public static final String BOARD_B = """
            {"id": "72195b5a8e26", "width": 2, "height": 2, "mines": 1, "start": [0, 0],
             "source": {"generator": "uniform", "seed": 7, "index": 1, "firstClick": "none", "start": "corner"},
             "layout": ["..", ".*"]}""";

    public static final String ID_A = "7cedff7dcec0";
    public static final String ID_B = "72195b5a8e26";

    /** A set holding only board A. */
    public static final String ONE_BOARD = set(BOARD_A);

    /** A set holding boards A and B, in that order. */
    public static final String TWO_BOARDS = set(BOARD_A + ",\n" + BOARD_B);

    public static String set(String boards) {
        return "{\"format\": \"minesift-boards\", \"version\": 1, \"boards\": [\n" + boards + "\n]}\n";
    }

    /** {@code text} with {@code from} replaced once; fails when {@code from} is absent, so no case is vacuous. */
    public static String replace(String text, String from, String to) {
        int at = text.indexOf(from);
        if (at < 0 || text.indexOf(from, at + 1) >= 0) {
            throw new AssertionError("'" + from + "' must occur exactly once in the template");
        }
        return text.substring(0, at) + to + text.substring(at + from.length());
    }

    /**
     * A bad file.
     *
     * @param fileName    name to save it under
     * @param content     its bytes, or {@code null} for a file that does not exist
     * @param position    a {@code .mine} that is a valid game position but no full board: {@code show}
     *                    draws it, only reading it as a board fails
     * @param problem     text the error message must contain besides the file name
     */
    public record Case(String fileName, byte[] content, boolean position, String problem) {
        @Override
        public String toString() {
            return fileName;
        }
    }

    private static Case text(String name, String text, String problem) {
        return new Case(name, text.getBytes(StandardCharsets.UTF_8), false, problem);
    }

    private static Case bytes(String name, byte[] bytes, String problem) {
        return new Case(name, bytes, false, problem);
    }

    /** Every bad input of the brief, one file each. */
    public static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        // empty files of every format
        cases.add(text("empty.mine", "", "empty file"));
        cases.add(bytes("empty.mbf", new byte[0], "empty file"));
        cases.add(text("empty.json", "", "empty file"));
        // MBF: 3x2 board (6 cells), bytes by hand
        cases.add(bytes("truncated.mbf", new byte[]{3, 2, 0, 3, 2, 0, 0, 1},
                "the header says 3 mines but only 2 of their positions follow"));
        cases.add(bytes("short-header.mbf", new byte[]{3, 2, 0}, "truncated MBF header: 3 of 4 bytes"));
        cases.add(bytes("trailing.mbf", new byte[]{3, 2, 0, 1, 2, 0, 9}, "1 unexpected bytes after the last of 1 mines"));
        cases.add(bytes("outside.mbf", new byte[]{3, 2, 0, 2, 2, 0, 3, 1}, "is at (3,1), outside the 3x2 board"));
        cases.add(bytes("duplicate.mbf", new byte[]{3, 2, 0, 2, 2, 0, 2, 0}, "repeats cell (2,0)"));
        cases.add(bytes("too-many.mbf", new byte[]{3, 2, 0, 7}, "7 mines do not fit on a 3x2 board"));
        cases.add(bytes("zero-width.mbf", new byte[]{0, 5, 0, 1, 0, 0}, "board size 0x5"));
        // .mine
        cases.add(text("short-row.mine", "3x2x2\n12M\nM2\n", "line 3, column 3: row has 2 cells, expected 3"));
        cases.add(text("unknown-char.mine", "3x2x2\n12M\nMx1\n", "line 3, column 2: unknown character 'x'"));
        cases.add(text("too-many.mine", "3x3x10\nHHH\nHHH\nHHH\n", "line 1: 10 mines do not fit on a 3x3 board"));
        cases.add(text("zero-width.mine", "0x5x1\n", "line 1: width must be between 1 and 255, got 0"));
        cases.add(text("wrong-clue.mine", "3x2x2\n12M\nM11\n", "line 3, column 2: clue 1 does not match the 2 mines around it"));
        cases.add(text("over-marked.mine", "3x1x1\nFMH\n", "the header says 1 mine but 2 cells are flagged or shown as mines"));
        cases.add(new Case("position.mine", "3x2x2\n1HH\nH21\n".getBytes(StandardCharsets.UTF_8), true,
                "is a game position, not a full board"));
        // missing files
        cases.add(new Case("missing.json", null, false, "no such file or folder"));
        cases.add(new Case("missing.mine", null, false, "no such file or folder"));
        cases.add(new Case("missing.mbf", null, false, "no such file or folder"));
        // JSON, each a single change to the good one-board set
        cases.add(text("unknown-field.json", replace(ONE_BOARD, "\"version\": 1,", "\"version\": 1, \"colour\": \"red\","),
                "unknown field \"colour\""));
        cases.add(text("wrong-type.json", replace(ONE_BOARD, "\"width\": 3", "\"width\": \"three\""),
                "expected a number (at boards[1].width)"));
        cases.add(text("wrong-format.json", replace(ONE_BOARD, "minesift-boards", "minesweeper-boards"),
                "not a minesift board set"));
        cases.add(text("newer.json", replace(ONE_BOARD, "\"version\": 1", "\"version\": 3"),
                "format version 3 is newer than this build reads (2)"));
        cases.add(text("wrong-id.json", replace(ONE_BOARD, ID_A, "0123456789ab"),
                "board 1: board id '0123456789ab' does not match its content"));
        cases.add(text("short-layout-row.json", replace(ONE_BOARD, "\"*..\"", "\"*.\""),
                "board 1: layout row 2 must have 3 cells"));
        cases.add(text("wrong-mines.json", replace(ONE_BOARD, "\"mines\": 2", "\"mines\": 3"),
                "board 1: \"mines\" says 3 but the layout has 2"));
        return cases;
    }
}
