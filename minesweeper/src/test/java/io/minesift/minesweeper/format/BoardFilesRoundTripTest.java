package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.StartRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Round trips between formats through files: a set's boards written to {@code .mine} (which shows
 * the start cell) or MBF (read back with the import rule {@code StartRule.At(original start)}) keep
 * their ids, because an id depends only on size, start and mines.
 */
class BoardFilesRoundTripTest {
    @TempDir
    Path dir;

    /** JSON → single-board files of {@code ext} → JSON: the same ids and layouts, in order. */
    private void jsonThroughSingleBoardFiles(long seed, String ext) {
        List<Instance> original = TestBoards.randomSet(seed);
        Path setFile = dir.resolve("set.json");
        BoardFiles.write(setFile, original);
        List<Instance> fromJson = BoardFiles.defaults().read(setFile);
        assertEquals(original, fromJson);

        List<Instance> reimported = new ArrayList<>();
        for (int i = 0; i < fromJson.size(); i++) {
            Instance board = fromJson.get(i);
            Path single = dir.resolve("board" + i + "." + ext);
            BoardFiles.write(single, List.of(board));
            // A .mine board shows its start cell, which wins over any import rule; MBF has none, and
            // neither has a .mine board whose start holds a mine (written solved).
            boolean shown = ext.equals("mine") && !board.layout().isMine(board.startIndex());
            StartRule rule = shown ? new StartRule.Corner() : new StartRule.At(board.start());
            List<Instance> read = new BoardFiles(rule, 0).read(single);
            assertEquals(1, read.size());
            assertEquals(board.layout(), read.get(0).layout());
            assertEquals(board.start(), read.get(0).start());
            assertEquals("import", read.get(0).source().generator());
            assertEquals(single.getFileName().toString(), read.get(0).source().origin());
            reimported.add(read.get(0));
        }
        Path back = dir.resolve("back.json");
        BoardFiles.write(back, reimported);
        List<Instance> again = BoardFiles.defaults().read(back);
        assertEquals(original.stream().map(Instance::id).toList(), again.stream().map(Instance::id).toList());
        assertEquals(original.stream().map(Instance::layout).toList(), again.stream().map(Instance::layout).toList());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {101, 102, 103, 104, 105, 106, 107, 108, 109, 110})
    void jsonToMineToJsonKeepsIds(long seed) {
        jsonThroughSingleBoardFiles(seed, "mine");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {201, 202, 203, 204, 205, 206, 207, 208, 209, 210})
    void jsonToMbfToJsonKeepsIds(long seed) {
        jsonThroughSingleBoardFiles(seed, "mbf");
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void mbfToJsonToMbfGivesTheSameBytes(int w, int h, int mines, long seed) throws Exception {
        MineLayout layout = TestBoards.random(seed, w, h, mines);
        byte[] mbf = Mbf.write(layout);
        Path in = dir.resolve("in.mbf");
        Files.write(in, mbf);
        Cell start = new Cell(w - 1, 0);
        List<Instance> boards = new BoardFiles(new StartRule.At(start), 0).read(in);
        Path json = dir.resolve("mid.json");
        BoardFiles.write(json, boards);
        Path out = dir.resolve("out.mbf");
        BoardFiles.write(out, BoardFiles.defaults().read(json));
        assertArrayEquals(mbf, readBytes(out));
        assertEquals(Instance.idOf(layout, start), boards.get(0).id());
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void solvedMineToMbfToMineKeepsTheBoard(int w, int h, int mines, long seed) throws Exception {
        // A solved board (every clue shown, another tool's) gets its start by the import rule; the
        // .mine minesift writes then shows that start, and reads back as the same board.
        MineLayout layout = TestBoards.random(seed, w, h, mines);
        Path in = dir.resolve("in.mine");
        Files.writeString(in, MineText.format(layout));
        Instance board = BoardFiles.defaults().read(in).get(0);
        Path mid = dir.resolve("mid.mbf");
        BoardFiles.write(mid, List.of(board));
        Path out = dir.resolve("out.mine");
        BoardFiles.write(out, BoardFiles.defaults().read(mid));
        Instance again = new BoardFiles(new StartRule.Corner(), 0).read(out).get(0);
        assertEquals(layout, again.layout());
        assertEquals(board.layout().isMine(board.startIndex()) ? new Cell(0, 0) : board.start(), again.start());
    }

    @Test
    void writesHandMadeBoardInEachFormat() throws Exception {
        Instance a = BoardSetJson.read(BadFiles.ONE_BOARD.getBytes(StandardCharsets.UTF_8), "a.json").get(0);
        BoardFiles.write(dir.resolve("a.mine"), List.of(a));
        BoardFiles.write(dir.resolve("a.mbf"), List.of(a));
        // Hand-written, as in MineTextFormatTest and MbfRoundTripTest: every mine, the start A1's 1, the rest hidden.
        assertEquals("3x2x2\n1HM\nMHH\n", Files.readString(dir.resolve("a.mine")));
        assertArrayEquals(new byte[]{3, 2, 0, 2, 2, 0, 0, 1}, Files.readAllBytes(dir.resolve("a.mbf")));
    }

    @Test
    void readsAFolderSortedByFileName() throws Exception {
        // b.mbf holds the 2x2 board, a.mine the 3x2 one: sorted by name, a.mine comes first.
        Path folder = dir.resolve("boards");
        Files.createDirectories(folder);
        Files.write(folder.resolve("b.mbf"), new byte[]{2, 2, 0, 1, 1, 1});
        Files.writeString(folder.resolve("a.mine"), "3x2x2\n12M\nM21\n");
        Files.writeString(folder.resolve("notes.txt"), "not a board");
        List<Instance> boards = BoardFiles.defaults().read(folder);
        assertEquals(List.of(TestBoards.small3x2(), TestBoards.small2x2()),
                boards.stream().map(Instance::layout).toList());
        // auto start: neither board has a zero cell, so it is the first safe cell, (0,0) (hand check).
        assertEquals(List.of(BadFiles.ID_A, BadFiles.ID_B), boards.stream().map(Instance::id).toList());
    }

    @Test
    void writeFolderNamesFilesById() throws Exception {
        List<Instance> set = BoardSetJson.read(BadFiles.TWO_BOARDS.getBytes(StandardCharsets.UTF_8), "ab.json");
        List<Path> written = BoardFiles.writeFolder(dir.resolve("out/nested"), BoardFormat.MBF, set);
        assertEquals(List.of(dir.resolve("out/nested/" + BadFiles.ID_A + ".mbf"),
                dir.resolve("out/nested/" + BadFiles.ID_B + ".mbf")), written);
        assertArrayEquals(new byte[]{2, 2, 0, 1, 1, 1}, Files.readAllBytes(written.get(1)));
    }

    private static byte[] readBytes(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
