package io.minesift.cli;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.format.VariantBoardFiles;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.VariantGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A liar board's lies are its own: drawn per board from its stream, stored with it (board sets,
 * MBF rules companions), covered by its id, so boards of one size, start and rules do not share
 * which way their clues lie (README, The liar's lies and growth).
 */
class LiarLieSeedTest {
    @TempDir
    Path dir;

    private static List<Instance> generate(Object... args) {
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.toString());
        return BoardSetJson.read(r.out().getBytes(StandardCharsets.UTF_8), "stdout");
    }

    /**
     * The cells that lie up on a board: those where the shown clue is the true count plus one,
     * among the cells whose count is neither 0 nor the scope's size (where the rule has a choice).
     */
    private static long liesUp(Instance b, long free) {
        RuleSet rules = RuleSet.parse(b.rules());
        Geometry g = b.geometry();
        long mines = Cells.of(b.layout());
        VariantPosition all = VariantPosition.reveal(g, rules, mines, Cells.all(g) & ~mines, 0, VariantGenerator.lies(b, rules));
        long up = 0;
        for (long c = free; c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            int truth = ((ClueValue.Count) rules.clue().measure(g, cell, mines)).value();
            if (((ClueValue.Count) all.clue(cell)).value() > truth) {
                up |= 1L << cell;
            }
        }
        return up;
    }

    /** The safe cells of a board whose count is strictly between 0 and its scope's size. */
    private static long free(Instance b) {
        Geometry g = b.geometry();
        RuleSet rules = RuleSet.parse(b.rules());
        long mines = Cells.of(b.layout());
        long free = 0;
        for (long c = Cells.all(g) & ~mines; c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            int truth = ((ClueValue.Count) rules.clue().measure(g, cell, mines)).value();
            if (truth > 0 && truth < rules.clue().scope(g, cell).length) {
                free |= 1L << cell;
            }
        }
        return free;
    }

    /**
     * Two boards of one command (same size, start and rules) have their own seeds, and on the cells
     * where both have a choice they lie in different directions; the same seed and index give the
     * same board again. Before this change both boards took the seed of the empty board's id, so
     * their directions were equal on every shared cell.
     */
    @Test
    void twoBoardsOfOneCommandLieDifferently() {
        List<Instance> boards = generate("generate", "6x6x14", "--rules", "L", "--start", "center", "--first-click", "safe",
                "--count", 2, "--seed", 3);
        Instance a = boards.get(0);
        Instance b = boards.get(1);
        assertNotNull(a.lieSeed());
        assertNotNull(b.lieSeed());
        assertNotEquals(a.lieSeed(), b.lieSeed());
        // the same layout shown with each board's seed: the directions differ on the cells where the rule has a choice
        Instance bOnA = new Instance(null, a.layout(), a.start(), a.source(), a.rules(), null, b.lieSeed());
        long shared = free(a);
        assertTrue(Long.bitCount(shared) >= 10, "cells with a choice: " + Long.bitCount(shared));
        assertNotEquals(liesUp(a, shared), liesUp(bOnA, shared));
        assertEquals(boards, generate("generate", "6x6x14", "--rules", "L", "--start", "center", "--first-click", "safe",
                "--count", 2, "--seed", 3));
    }

    /** The seed survives a board set, JSON lines and an MBF companion; the id covers it; other boards carry none. */
    @Test
    void theSeedRoundTripsAndTheIdCoversIt() throws Exception {
        Path set = dir.resolve("l.json");
        assertEquals(0, Cli.run("generate", "5x5x10", "--rules", "T,L", "--count", 2, "--seed", 8, "--out", set).code());
        String text = Files.readString(set);
        assertTrue(text.contains("\"lieSeed\" : \""), text);
        List<Instance> boards = BoardSetJson.read(Files.readAllBytes(set), "l.json");
        assertArrayEquals(Files.readAllBytes(set), BoardSetJson.write(boards));
        Instance a = boards.get(0);
        assertEquals(Instance.idOf(a.layout(), a.start(), a.rules(), null, a.lieSeed()), a.id());
        assertNotEquals(Instance.idOf(a.layout(), a.start(), a.rules()), a.id());
        Instance other = new Instance(null, a.layout(), a.start(), a.source(), a.rules(), null, a.lieSeed() ^ 1);
        assertNotEquals(a.id(), other.id());
        String seed = java.util.HexFormat.of().toHexDigits(a.lieSeed());
        String flipped = java.util.HexFormat.of().toHexDigits(a.lieSeed() ^ 1);
        Path forged = dir.resolve("forged.json");
        Files.writeString(forged, text.replaceFirst(seed, flipped));
        Cli.assertBadInput(Cli.run("show", forged), "forged.json", "board 1", "does not match its content");

        Path one = dir.resolve("one.json");
        Files.write(one, BoardSetJson.write(List.of(a)));
        Path mbf = dir.resolve("a.mbf");
        assertEquals(0, Cli.run("convert", one, mbf).code());
        String companion = Files.readString(dir.resolve("a.mbf.rules.json"));
        assertTrue(companion.contains("\"lieSeed\" : \"" + seed + "\""), companion);
        Instance back = VariantBoardFiles.withCompanion(a.layout(), companion.getBytes(StandardCharsets.UTF_8), "c", a.source());
        assertEquals(a.lieSeed(), back.lieSeed());
        assertEquals(a.id(), back.id());

        List<Instance> tx = generate("generate", "5x5x10", "--rules", "T,X", "--seed", 8);
        assertNull(tx.get(0).lieSeed());
        assertEquals(Instance.idOf(tx.get(0).layout(), tx.get(0).start(), "T,X"), tx.get(0).id());
    }

    /** A lie seed on a board that does not lie, or one that is no 16 hex digits, is refused naming the file. */
    @Test
    void aSeedWhereNoneBelongsIsRefused() throws Exception {
        String board = """
                {"width": 4, "height": 3, "mines": 3, "rules": "RULES", "lieSeed": "SEED", "start": [0, 2],
                 "source": {"generator": "uniform", "seed": 7, "index": 0, "firstClick": "safe", "start": "corner"},
                 "layout": ["**.*", "....", "...."]}""";
        Path x = dir.resolve("x.json");
        Files.writeString(x, io.minesift.minesweeper.format.BadFiles.set(board.replace("RULES", "X").replace("SEED", "00000000000000ff")));
        Cli.assertBadInput(Cli.run("show", x), "x.json", "board 1", "\"lieSeed\" is for boards under the liar rule L only");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, io.minesift.minesweeper.format.BadFiles.set(board.replace("RULES", "L").replace("SEED", "ff")));
        Cli.assertBadInput(Cli.run("show", bad), "bad.json", "board 1", "must be 16 hex digits");
    }
}
