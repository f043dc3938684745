package io.minesift.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sample sets in {@code instances/} are exactly what the README's command writes: this keeps
 * them honest and catches any change in generation across JDKs (CI runs on 17 and 25).
 */
class SampleInstancesTest {
    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {"beginner", "intermediate", "expert"})
    void shippedSampleMatchesItsCommand(String preset) throws Exception {
        Path out = temp.resolve(preset + ".json");
        int code = Main.execute(new String[]{"generate", preset, "--count", "10", "--seed", "2026",
                "--first-click", "safe", "--start", "corner", "--out", out.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        assertArrayEquals(Files.readAllBytes(Path.of("instances", preset + ".json")), Files.readAllBytes(out));
    }
}
