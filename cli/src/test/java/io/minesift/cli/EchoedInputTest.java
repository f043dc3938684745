package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What an input file says reaches the terminal without its escape sequences: in the one line of a
 * bad input, and in show's account of where a board came from. And a count whose product would
 * wrap around an int is refused where it enters.
 */
class EchoedInputTest {
    private static final String ESC = "\u001b";

    @TempDir
    Path dir;

    @Test
    void aBadFilesNameAndLineReachTheTerminalWithoutEscapes() throws Exception {
        Path file = dir.resolve("evil" + ESC + "[2J.tatham.txt");
        Files.writeString(file, "9:9#" + ESC + "]0;owned" + "\u0007\n");
        Cli.Result r = Cli.run("show", file);
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertFalse(r.err().contains(ESC), r.toString());
        assertFalse(r.err().contains("\u0007"), r.toString());
        assertTrue(r.err().contains("\\x1b"), r.toString());
    }

    @Test
    void aBoardsRecordedGeneratorIsShownWithoutEscapes() throws Exception {
        Path set = dir.resolve("set.json");
        assertEquals(0, Cli.run("generate", "9x9x10", "--count", 1, "--out", set).code());
        String json = Files.readString(set);
        assertTrue(json.contains("\"uniform\""), json);
        Files.writeString(set, json.replace("\"uniform\"", "\"uni\\u001b[31mform\""));
        Cli.Result r = Cli.run("show", set);
        assertEquals(0, r.code(), r.toString());
        assertFalse(r.out().contains(ESC), r.toString());
        assertTrue(r.out().contains("uni\\x1b[31mform"), r.toString());
    }

    @Test
    void aReferenceSetTooLargeToCountIsRefused() {
        Cli.assertBadInput(Cli.run("reference", "--per-category", 536871, "--out", dir.resolve("ref")),
                "--per-category must be at most 10000");
    }
}
