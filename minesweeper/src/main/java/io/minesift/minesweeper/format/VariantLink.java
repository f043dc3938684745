package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.variant.Liar;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.core.util.InputException;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/**
 * What a version-2 {@link ShareLink} adds after version 1's bytes, for a board under variant rules:
 * <pre>
 * 1 byte      n, the length of the rules' text
 * n bytes     the rules in canonical form, ASCII (global rule first: T,X; V for classic clues)
 * 1 byte      flags: 1 a lie seed follows, 2 given clues follow; other bits 0
 * 8 bytes     (flag 1, liar boards only) the lie seed, big-endian
 * (W*H+7)/8   (flag 2, puzzles only) the given clues: a bitmap packed as the mines
 * </pre>
 * The fields are those of a board set's {@code rules}, {@code lieSeed} and {@code clues}, with the
 * same checks, so a link carries the whole board: a liar board's lies and a puzzle's clues included.
 */
final class VariantLink {
    private static final int LIES = 1;
    private static final int CLUES = 2;

    private VariantLink() {
    }

    /** The bytes after the mines of a board that names rules. */
    static byte[] write(Instance board) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] rules = board.rules().getBytes(StandardCharsets.US_ASCII);
        out.write(rules.length);
        out.write(rules, 0, rules.length);
        out.write((board.lieSeed() == null ? 0 : LIES) | (board.clues() == null ? 0 : CLUES));
        if (board.lieSeed() != null) {
            for (int shift = 56; shift >= 0; shift -= 8) {
                out.write((int) (board.lieSeed() >>> shift));
            }
        }
        if (board.clues() != null) {
            byte[] clues = MineBits.pack(board.clues(), board.geometry().size());
            out.write(clues, 0, clues.length);
        }
        return out.toByteArray();
    }

    /**
     * The contents of a link whose version-1 fields are read: those, with the rules and what follows
     * them from byte {@code at} of {@code bytes}.
     *
     * @throws InputException in one line when the rules do not parse, are not in canonical form, are
     *                        classic on a board that is no puzzle, a given clue lies on a mine, or the bytes do
     *                        not end where the fields do
     */
    static ShareLink.Contents read(byte[] bytes, int at, MineLayout layout, Cell start, String source) {
        int n = bytes[at] & 0xFF;
        if (at + 1 + n + 1 > bytes.length) {
            throw new InputException(source, "a version 2 link ends before its rules (" + n + " letters) and their flags");
        }
        String text = new String(bytes, at + 1, n, StandardCharsets.US_ASCII);
        RuleSet rules = rules(text, source);
        int flags = bytes[at + 1 + n] & 0xFF;
        if ((flags & ~(LIES | CLUES)) != 0) {
            throw new InputException(source, "a version 2 link's flags are 0 to 3, this one " + flags);
        }
        int next = at + 2 + n;
        Long lieSeed = null;
        if ((flags & LIES) != 0) {
            lieSeed = next + 8 <= bytes.length ? seed(bytes, next) : null;
            next += 8;
        }
        BitSet clues = null;
        int cells = layout.geometry().size();
        if ((flags & CLUES) != 0 && next + MineBits.bytes(cells) <= bytes.length) {
            clues = MineBits.padClear(bytes, next, cells) ? MineBits.unpack(bytes, next, cells) : null;
            next += MineBits.bytes(cells);
        }
        if (next != bytes.length || (flags & LIES) != 0 && lieSeed == null || (flags & CLUES) != 0 && clues == null) {
            throw new InputException(source, "a version 2 link with rules " + text + " and flags " + flags + " is " + next
                    + " bytes with the bits after the last cell 0; this one is " + bytes.length + " bytes");
        }
        check(rules, lieSeed, clues, source);
        if (clues != null && clues.intersects(layout.mines())) {
            throw new InputException(source, "a given clue lies on a mine");
        }
        return new ShareLink.Contents(layout, start, rules.text(), lieSeed, clues);
    }

    private static RuleSet rules(String text, String source) {
        RuleSet rules;
        try {
            rules = RuleSet.parse(text);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
        if (!rules.text().equals(text)) {
            throw new InputException(source, "the link's rules '" + text + "' are not in canonical form (" + rules.text() + ")");
        }
        return rules;
    }

    /** As a board set's checks: classic rules only on a puzzle, a lie seed on liar boards and on them only. */
    private static void check(RuleSet rules, Long lieSeed, BitSet clues, String source) {
        if (rules.vanilla() && clues == null) {
            throw new InputException(source, "a version 2 link with rules V and no given clues is a classic board: "
                    + "its link is version 1");
        }
        boolean liar = rules.clue() instanceof Liar;
        if (liar != (lieSeed != null)) {
            throw new InputException(source, liar ? "a liar board's link (rules " + rules + ") carries its lie seed (flag 1)"
                    : "a lie seed (flag 1) is for boards under the liar rule L only");
        }
    }

    private static long seed(byte[] bytes, int at) {
        long seed = 0;
        for (int k = 0; k < 8; k++) {
            seed = seed << 8 | (bytes[at + k] & 0xFF);
        }
        return seed;
    }
}
