package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.core.util.InputException;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Game IDs of Simon Tatham's Mines ({@code mines.c} in his Portable Puzzle Collection), so a
 * board from minesift can be typed into his game ("Game > Specific…") and one of his games read
 * back. An ID is {@code PARAMS:DESC}, for example {@code 9x9:4,4,mb071b49fbd1cb6a0d5868}:
 * <ul>
 * <li>{@code PARAMS}: {@code WxH} (or {@code W} for a square), optionally followed by {@code nM}
 * (the mine count), {@code a}, {@code Xn} and {@code Yn}, as his full parameter strings carry;</li>
 * <li>{@code DESC}: the first click {@code x,y,} (column first, 0-based; optional), then {@code m}
 * for a masked bitmap ({@link TathamMask}) or {@code u} (or nothing) for a plain one, then the
 * bitmap ({@link MineBits}) in {@code (W*H + 3) / 4} lower-case hex digits, high nibble first.</li>
 * </ul>
 * Writing gives what his game shows for a board: {@code WxH:x,y,m…}, no mine count (it follows
 * from the bitmap). Reading is stricter than his, which skips what it does not know: every
 * malformed ID is one line naming the problem.
 */
public final class TathamId {
    private static final Pattern PARAMS = Pattern.compile("(\\d{1,9})(?:x(\\d{1,9}))?(?:n(\\d{1,9}))?a?(?:X\\d{1,9})?(?:Y\\d{1,9})?");
    private static final Pattern START = Pattern.compile("(\\d{1,9}),(\\d{1,9}),(.*)");
    private static final String HEX = "0123456789abcdef";
    private static final String EXAMPLE = "expected PARAMS:DESCRIPTION such as 9x9:4,4,mb071b49fbd1cb6a0d5868";

    private TathamId() {
    }

    /** A board read from an ID: its layout, and its first click when the ID gives one (else {@code null}). */
    public record Parsed(MineLayout layout, Cell start) {
    }

    /** The ID Tatham's game shows for the board, its start cell the first click. */
    public static String write(Instance board) {
        Geometry g = board.geometry();
        byte[] bitmap = MineBits.pack(board.layout());
        TathamMask.apply(bitmap, g.size(), false);
        String hex = HexFormat.of().formatHex(bitmap).substring(0, hexDigits(g.size()));
        return g.width() + "x" + g.height() + ":" + board.start().x() + "," + board.start().y() + ",m" + hex;
    }

    /** The boards' IDs, one a line, as {@code tatham} files hold them; streams, so a long run need not fit in memory. */
    public static void writeLines(Writer out, Iterable<Instance> boards) throws IOException {
        for (Instance board : boards) {
            out.write(write(board));
            out.write('\n');
        }
        out.flush();
    }

    /** One ID per line (blank lines and lines starting with {@code #} skipped), as {@code tatham} files hold them. */
    public static List<Parsed> readLines(String text, String source) {
        List<Parsed> boards = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                boards.add(read(line, source, i + 1));
            }
        }
        if (boards.isEmpty()) {
            throw new InputException(source, "holds no game ID: " + EXAMPLE + ", one a line");
        }
        return boards;
    }

    /** Reads one ID; errors name {@code source} and {@code line}. */
    public static Parsed read(String id, String source, int line) {
        int colon = id.indexOf(':');
        if (colon < 0) {
            throw bad(source, line, "'" + shorten(id) + "' is not a Mines game ID: " + EXAMPLE
                    + (id.contains("#") ? " (a random seed ID has no mines yet)" : ""));
        }
        Matcher params = PARAMS.matcher(id.substring(0, colon));
        if (!params.matches()) {
            throw bad(source, line, "bad parameters '" + shorten(id.substring(0, colon)) + "': expected WxH, such as 9x9 or 30x16n99");
        }
        int width = Integer.parseInt(params.group(1));
        int height = params.group(2) == null ? width : Integer.parseInt(params.group(2));
        if (width < 1 || height < 1 || width > Geometry.MAX_SIDE || height > Geometry.MAX_SIDE) {
            throw bad(source, line, "board size " + width + "x" + height + ": width and height must be 1 to " + Geometry.MAX_SIDE);
        }
        Geometry g = Geometry.of(width, height);
        String desc = id.substring(colon + 1);
        if (desc.startsWith("r")) {
            throw bad(source, line, "'" + shorten(desc) + "' is a game before its first click, with no mines placed yet:"
                    + " copy the ID Tatham's game shows after the first click");
        }
        Cell start = null;
        if (!desc.isEmpty() && desc.charAt(0) >= '0' && desc.charAt(0) <= '9') {
            Matcher m = START.matcher(desc);
            if (!m.matches()) {
                throw bad(source, line, "expected the first click as x,y, before the mine bitmap, got '" + shorten(desc) + "'");
            }
            int x = Integer.parseInt(m.group(1));
            int y = Integer.parseInt(m.group(2));
            if (!g.contains(x, y)) {
                throw bad(source, line, "first click (" + x + "," + y + ") is outside the " + g + " board");
            }
            start = new Cell(x, y);
            desc = m.group(3);
        }
        boolean masked = desc.startsWith("m");
        String hex = masked || desc.startsWith("u") ? desc.substring(1) : desc;
        MineLayout layout = layout(g, hex, masked, source, line);
        if (params.group(3) != null && Integer.parseInt(params.group(3)) != layout.mineCount()) {
            throw bad(source, line, "the parameters say n" + params.group(3) + " but the bitmap holds "
                    + layout.mineCount() + " mines");
        }
        return new Parsed(layout, start);
    }

    private static MineLayout layout(Geometry g, String hex, boolean masked, String source, int line) {
        int digits = hexDigits(g.size());
        if (hex.length() != digits) {
            throw bad(source, line, "the mine bitmap has " + hex.length() + " hex digits; a " + g + " board needs " + digits);
        }
        byte[] bitmap = new byte[MineBits.bytes(g.size())];
        for (int i = 0; i < digits; i++) {
            int v = HEX.indexOf(Character.toLowerCase(hex.charAt(i)));
            if (v < 0) {
                throw bad(source, line, "'" + hex.charAt(i) + "' at place " + (i + 1) + " of the mine bitmap is not a hex digit");
            }
            bitmap[i / 2] |= (byte) (v << (i % 2 == 0 ? 4 : 0));
        }
        if (!MineBits.padClear(bitmap, 0, g.size())) {
            throw bad(source, line, "the mine bitmap's last hex digit sets bits after the board's " + g.size() + " cells");
        }
        if (masked) {
            TathamMask.apply(bitmap, g.size(), true);
        }
        return MineBits.unpack(g, bitmap, 0);
    }

    /** Tatham writes the bitmap to the nibble: {@code (cells + 3) / 4} hex digits. */
    private static int hexDigits(int cells) {
        return (cells + 3) / 4;
    }

    private static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    private static InputException bad(String source, int line, String message) {
        return new InputException(source, line, message);
    }
}
