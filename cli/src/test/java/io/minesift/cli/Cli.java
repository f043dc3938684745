package io.minesift.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs {@link Main#execute} with string-backed streams. */
final class Cli {
    private Cli() {
    }

    record Result(int code, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }

        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout:\n" + out + "\n--- stderr:\n" + err;
        }
    }

    static Result run(Object... args) {
        String[] argv = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            argv[i] = String.valueOf(args[i]);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(argv, new PrintWriter(out), new PrintWriter(err));
        return new Result(code, out.toString(), err.toString());
    }

    /**
     * The contract for bad input: exit 2, nothing on stdout, exactly one line on stderr that starts
     * with "minesift", contains every {@code expected} text, and shows no stack trace.
     */
    static void assertBadInput(Result r, String... expected) {
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertEquals(1, r.errLines().size(), r.toString());
        String line = r.errLines().get(0);
        assertTrue(line.startsWith("minesift"), r.toString());
        for (String text : expected) {
            assertTrue(line.contains(text), "missing '" + text + "' in: " + line);
        }
        assertNoStackTrace(r);
    }

    static void assertNoStackTrace(Result r) {
        assertFalse(r.err().contains("\tat "), r.toString());
        assertFalse(r.err().contains("Exception"), r.toString());
    }
}
