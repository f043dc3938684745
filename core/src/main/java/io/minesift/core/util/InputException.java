package io.minesift.core.util;

/**
 * Bad input from a file or the command line, with a one-line message that names the source
 * and, where it helps, the line and column: {@code board.mine: line 3, column 7: unknown character 'x'}.
 */
public final class InputException extends RuntimeException {
    private final String source;

    public InputException(String source, String message) {
        super(source + ": " + message);
        this.source = source;
    }

    public InputException(String source, int line, int column, String message) {
        this(source, "line " + line + ", column " + column + ": " + message);
    }

    public InputException(String source, int line, String message) {
        this(source, "line " + line + ": " + message);
    }

    /** The file (or other source) the input came from. */
    public String source() {
        return source;
    }
}
