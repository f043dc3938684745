package io.minesift.cli;

import io.minesift.minesweeper.format.BadFiles;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad options and values: exit 2, nothing on stdout, an stderr that starts with "minesift" and
 * names the offending value, no stack trace, no output file. Option errors found by the parser add
 * a second line pointing at --help.
 */
class BadOptionsCliTest {
    @TempDir
    Path dir;

    static Stream<Arguments> badCommands() {
        return Stream.of(
                Arguments.of(List.of("generate", "expert", "--first-click", "maybe"), "unknown first-click rule 'maybe'"),
                Arguments.of(List.of("generate", "0x5x1"), "width must be between 1 and 255, got 0"),
                Arguments.of(List.of("generate", "5x0x1"), "height must be between 1 and 255, got 0"),
                Arguments.of(List.of("generate", "256x5x1"), "width must be between 1 and 255, got 256"),
                Arguments.of(List.of("generate", "3x3x10"), "10 mines do not fit on a 3x3 board"),
                Arguments.of(List.of("generate", "huge"), "'huge' is not a board"),
                Arguments.of(List.of("generate", "expert", "--count", "0"), "--count must be at least 1, got 0"),
                Arguments.of(List.of("generate", "expert", "--count", "-3"), "--count must be at least 1, got -3"),
                Arguments.of(List.of("generate", "expert", "--count", "many"), "many"),
                Arguments.of(List.of("generate", "expert", "--start", "30,3"), "start cell AE4 is outside the 30x16 board"),
                Arguments.of(List.of("generate", "expert", "--start", "3,16"), "start cell D17 is outside the 30x16 board"),
                Arguments.of(List.of("generate", "expert", "--start", "middle"), "unknown start 'middle'"),
                Arguments.of(List.of("generate", "expert", "--start", "auto"), "start 'auto' picks a cell of a finished board"),
                Arguments.of(List.of("generate", "3x3x9", "--first-click", "safe"), "does not fit the 'safe' first-click rule"),
                Arguments.of(List.of("generate", "expert", "--frobnicate"), "--frobnicate"),
                Arguments.of(List.of("generate"), "BOARD"),
                Arguments.of(List.of("frobnicate"), "frobnicate"),
                Arguments.of(List.of("show"), "FILE"),
                Arguments.of(List.of("convert", "SET"), "OUT"),
                Arguments.of(List.of("convert", "SET", "OUT", "--to", "xml"), "unknown format 'xml'"),
                Arguments.of(List.of("show", "SET", "--index", "1", "--id", "x"), "give --index or --id, not both"),
                Arguments.of(List.of("show", "SET", "--import-start", "nowhere"), "unknown start 'nowhere'"),
                Arguments.of(List.of("pack", "SET", "--category", "hard", "--out", "OUT"), "unknown category 'hard'"),
                Arguments.of(List.of("filter", "SET", "--keep", "easy", "--out", "OUT"), "unknown category 'easy'"),
                Arguments.of(List.of("sift", "--repeats", "0", "--out", "OUT"), "--repeats must be from 1 to 100,000, got 0"),
                Arguments.of(List.of("sift", "--k", "0", "--out", "OUT"), "k must be at least 1, got 0"),
                Arguments.of(List.of("filter", "SET", "--min-strong", "2", "--out", "OUT"), "--min-strong must be between 0 and 1, got 2.0"),
                Arguments.of(List.of("filter", "SET", "--keep", "luck-bound", "--out", "OUT"), "ab.json: not a folder"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badCommands")
    void badOptionExitsTwo(List<String> command, String problem) throws Exception {
        Path set = dir.resolve("ab.json");
        Files.writeString(set, BadFiles.TWO_BOARDS);
        Path out = dir.resolve("out.json");
        List<String> args = new ArrayList<>();
        for (String a : command) {
            args.add(a.equals("SET") ? set.toString() : a.equals("OUT") ? out.toString() : a);
        }
        if (command.get(0).equals("generate") && command.size() > 1) {
            args.add("--out");
            args.add(out.toString());
        }
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertTrue(r.err().startsWith("minesift"), r.toString());
        assertTrue(r.errLines().get(0).contains(problem), r.toString());
        assertTrue(r.errLines().size() <= 2, r.toString());
        Cli.assertNoStackTrace(r);
        assertFalse(Files.exists(out), "no output file");
    }
}
