package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The committed example reports are what their documented commands write, byte for byte, every
 * file: {@code minesift sift 9x9x14 --count 30 --repeats 40 --out reports/examples/sift-9x9x14} and
 * {@code minesift sift --game shanghai --layout mini-turtle --count 24 --repeats 40 --out
 * reports/examples/sift-shanghai-mini-turtle}.
 */
class ExampleReportTest {
    private static final Path EXAMPLES = Path.of("reports", "examples");

    @TempDir
    Path dir;

    @Test
    void theMinesweeperExampleIsItsCommandsOutput() throws Exception {
        check("sift-9x9x14", "sift", "9x9x14", "--count", 30, "--repeats", 40);
    }

    @Test
    void theShanghaiExampleIsItsCommandsOutput() throws Exception {
        check("sift-shanghai-mini-turtle", "sift", "--game", "shanghai", "--layout", "mini-turtle", "--count", 24,
                "--repeats", 40, "--quiet");
    }

    private void check(String name, Object... command) throws Exception {
        Path example = EXAMPLES.resolve(name);
        Path out = dir.resolve(name);
        Object[] args = java.util.Arrays.copyOf(command, command.length + 2);
        args[command.length] = "--out";
        args[command.length + 1] = out;
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.toString());
        List<Path> expected = files(example);
        assertEquals(expected, files(out), "the same files");
        for (Path file : expected) {
            assertArrayEquals(Files.readAllBytes(example.resolve(file)), Files.readAllBytes(out.resolve(file)), file.toString());
        }
    }

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            // the lock file is the run's, not the report's: it stays, emptied, where the run was
            return walk.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals(
                    io.minesift.core.util.FolderLock.NAME)).map(root::relativize).sorted().toList();
        }
    }
}
