package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/**
 * Every number option refuses NaN and the infinities where they enter, in one line: they would
 * pass any range check (NaN compares false with everything) and silently change what a command
 * does (a book's --z of NaN never replaced a move).
 */
class FiniteNumbersCliTest {
    @TempDir
    Path dir;

    @Test
    void nanAndInfinitiesAreRefused() {
        Cli.assertBadInput(Cli.run("book", "--z", "NaN", "--out", dir.resolve("b.json")), "'NaN' is not a finite number");
        Cli.assertBadInput(Cli.run("pack", dir, "--max-luck", "Infinity", "--out", dir.resolve("p")),
                "'Infinity' is not a finite number");
        Cli.assertBadInput(Cli.run("pack", dir, "--max-luck", "-Infinity", "--out", dir.resolve("p")),
                "'-Infinity' is not a finite number");
        Cli.assertBadInput(Cli.run("pack", dir, "--max-luck", "lots", "--out", dir.resolve("p")), "'lots' is not a number");
    }
}
