package io.minesift.cli;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.format.Mbf;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code minesift generate}: reproducible files, stdout sets, single-board files. */
class GenerateCommandTest {
    @TempDir
    Path dir;

    @Test
    void sameCommandTwiceGivesByteIdenticalFilesOf1000Boards() throws Exception {
        Path first = dir.resolve("run1/e.json");
        Path second = dir.resolve("run2/e.json");
        for (Path out : List.of(first, second)) {
            Cli.Result r = Cli.run("generate", "expert", "--count", 1000, "--seed", 7, "--first-click", "zero",
                    "--start", "3,3", "--out", out);
            assertEquals(0, r.code(), r.toString());
            assertEquals("", r.err());
            assertEquals("wrote 1000 boards to " + out, r.out().strip());
        }
        byte[] bytes = Files.readAllBytes(first);
        assertArrayEquals(bytes, Files.readAllBytes(second));

        List<Instance> boards = BoardSetJson.read(bytes, first.toString());
        assertEquals(1000, boards.size());
        for (int i = 0; i < boards.size(); i++) {
            Instance b = boards.get(i);
            // expert is 30x16 with 99 mines; the rule and start come from the options
            assertEquals("30x16x99", b.spec().toString());
            assertEquals(new Cell(3, 3), b.start());
            assertTrue(FirstClickRule.ZERO.allows(b.layout(), b.startIndex()), "board " + i);
            assertEquals(7L, b.source().seed());
            assertEquals(i, b.source().index());
            assertEquals(FirstClickRule.ZERO, b.source().firstClick());
        }
        assertEquals(1000, new HashSet<>(boards.stream().map(Instance::id).toList()).size(), "distinct boards");
    }

    @Test
    void anotherSeedGivesOtherBoards() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        assertEquals(0, Cli.run("generate", "beginner", "--count", 5, "--seed", 1, "--out", a).code());
        assertEquals(0, Cli.run("generate", "beginner", "--count", 5, "--seed", 2, "--out", b).code());
        List<String> idsA = BoardSetJson.read(Files.readAllBytes(a), "a").stream().map(Instance::id).toList();
        List<String> idsB = BoardSetJson.read(Files.readAllBytes(b), "b").stream().map(Instance::id).toList();
        assertFalse(idsA.stream().anyMatch(idsB::contains));
    }

    @Test
    void withoutOutPrintsAJsonSetOnStdout() {
        Cli.Result r = Cli.run("generate", "beginner", "--seed", 3);
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err());
        List<Instance> boards = BoardSetJson.read(r.out().getBytes(StandardCharsets.UTF_8), "stdout");
        assertEquals(1, boards.size());
        Instance b = boards.get(0);
        // defaults: count 1, first click safe, start corner
        assertEquals("9x9x10", b.spec().toString());
        assertEquals(new Cell(0, 0), b.start());
        assertFalse(b.layout().isMine(0));
        assertEquals(FirstClickRule.SAFE, b.source().firstClick());
        // stdout is the same as the file the same command writes
        assertEquals(r.out(), Cli.run("generate", "beginner", "--seed", 3).out());
    }

    @Test
    void stdoutAndFileHoldTheSameBytes() throws Exception {
        Path out = dir.resolve("s.json");
        Cli.Result toStdout = Cli.run("generate", "8x5x7", "--count", 4, "--seed", 11, "--start", "center");
        Cli.Result toFile = Cli.run("generate", "8x5x7", "--count", 4, "--seed", 11, "--start", "center", "--out", out);
        assertEquals(0, toStdout.code());
        assertEquals(0, toFile.code());
        assertEquals(toStdout.out(), Files.readString(out));
    }

    @Test
    void writesOneBoardAsMineOrMbf() throws Exception {
        Path mine = dir.resolve("b.mine");
        Path mbf = dir.resolve("b.mbf");
        assertEquals(0, Cli.run("generate", "5x4x6", "--seed", 9, "--out", mine).code());
        assertEquals(0, Cli.run("generate", "5x4x6", "--seed", 9, "--out", mbf).code());
        MineLayout fromText = MineText.layoutOf(MineText.parse(Files.readString(mine), "b.mine"), "b.mine");
        assertEquals(6, fromText.mineCount());
        assertEquals(fromText, Mbf.read(Files.readAllBytes(mbf), "b.mbf"));
    }

    /**
     * A .mine file lost its start before: it showed every clue, so hint found "no cell is hidden",
     * and read back the board got the import rule's start. Now the file shows the start cell as its
     * one revealed cell, reads back as the set's board (same id), and hint and probabilities
     * analyse what the start click reveals, here worked out by the test's own flood fill.
     */
    @Test
    void aMineFileKeepsItsStartAndHintsFromIt() throws Exception {
        Path mine = dir.resolve("b.mine");
        Path set = dir.resolve("b.json");
        for (Path out : List.of(mine, set)) {
            assertEquals(0, Cli.run("generate", "9x9x10", "--seed", 3, "--first-click", "zero", "--start", "center",
                    "--out", out).code());
        }
        Instance board = BoardSetJson.read(Files.readAllBytes(set), "b.json").get(0);
        Cli.Result shown = Cli.run("show", mine);
        assertTrue(shown.out().contains("board " + board.id() + ": 9x9, 10 mines, start E5\n"), shown.out());
        Path position = dir.resolve("start.mine");
        Files.writeString(position, startPosition(board.layout(), board.startIndex()));
        for (String command : List.of("hint", "probabilities")) {
            Cli.Result fromBoard = Cli.run(command, mine);
            assertEquals(0, fromBoard.code(), fromBoard.toString());
            assertEquals(Cli.run(command, position).out(), fromBoard.out());
            assertTrue(fromBoard.err().contains("start click on E5"), fromBoard.err());
        }
        assertFalse(Cli.run("hint", mine).out().contains("no cell is hidden"));
    }

    /** The .mine position after a click on {@code start}: zeros open their neighbours, mines stay hidden. */
    private static String startPosition(MineLayout layout, int start) {
        var g = layout.geometry();
        boolean[] open = new boolean[g.size()];
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(start));
        while (!todo.isEmpty()) {
            int c = todo.pop();
            if (open[c]) {
                continue;
            }
            open[c] = true;
            if (layout.clue(c) == 0) {
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int x = g.x(c) + dx;
                        int y = g.y(c) + dy;
                        if (x >= 0 && y >= 0 && x < g.width() && y < g.height()) {
                            todo.push(g.index(x, y));
                        }
                    }
                }
            }
        }
        StringBuilder text = new StringBuilder("9x9x10\n");
        for (int c = 0; c < g.size(); c++) {
            text.append(open[c] ? (char) ('0' + layout.clue(c)) : 'H').append(g.x(c) == g.width() - 1 ? "\n" : "");
        }
        return text.toString();
    }

    @Test
    void severalBoardsIntoOneMineFileIsRefused() {
        Path mine = dir.resolve("x.mine");
        Cli.Result r = Cli.run("generate", "3x3x2", "--count", 2, "--out", mine);
        Cli.assertBadInput(r, mine.toString(), "holds one board, not 2");
        assertFalse(Files.exists(mine));
    }

    @Test
    void fullBoardAndOneByOneAreGenerated() {
        Cli.Result full = Cli.run("generate", "4x1x4", "--first-click", "none");
        assertEquals(0, full.code(), full.toString());
        assertEquals(4, BoardSetJson.read(full.out().getBytes(StandardCharsets.UTF_8), "o").get(0).layout().mineCount());
        Cli.Result one = Cli.run("generate", "1x1x0");
        assertEquals(0, one.code(), one.toString());
    }
}
