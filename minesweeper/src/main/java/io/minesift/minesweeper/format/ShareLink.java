package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.core.util.InputException;

import java.util.BitSet;
import java.util.Base64;

/**
 * One board as the fragment of a page's address ({@code page.html#AQMCAAIAADA}), so a board can be
 * shared as a link that a browser page decodes. The fragment is the URL-safe base64
 * ({@code A–Z a–z 0–9 - _}, RFC 4648 §5) of these bytes, without {@code =} padding:
 * <pre>
 * byte 0      version: 1 (classic Minesweeper: a board and its start cell), or 2 (a board under
 *             variant rules: version 1's fields, then its rules; {@link VariantLink})
 * byte 1      width, 1..255
 * byte 2      height, 1..255
 * bytes 3–4   mine count, big-endian (a check: it must equal the bitmap's)
 * byte 5      start x (column), 0-based
 * byte 6      start y (row), 0-based
 * bytes 7…    the mines: (width * height + 7) / 8 bytes; cell i = y * width + x is bit
 *             0x80 &gt;&gt; (i % 8) of byte 7 + i / 8; bits after the last cell are 0
 * </pre>
 * A classic board is always written as version 1, so its links stay what they were, and a reader
 * refuses a version it does not know. No masking: a link is for playing, and its reader knows where
 * it came from. A 30x16 board is 67 bytes, 90 characters.
 */
public final class ShareLink {
    /** A classic board's version. */
    public static final int VERSION = 1;
    /** The version of a board under variant rules. */
    public static final int VARIANT = 2;
    private static final int HEADER = 7;
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private ShareLink() {
    }

    /** The fragment for a board, without the leading {@code #}: version 1 for a classic board, 2 under variant rules. */
    public static String write(Instance board) {
        Geometry g = board.geometry();
        byte[] bitmap = MineBits.pack(board.layout());
        byte[] tail = board.rules() == null ? new byte[0] : VariantLink.write(board);
        byte[] bytes = new byte[HEADER + bitmap.length + tail.length];
        int mines = board.layout().mineCount();
        bytes[0] = (byte) (board.rules() == null ? VERSION : VARIANT);
        bytes[1] = (byte) g.width();
        bytes[2] = (byte) g.height();
        bytes[3] = (byte) (mines >>> 8);
        bytes[4] = (byte) mines;
        bytes[5] = (byte) board.start().x();
        bytes[6] = (byte) board.start().y();
        System.arraycopy(bitmap, 0, bytes, HEADER, bitmap.length);
        System.arraycopy(tail, 0, bytes, HEADER + bitmap.length, tail.length);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Reads a fragment (a leading {@code #} is allowed); {@code source} names it in errors. */
    public static Instance read(String fragment, String source) {
        Contents c = contents(fragment, source);
        Provenance provenance = Provenance.imported(source, c.start().toString());
        try {
            return new Instance(null, c.layout(), c.start(), provenance, c.rules(), c.clues(), c.lieSeed());
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    /**
     * What a link holds, checked as {@link #read} checks it: the fields of its board, before they
     * make an {@link Instance} (whose id the page's engine has no use for).
     *
     * @param rules   the rules' canonical text, null for a classic board
     * @param lieSeed a liar board's lie seed, else null
     * @param clues   a puzzle's given clues, else null
     */
    public record Contents(MineLayout layout, Cell start, String rules, Long lieSeed, BitSet clues) {
    }

    /** Reads a fragment as {@link #read} does, into its {@link Contents}. */
    public static Contents contents(String fragment, String source) {
        byte[] bytes = bytes(fragment, source);
        int version = bytes[0] & 0xFF;
        if (version != VERSION && version != VARIANT) {
            throw new InputException(source, "board link version " + version + ": this build reads versions 1 and 2");
        }
        int width = bytes[1] & 0xFF;
        int height = bytes[2] & 0xFF;
        if (width == 0 || height == 0) {
            throw new InputException(source, "board size " + width + "x" + height + ": width and height must be at least 1");
        }
        Geometry g = Geometry.of(width, height);
        int expected = HEADER + MineBits.bytes(g.size());
        boolean fits = version == VERSION ? bytes.length == expected : bytes.length > expected;
        if (!fits || !MineBits.padClear(bytes, HEADER, g.size())) {
            throw new InputException(source, "a " + g + " board link is " + (version == VERSION ? "" : "over ") + expected
                    + " bytes with the bits after the last cell 0;" + " this one is " + bytes.length + " bytes"
                    + (fits ? " with other bits set" : ""));
        }
        MineLayout layout = MineBits.unpack(g, bytes, HEADER);
        int mines = ((bytes[3] & 0xFF) << 8) | (bytes[4] & 0xFF);
        if (mines != layout.mineCount()) {
            throw new InputException(source, "the link says " + mines + " mines but its bitmap holds " + layout.mineCount());
        }
        int x = bytes[5] & 0xFF;
        int y = bytes[6] & 0xFF;
        if (!g.contains(x, y)) {
            throw new InputException(source, "start cell (" + x + "," + y + ") is outside the " + g + " board");
        }
        Cell start = new Cell(x, y);
        return version == VERSION ? new Contents(layout, start, null, null, null)
                : VariantLink.read(bytes, expected, layout, start, source);
    }

    /** The fragment's bytes, at least the header's 7. */
    private static byte[] bytes(String fragment, String source) {
        String text = fragment.startsWith("#") ? fragment.substring(1) : fragment;
        for (int i = 0; i < text.length(); i++) {
            if (ALPHABET.indexOf(text.charAt(i)) < 0) {
                throw new InputException(source, "not a board link: '" + text.charAt(i) + "' at place " + (i + 1)
                        + " is none of A-Z a-z 0-9 - _");
            }
        }
        if (text.length() % 4 == 1) {
            throw new InputException(source, "not a board link: no base64 text is " + text.length() + " characters long");
        }
        byte[] bytes = Base64.getUrlDecoder().decode(text);
        if (bytes.length < HEADER) {
            throw new InputException(source, "a board link is at least " + HEADER + " bytes, this one " + bytes.length);
        }
        return bytes;
    }
}
