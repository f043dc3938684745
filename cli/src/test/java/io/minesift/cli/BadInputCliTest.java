package io.minesift.cli;

import io.minesift.minesweeper.format.BadFiles;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every bad file of {@link BadFiles#all} through the command line: exit 2, one line on stderr
 * naming the file and the problem, no stack trace, nothing on stdout, and no output written.
 */
class BadInputCliTest {
    @TempDir
    Path dir;

    static Stream<BadFiles.Case> cases() {
        return BadFiles.all().stream();
    }

    private Path save(BadFiles.Case c) throws Exception {
        Path file = dir.resolve("in").resolve(c.fileName());
        Files.createDirectories(file.getParent());
        if (c.content() != null) {
            Files.write(file, c.content());
        }
        return file;
    }

    private List<String> outFolder() throws Exception {
        Path out = dir.resolve("out");
        if (!Files.exists(out)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void show(BadFiles.Case c) throws Exception {
        Path file = save(c);
        Cli.Result r = Cli.run("show", file);
        if (c.position()) {
            // a game position is something show draws; only reading it as a board fails
            assertEquals(0, r.code(), r.toString());
            return;
        }
        Cli.assertBadInput(r, file.toString(), c.problem());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void convertToNewJsonWritesNothing(BadFiles.Case c) throws Exception {
        Path file = save(c);
        Path out = dir.resolve("out/result.json");
        Cli.assertBadInput(Cli.run("convert", file, out), file.toString(), c.problem());
        assertFalse(Files.exists(out));
        assertEquals(List.of(), outFolder());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void convertOverExistingMbfLeavesItUnchanged(BadFiles.Case c) throws Exception {
        Path file = save(c);
        Path out = dir.resolve("out/result.mbf");
        Files.createDirectories(out.getParent());
        byte[] old = {3, 2, 0, 2, 2, 0, 0, 1};
        Files.write(out, old);
        Cli.assertBadInput(Cli.run("convert", file, out), file.toString(), c.problem());
        assertArrayEquals(old, Files.readAllBytes(out));
        assertEquals(List.of("result.mbf"), outFolder());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void convertToFolderCreatesNoFolder(BadFiles.Case c) throws Exception {
        Path file = save(c);
        Path out = dir.resolve("out/boards");
        Cli.assertBadInput(Cli.run("convert", file, out, "--to", "mine"), file.toString(), c.problem());
        assertFalse(Files.exists(out));
    }
}
