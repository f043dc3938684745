package io.minesift.cli;

import io.minesift.core.curate.ReferenceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Minesweeper's shipped reference files are byte for byte what their documented command writes
 * (now through the game-agnostic {@code curate.ReferenceBuilder}): a change to the choosing, the
 * players or the file format shows here before a remade file does.
 */
class ShippedReferenceTest {
    private static final Path SHIPPED = Path.of("minesweeper", "src", "main", "resources", "io", "minesift", "minesweeper", "sift");

    @TempDir
    Path dir;

    @Test
    void theShippedFilesAreWhatTheirCommandWrites() throws Exception {
        Cli.Result r = Cli.run("reference", "--per-category", 40, "--without-ties", 20, "--hard-skill", 20, "--seed", 2026, "--repeats", 100,
                "--quiet", "--out", dir);
        assertEquals(0, r.code(), r.toString());
        for (String file : new String[]{ReferenceSet.BOARDS_FILE, ReferenceSet.LABELS_FILE}) {
            assertArrayEquals(Files.readAllBytes(SHIPPED.resolve(file)), Files.readAllBytes(dir.resolve(file)), file);
        }
    }
}
