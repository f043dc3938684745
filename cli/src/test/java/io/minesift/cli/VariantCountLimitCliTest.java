package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a user sees of the exact engine's 64-bit limit. By the bound in
 * {@code variant.VariantCountLimitTest}, the only positions whose weighted count overflows are
 * liar (L) boards of 63 or 64 cells with no mine, every cell revealed. A position file can state
 * one; {@code bench variant} reveals one with its first click; a game reaches one only once it is
 * won, so {@code generate} and {@code sift} (the strong player and the luck-fair referee, which
 * call the engine) never meet it.
 */
class VariantCountLimitCliTest {
    @TempDir
    Path dir;

    /** The 8x8 board with no mine, every cell revealed showing 1: weighted count 2^64. */
    private Path fullyRevealedEmptyLiarBoard() throws Exception {
        StringBuilder text = new StringBuilder("8x8x0 L\n");
        for (int y = 0; y < 8; y++) {
            text.append(String.join(" ", java.util.Collections.nCopies(8, "1"))).append('\n');
        }
        Path f = dir.resolve("empty.mine");
        Files.writeString(f, text.toString());
        return f;
    }

    @Test
    void probabilitiesSaysInOneLineThatTheCountHasNoAnswer() throws Exception {
        Path f = fullyRevealedEmptyLiarBoard();
        Cli.Result r = Cli.run("probabilities", f);
        assertEquals(ProbabilitiesCommand.UNDETERMINED, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertEquals(List.of("minesift: " + f + ": no probabilities: the weighted count of layouts exceeds 64 bits; no answer"),
                r.errLines());
        Cli.assertNoStackTrace(r);
    }

    @Test
    void hintNeverAsksTheEngineAboutABoardWithNothingHidden() throws Exception {
        Cli.Result r = Cli.run("hint", fullyRevealedEmptyLiarBoard());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("Nothing to hint: no cell is hidden."), r.out());
        assertEquals("", r.err(), r.toString());
    }

    @Test
    void benchVariantOnAnEmptyLiarBoardIsOneLineExitTwo() {
        // the first click on a board with no mine opens every cell: the overflowing position itself
        Cli.Result r = Cli.run("bench", "variant", "8x8x0", "--rules", "L", "--count", 1, "--warmup", 0, "-q");
        Cli.assertBadInput(r, "bench variant 8x8x0 rules L", "exceeds 64 bits");
    }

    /** Generated, no-guess and puzzle boards of 64 and 63 cells with no mine: made and sifted to the end. */
    @Test
    void emptyLiarBoardsOfTheLargestSizesAreGeneratedAndSifted() throws Exception {
        for (String size : new String[]{"8x8x0", "7x9x0"}) {
            for (String kind : new String[]{"--first-click=safe", "--no-guess", "--puzzle"}) {
                Path set = dir.resolve(size + kind.replace("=", "") + ".json");
                Cli.Result g = Cli.run("generate", size, "--rules", "L", kind, "--count", 2, "--seed", 1, "-q", "--out", set);
                assertEquals(0, g.code(), g.toString());
                Path out = dir.resolve("out" + size + kind.replace("=", ""));
                Cli.Result s = Cli.run("sift", "--instances", set, "--repeats", 2, "--seed", 1, "-q", "--out", out);
                assertEquals(0, s.code(), s.toString());
                List<String> rows = Files.readAllLines(out.resolve("boards.csv"));
                assertEquals(3, rows.size(), rows.toString());
                rows.subList(1, 3).forEach(row -> assertTrue(row.contains(",too-easy,"), row));
            }
        }
    }
}
