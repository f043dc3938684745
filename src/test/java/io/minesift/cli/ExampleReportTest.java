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
 * The committed example report is what its documented command writes, byte for byte, every file:
 * {@code minesift sift 9x9x14 --count 30 --repeats 40 --out reports/examples/sift-9x9x14}.
 */
class ExampleReportTest {
    private static final Path EXAMPLE = Path.of("reports", "examples", "sift-9x9x14");

    @TempDir
    Path dir;

    @Test
    void theExampleIsItsCommandsOutput() throws Exception {
        Path out = dir.resolve("sift-9x9x14");
        Cli.Result r = Cli.run("sift", "9x9x14", "--count", 30, "--repeats", 40, "--out", out);
        assertEquals(0, r.code(), r.toString());
        List<Path> expected = files(EXAMPLE);
        assertEquals(expected, files(out), "the same files");
        for (Path file : expected) {
            assertArrayEquals(Files.readAllBytes(EXAMPLE.resolve(file)), Files.readAllBytes(out.resolve(file)), file.toString());
        }
    }

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }
}
