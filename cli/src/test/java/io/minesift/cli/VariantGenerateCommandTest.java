package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code generate --rules}: board sets and {@code .mine} files that name the rules, ids that cover
 * them, the same boards for the same seed, vanilla output unchanged, and one-line errors.
 */
class VariantGenerateCommandTest {
    @TempDir
    Path dir;

    /**
     * The files under {@code vanilla-generate/} were written by this branch's parent on main
     * (commit 090ddca) with the same commands; vanilla generation must give the same bytes, with
     * and without {@code --rules V}.
     */
    @Test
    void vanillaBoardsAreByteIdenticalToMainsOutput() throws Exception {
        Object[][] runs = {
                {"uniform.json", "generate", "9x9x10", "--count", 20, "--seed", 7, "--first-click", "zero", "--start", "3,3"},
                {"no-guess.json", "generate", "8x8x10", "--no-guess", "--count", 5, "--seed", 7, "--start", "center"}};
        for (Object[] run : runs) {
            byte[] expected = getClass().getResourceAsStream("/vanilla-generate/" + run[0]).readAllBytes();
            for (boolean namedV : new boolean[]{false, true}) {
                Path out = dir.resolve((namedV ? "v-" : "") + run[0]);
                Object[] args = java.util.Arrays.copyOfRange(run, 1, run.length + (namedV ? 4 : 2));
                args[run.length - 1] = "--out";
                args[run.length] = out;
                if (namedV) {
                    args[run.length + 1] = "--rules";
                    args[run.length + 2] = "V";
                }
                assertEquals(0, Cli.run(args).code(), java.util.Arrays.toString(args));
                assertArrayEquals(expected, Files.readAllBytes(out), run[0] + (namedV ? " with --rules V" : ""));
            }
        }
    }

    /**
     * main's {@code board.mine} was the solved board; the file now keeps the start cell, so it is
     * main's text with every clue hidden but the start's (the corner, A1): the same layout, and
     * the start that the JSON set records.
     */
    @Test
    void vanillaMineFileIsMainsBoardWithItsStartKept() throws Exception {
        String mains = new String(getClass().getResourceAsStream("/vanilla-generate/board.mine").readAllBytes(),
                java.nio.charset.StandardCharsets.US_ASCII);
        String[] lines = mains.split("\n");
        StringBuilder expected = new StringBuilder(lines[0]).append('\n');
        for (int y = 1; y < lines.length; y++) {
            for (int x = 0; x < lines[y].length(); x++) {
                char c = lines[y].charAt(x);
                expected.append(c == 'M' || (x == 0 && y == 1) ? c : 'H');
            }
            expected.append('\n');
        }
        for (String[] rules : new String[][]{{}, {"--rules", "V"}}) {
            Path out = dir.resolve("board" + rules.length + ".mine");
            List<Object> args = new java.util.ArrayList<>(List.of("generate", "9x9x10", "--seed", 7, "--out", out));
            args.addAll(List.of((Object[]) rules));
            assertEquals(0, Cli.run(args.toArray()).code());
            assertEquals(expected.toString(), Files.readString(out));
        }
    }

    @Test
    void boardSetsNameTheRulesAndIdsCoverThem() throws Exception {
        Path tx = dir.resolve("tx.json");
        Path tw = dir.resolve("tw.json");
        assertEquals(0, Cli.run("generate", "6x6x10", "--rules", "t,x", "--count", 6, "--seed", 4, "--out", tx).code());
        assertEquals(0, Cli.run("generate", "6x6x10", "--rules", "T,W", "--count", 6, "--seed", 4, "--out", tw).code());
        List<Instance> a = BoardSetJson.read(Files.readAllBytes(tx), "tx");
        List<Instance> b = BoardSetJson.read(Files.readAllBytes(tw), "tw");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            assertEquals("T,X", a.get(i).rules());
            assertTrue(RuleSet.parse("T").holds(a.get(i).geometry(), io.minesift.minesweeper.variant.Cells.of(a.get(i).layout())));
            // The rules change the id even where the clue rule does not change the layout drawn.
            assertEquals(a.get(i).layout(), b.get(i).layout());
            assertNotEquals(a.get(i).id(), b.get(i).id());
            assertNotEquals(Instance.idOf(a.get(i).layout(), a.get(i).start()), a.get(i).id());
            ids.add(a.get(i).id());
        }
        assertEquals(6, ids.size());
        assertTrue(Files.readString(tx).contains("\"rules\" : \"T,X\""));
        Path again = dir.resolve("again.json");
        assertEquals(0, Cli.run("generate", "6x6x10", "--rules", "T,X", "--count", 6, "--seed", 4, "--out", again).code());
        assertArrayEquals(Files.readAllBytes(tx), Files.readAllBytes(again));
    }

    @Test
    void aMineFileShowsTheMinesAndTheStartUnderItsRules() throws Exception {
        Path mine = dir.resolve("b.mine");
        Path set = dir.resolve("b.json");
        assertEquals(0, Cli.run("generate", "5x5x8", "--rules", "Q,W", "--seed", 2, "--out", mine).code());
        assertEquals(0, Cli.run("generate", "5x5x8", "--rules", "Q,W", "--seed", 2, "--out", set).code());
        String text = Files.readString(mine);
        assertTrue(text.startsWith("5x5x8 Q,W\n"), text);
        var p = VariantText.parse(text, "b.mine", null);
        assertEquals(8, Long.bitCount(p.flagged()));
        assertEquals(1L, p.revealed(), "the start, the corner A1, alone revealed:\n" + text);
        // Read back, the board's own layout is the only one that fits (every mine is shown), and the
        // board is the set's, start and all.
        assertEquals(1, io.minesift.minesweeper.variant.VariantBruteForce.of(p).layouts());
        assertEquals(BoardSetJson.read(Files.readAllBytes(set), "b.json").get(0).id(),
                io.minesift.minesweeper.format.BoardFiles.defaults().readWithRules(mine).get(0).id());
    }

    @Test
    void badRequestsAreOneLine() {
        Cli.assertBadInput(Cli.run("generate", "6x6x10", "--rules", "T,Z"), "unknown rule 'Z'");
        Cli.assertBadInput(Cli.run("generate", "9x9x10", "--rules", "T,X", "--puzzle"), "at most 64 cells");
        Cli.assertBadInput(Cli.run("generate", "5x5x20", "--rules", "N", "--no-guess", "--first-click", "safe",
                        "--start", "center", "--seed", 5),
                "could not make a no-guess 5x5 board with 20 mines under N", "--puzzle");
        Cli.assertBadInput(Cli.run("generate", "6x6x10", "--rules", "B"), "no 6x6x10 layout obeys the rules B,V");
        // 7 cells of a 4×4 board in the start's row and column leave 9 for 10 mines: the count says so at once.
        Cli.assertBadInput(Cli.run("generate", "4x4x10", "--rules", "E", "--first-click", "zero", "--start", "center"),
                "met --first-click zero at", "the layouts with the start clear are none");
        Cli.assertBadInput(Cli.run("generate", "6x6x10", "--rules", "T", "--no-guess", "--logic", "two-body"), "two-body");
        Cli.assertBadInput(Cli.run("generate", "6x6x10", "--rules", "T", "--out", dir.resolve("x.mbf")), "x.mbf",
                "cannot name variant rules");
    }

    @Test
    void vanillaCommandsRefuseVariantBoardSets() throws Exception {
        Path tx = dir.resolve("tx.json");
        assertEquals(0, Cli.run("generate", "6x6x10", "--rules", "T,X", "--count", 2, "--out", tx).code());
        Cli.assertBadInput(Cli.run("show", tx), tx.toString(), "board 1 follows the variant rules T,X");
        assertNull(BoardSetJson.read(BoardSetJson.write(List.of(Instance.of(
                io.minesift.minesweeper.board.MineLayout.of(io.minesift.minesweeper.board.Geometry.of(2, 2), new java.util.BitSet()),
                new io.minesift.minesweeper.board.Cell(0, 0), io.minesift.minesweeper.board.Provenance.imported("x", "corner")))), "v").get(0).rules());
    }

    /**
     * Puzzles: a set of format version 2 whose boards carry their given clues (read back equal,
     * written again byte for byte), ids that cover the clues, a .mine file that is the puzzle's
     * position (the clues shown, every other cell hidden) from which the exact engine's play-out
     * finishes the board, a version-1 set with clues refused, and one-line errors for bad requests.
     */
    @Test
    void puzzlesCarryTheirCluesInSetsAndMineFiles() throws Exception {
        Path set = dir.resolve("p.json");
        assertEquals(0, Cli.run("generate", "5x5x10", "--rules", "L", "--puzzle", "--count", 3, "--seed", 4, "--out", set).code());
        String text = Files.readString(set);
        assertTrue(text.contains("\"version\" : 2"), text);
        assertTrue(text.contains("\"clues\" : ["), text);
        List<Instance> boards = BoardSetJson.read(Files.readAllBytes(set), "p");
        for (Instance b : boards) {
            assertEquals("L", b.rules());
            assertTrue(b.clues().cardinality() > 0);
            java.util.BitSet none = new java.util.BitSet();
            assertNotEquals(Instance.idOf(b.layout(), b.start(), b.rules(), none), b.id());
            assertNotEquals(Instance.idOf(b.layout(), b.start(), b.rules()), b.id());
        }
        assertArrayEquals(Files.readAllBytes(set), BoardSetJson.write(boards));
        Path v1 = dir.resolve("v1.json");
        Files.writeString(v1, text.replace("\"version\" : 2", "\"version\" : 1"));
        Cli.assertBadInput(Cli.run("show", v1), v1.toString(), "\"clues\" (a puzzle) needs format version 2");

        Path mine = dir.resolve("p.mine");
        assertEquals(0, Cli.run("generate", "5x5x10", "--rules", "T,X", "--puzzle", "--seed", 4, "--out", mine).code());
        var p = VariantText.parse(Files.readString(mine), "p.mine", null);
        Instance same = BoardSetJson.read(Cli.run("generate", "5x5x10", "--rules", "T,X", "--puzzle", "--seed", 4).out()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8), "stdout").get(0);
        long clues = same.clues().toLongArray()[0];
        long mines = io.minesift.minesweeper.variant.Cells.of(same.layout());
        // the given clues with the cells they open, as the game shows them (README, Openings)
        assertEquals(io.minesift.minesweeper.variant.generate.Opening.reveal(p.geometry(), RuleSet.parse("T,X").clue(), mines, 0, clues),
                p.revealed());
        assertEquals(0, p.flagged());
        assertTrue(io.minesift.minesweeper.variant.generate.ExactPlayOut.solves(p.geometry(), RuleSet.parse("T,X"), mines, clues,
                io.minesift.minesweeper.variant.generate.VariantGenerator.lies(same, RuleSet.parse("T,X"))));

        Cli.assertBadInput(Cli.run("generate", "5x5x10", "--puzzle"), "--puzzle needs --rules");
        Cli.assertBadInput(Cli.run("generate", "5x5x10", "--rules", "T", "--puzzle", "--no-guess"), "two kinds of board");
    }
}
