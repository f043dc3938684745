package io.minesift.core.util;

/**
 * A JSON string written by hand, as Jackson writes it (quotes, backslashes and control characters
 * escaped): for the code the pack's page runs as JavaScript (TeaVM cannot compile Jackson), so that
 * its JSON is the same text as the command line's.
 */
public final class JsonStrings {
    private JsonStrings() {
    }

    /** {@code s} as a JSON string, appended to {@code out}. */
    public static StringBuilder quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> out.append(c < 0x20 ? String.format("\\u%04X", (int) c) : String.valueOf(c));
            }
        }
        return out.append('"');
    }

    /** {@code s} as a JSON string. */
    public static String quote(String s) {
        return quote(new StringBuilder(), s).toString();
    }
}
