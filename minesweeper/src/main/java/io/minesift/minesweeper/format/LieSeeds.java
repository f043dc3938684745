package io.minesift.minesweeper.format;

import io.minesift.minesweeper.variant.Liar;
import io.minesift.minesweeper.variant.RuleSet;

import java.util.HexFormat;

/**
 * A liar board's lie seed as stored in board sets and MBF rules companions: the field
 * {@code lieSeed}, 16 hex digits (a string, so that tools reading JSON numbers as doubles keep
 * every bit). Present on liar boards only: a liar board without it is refused rather than given
 * a default seed, since a default shared by every such board is what lets a player learn the lies.
 */
final class LieSeeds {
    /** The field's name. */
    static final String FIELD = "lieSeed";

    private LieSeeds() {
    }

    static String text(long seed) {
        return HexFormat.of().toHexDigits(seed);
    }

    /**
     * The seed a board's {@code lieSeed} field gives, checked against its rules (canonical text, or
     * null for vanilla).
     *
     * @throws IllegalArgumentException when a liar board lacks the field, another board has it, or it is no 16 hex digits
     */
    static Long read(String text, String rules) {
        boolean liar = rules != null && RuleSet.parse(rules).clue() instanceof Liar;
        if (text == null) {
            if (liar) {
                throw new IllegalArgumentException("a liar board (rules " + rules + ") needs \"" + FIELD
                        + "\", the seed of its lies (16 hex digits), as generate writes it");
            }
            return null;
        }
        if (!liar) {
            throw new IllegalArgumentException("\"" + FIELD + "\" is for boards under the liar rule L only");
        }
        if (text.length() != 16 || !text.chars().allMatch(c -> "0123456789abcdefABCDEF".indexOf(c) >= 0)) {
            throw new IllegalArgumentException("\"" + FIELD + "\" must be 16 hex digits, not '" + text + "'");
        }
        return HexFormat.fromHexDigitsToLong(text);
    }
}
