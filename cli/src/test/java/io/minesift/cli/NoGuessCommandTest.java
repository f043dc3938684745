package io.minesift.cli;

import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardSetJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code generate --no-guess} and {@code bench no-guess} on the command line. */
class NoGuessCommandTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "--logic {0}")
    @CsvSource({"'', no-guess-full", "full, no-guess-full", "two-body, no-guess-two-body"})
    void theGeneratorAndLevelAreRecordedAndReadBack(String level, String generator) {
        List<Object> args = new java.util.ArrayList<>(List.of("generate", "beginner", "--no-guess", "--count", 5,
                "--seed", 4, "--first-click", "zero"));
        if (!level.isEmpty()) {
            args.addAll(List.of("--logic", level));
        }
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(0, r.code(), r.toString());
        List<Instance> boards = BoardSetJson.read(r.out().getBytes(StandardCharsets.UTF_8), "stdout");
        assertEquals(5, boards.size());
        for (Instance b : boards) {
            assertEquals(generator, b.source().generator());
            assertEquals(FirstClickRule.ZERO, b.source().firstClick());
            assertEquals(10, b.layout().mineCount());
        }
    }

    @Test
    void theSameCommandOnManyThreadsGivesByteIdenticalFiles() throws Exception {
        Path first = dir.resolve("a.json");
        Path second = dir.resolve("b.json");
        for (Path out : List.of(first, second)) {
            Cli.Result r = Cli.run("generate", "16x16x50", "--no-guess", "--count", 40, "--seed", 9, "--start", "random",
                    "--out", out);
            assertEquals(0, r.code(), r.toString());
        }
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    @Test
    void logicWithoutNoGuessIsRefused() {
        Cli.assertBadInput(Cli.run("generate", "beginner", "--logic", "two-body"), "--logic applies to --no-guess");
    }

    @Test
    void aFirstClickThatMayHitAMineIsRefused() {
        Cli.assertBadInput(Cli.run("generate", "beginner", "--no-guess", "--first-click", "none"),
                "--first-click safe or zero");
    }

    @Test
    void aBoardTooDenseIsRefusedWithAReason() {
        // Several boards: the failure comes from a worker thread and must still read as one plain line.
        Cli.assertBadInput(Cli.run("generate", "9x9x79", "--no-guess", "--count", 8),
                "could not make a no-guess 9x9x79 board", "use fewer mines");
    }

    @Test
    void moreMinesThanTheRuleLeavesRoomForAreRefused() {
        Cli.assertBadInput(Cli.run("generate", "3x3x5", "--no-guess", "--first-click", "zero", "--start", "center"),
                "does not fit the 'zero' first-click rule");
    }

    @Test
    void anUnknownLevelNamesTheChoices() {
        Cli.Result r = Cli.run("generate", "beginner", "--no-guess", "--logic", "clever");
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertEquals("", r.out());
        assertTrue(r.errLines().get(0).contains("unknown logic 'clever': use two-body or full"), r.toString());
        assertTrue(r.errLines().size() <= 2, r.toString()); // the parser adds a pointer to --help
        Cli.assertNoStackTrace(r);
    }

    @Test
    void benchNoGuessReportsTheMedianTimePerBoard() {
        Cli.Result r = Cli.run("bench", "no-guess", "beginner", "--games", 5, "--warmup", 0, "--logic", "two-body");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("no-guess 9x9x10, two-body logic, first click safe at corner, seed 1: 5 boards"),
                r.out());
        assertTrue(r.out().contains("time per board: median "), r.out());
        assertFalse(r.out().contains("Exception"));
    }
}
