package io.minesift.core.util;

/**
 * Text from an input file made safe to print on a terminal: a file name, a field or a bad line
 * echoed in a message could carry escape sequences that recolour, move or retitle the user's
 * terminal. Every control character (C0, DEL, C1) and every invisible format character (a byte-order
 * mark, a right-to-left override) is written as a visible escape, {@code \x1b} or {@code \ufeff};
 * the rest of the text is left as it is.
 */
public final class Printable {
    private Printable() {
    }

    public static String of(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean unsafe = Character.isISOControl(c) || Character.getType(c) == Character.FORMAT;
            if (unsafe && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (!unsafe) {
                    out.append(c);
                } else if (c <= 0xff) {
                    out.append(String.format("\\x%02x", (int) c));
                } else {
                    out.append(String.format("\\u%04x", (int) c));
                }
            }
        }
        return out == null ? text : out.toString();
    }
}
