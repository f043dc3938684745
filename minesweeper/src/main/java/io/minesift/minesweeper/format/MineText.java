package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.util.InputException;

import java.util.BitSet;
import java.util.List;
import java.util.OptionalInt;

/**
 * The {@code .mine} position text that players paste around (JSMinesweeper's format):
 * <pre>
 * 5x3x2
 * 01M10
 * 12H10
 * HFH00
 * </pre>
 * Line 1 is {@code WxHxM}; then {@code H} rows of {@code W} characters: {@code 0}–{@code 8} a
 * revealed cell with its clue, {@code H} or {@code ?} hidden ({@code ?} is "unknown", as most tools
 * write it), {@code F} a flag, {@code M} a mine shown. Parsing is strict and reports errors by line and
 * column; CRLF line ends and trailing blank lines are accepted. A board is a position with every mine
 * shown: minesift writes one with its start cell as its one revealed cell ({@link #format(Instance)}).
 */
public final class MineText {
    private MineText() {
    }

    /** Reads a position; {@code source} names the file in error messages. */
    public static Position parse(String text, String source) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text; // a byte-order mark some editors write
        List<String> lines = lines(body);
        int last = lines.size();
        while (last > 0 && lines.get(last - 1).isBlank()) {
            last--;
        }
        if (last == 0) {
            throw new InputException(source, "empty file: expected a header line WxHxM, such as 30x16x99");
        }
        BoardSpec spec = header(lines.get(0), source);
        Geometry g = spec.geometry();
        if (last - 1 < g.height()) {
            throw new InputException(source, "expected " + g.height() + " rows after the header " + spec
                    + ", found " + (last - 1));
        }
        if (last - 1 > g.height()) {
            throw new InputException(source, g.height() + 2, "more rows than the header's height " + g.height());
        }
        byte[] cells = new byte[g.size()];
        for (int y = 0; y < g.height(); y++) {
            readRow(lines.get(y + 1), y, g, cells, source);
        }
        int marked = countMarked(cells);
        if (marked > spec.mines()) {
            throw new InputException(source, "the header says " + count(spec.mines(), "mine") + " but " + marked
                    + (marked == 1 ? " cell is" : " cells are") + " flagged or shown as mines");
        }
        return Position.of(g, spec.mines(), cells);
    }

    /**
     * The lines of the text, as {@link String#lines()} splits them (at {@code \n}, {@code \r\n} or
     * {@code \r}); written out because the page's hint engine (TeaVM) has no {@code String.lines()}.
     */
    static List<String> lines(String text) {
        List<String> lines = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        return lines;
    }

    private static BoardSpec header(String line, String source) {
        String t = line.strip();
        if (!t.matches("\\d{1,6}x\\d{1,6}x\\d{1,9}")) {
            throw new InputException(source, 1, "expected the header WxHxM (such as 30x16x99), got '" + abbreviate(t) + "'");
        }
        try {
            return BoardSpec.parse(t);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, 1, e.getMessage());
        }
    }

    private static void readRow(String row, int y, Geometry g, byte[] cells, String source) {
        int line = y + 2;
        for (int x = 0; x < Math.min(row.length(), g.width()); x++) {
            byte state = decode(row.charAt(x));
            if (state == Byte.MIN_VALUE) {
                throw new InputException(source, line, x + 1, "unknown character '" + row.charAt(x)
                        + "' (use 0-8, H, F, M or ?)");
            }
            int index = g.index(x, y);
            if (state > g.degree(index)) {
                throw new InputException(source, line, x + 1, "clue " + state + " but the cell has only "
                        + g.degree(index) + " neighbours");
            }
            cells[index] = state;
        }
        if (row.length() != g.width()) {
            throw new InputException(source, line, Math.min(row.length(), g.width()) + 1, "row has "
                    + row.length() + " cells, expected " + g.width());
        }
    }

    private static byte decode(char c) {
        if (c >= '0' && c <= '8') {
            return (byte) (c - '0');
        }
        return switch (c) {
            case 'H', '?' -> Position.HIDDEN;
            case 'F' -> Position.FLAG;
            case 'M' -> Position.MINE;
            default -> Byte.MIN_VALUE;
        };
    }

    private static int countMarked(byte[] cells) {
        int n = 0;
        for (byte s : cells) {
            if (s == Position.FLAG || s == Position.MINE) {
                n++;
            }
        }
        return n;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }

    /** Writes a position; mines shown are written {@code M}. */
    public static String format(Position position) {
        Geometry g = position.geometry();
        StringBuilder out = new StringBuilder(g.size() + g.height() + 16);
        out.append(g.width()).append('x').append(g.height()).append('x').append(position.totalMines()).append('\n');
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                out.append(encode(position.state(g.index(x, y))));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static char encode(byte state) {
        return switch (state) {
            case Position.HIDDEN -> 'H';
            case Position.FLAG -> 'F';
            case Position.MINE -> 'M';
            default -> (char) ('0' + state);
        };
    }

    /** The solved board as {@code .mine} text: every mine shown, every other cell with its clue. */
    public static String format(MineLayout layout) {
        return format(Position.fullBoard(layout));
    }

    /**
     * A board as {@code .mine} text that keeps its start cell: every mine shown {@code M}, the start
     * cell with its clue, every other cell hidden {@code H} (safe, since every mine is shown). Read
     * back, {@link #layoutOf} gives the layout and {@link #startOf} the start. A start cell on a
     * mine (first click {@code none}) cannot be shown: that board is written solved, and its start
     * is then chosen again when it is read.
     */
    public static String format(Instance board) {
        MineLayout layout = board.layout();
        int start = board.startIndex();
        if (layout.isMine(start)) {
            return format(layout);
        }
        byte[] cells = new byte[layout.geometry().size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = layout.isMine(i) ? Position.MINE : Position.HIDDEN;
        }
        cells[start] = (byte) layout.clue(start);
        return format(Position.of(layout.geometry(), layout.mineCount(), cells));
    }

    /**
     * The start cell a board's text shows ({@link #format(Instance)}): its one revealed cell; empty
     * when it reveals none or several (a solved board, or another tool's), whose start is chosen.
     */
    public static OptionalInt startOf(Position board) {
        int start = -1;
        for (int i = 0; i < board.geometry().size(); i++) {
            if (board.isRevealed(i)) {
                if (start >= 0) {
                    return OptionalInt.empty();
                }
                start = i;
            }
        }
        return start < 0 ? OptionalInt.empty() : OptionalInt.of(start);
    }

    /** Whether a position is a board that shows its start ({@link #format(Instance)}): every mine shown, no flag, one cell revealed. */
    public static boolean showsStart(Position p) {
        return p.count(Position.MINE) == p.totalMines() && p.count(Position.FLAG) == 0 && startOf(p).isPresent();
    }

    /**
     * The mine layout a position shows in full: every mine shown as {@code M}, as many
     * as the header says, and no flags. Hidden cells are then known to be safe. Every clue must
     * match the mines around it.
     *
     * @throws InputException when the position does not pin down the layout
     */
    public static MineLayout layoutOf(Position position, String source) {
        int shown = position.count(Position.MINE);
        int flags = position.count(Position.FLAG);
        if (flags > 0 || shown != position.totalMines()) {
            throw new InputException(source, "is a game position, not a full board: " + shown + " of "
                    + count(position.totalMines(), "mine") + (shown == 1 ? " is" : " are") + " shown"
                    + (flags > 0 ? " and " + count(flags, "cell") + (flags == 1 ? " is" : " are") + " flagged" : "")
                    + " (a board needs every mine shown as M)");
        }
        Geometry g = position.geometry();
        BitSet mines = new BitSet(g.size());
        for (int i = 0; i < g.size(); i++) {
            mines.set(i, position.state(i) == Position.MINE);
        }
        MineLayout layout = MineLayout.of(g, mines);
        for (int i = 0; i < g.size(); i++) {
            byte s = position.state(i);
            if (s >= 0 && s != layout.clue(i)) {
                throw new InputException(source, g.y(i) + 2, g.x(i) + 1, "clue " + s + " does not match the "
                        + layout.clue(i) + " mines around it");
            }
        }
        return layout;
    }
}
