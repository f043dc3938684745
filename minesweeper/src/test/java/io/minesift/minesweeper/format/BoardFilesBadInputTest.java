package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad files read through {@link BoardFiles}: the message names the file path and the problem. */
class BoardFilesBadInputTest {
    @TempDir
    Path dir;

    static Stream<BadFiles.Case> cases() {
        return BadFiles.all().stream();
    }

    private Path save(BadFiles.Case c) throws Exception {
        Path file = dir.resolve(c.fileName());
        if (c.content() != null) {
            Files.write(file, c.content());
        }
        return file;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readingBadFileAsBoardsNamesFileAndProblem(BadFiles.Case c) throws Exception {
        Path file = save(c);
        InputException e = assertThrows(InputException.class, () -> BoardFiles.defaults().read(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(c.problem()), e.getMessage());
        assertEquals(file.toString(), e.source());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readingBadMineFileAsPositionFailsUnlessItIsAPosition(BadFiles.Case c) throws Exception {
        if (!c.fileName().endsWith(".mine")) {
            return;
        }
        Path file = save(c);
        boolean boardOnlyProblem = c.position() || c.fileName().equals("wrong-clue.mine");
        if (boardOnlyProblem) {
            // A wrong clue or hidden mines are fine in a game position; only a full board checks them.
            Position p = BoardFiles.readPosition(file);
            assertEquals(Geometry.of(3, 2), p.geometry());
        } else {
            InputException e = assertThrows(InputException.class, () -> BoardFiles.readPosition(file));
            assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
            assertTrue(e.getMessage().contains(c.problem()), e.getMessage());
        }
    }

    @Test
    void unknownExtensionIsNamed() throws Exception {
        Path file = dir.resolve("board.txt");
        Files.writeString(file, "3x2x2\n12M\nM21\n");
        InputException e = assertThrows(InputException.class, () -> BoardFiles.defaults().read(file));
        assertEquals(file + ": unknown board format: expected a .json, .mine, .mbf or .tatham.txt file, or a folder of them",
                e.getMessage());
    }

    @Test
    void folderWithoutBoardsIsNamed() throws Exception {
        Path folder = dir.resolve("empty");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("readme.txt"), "hi");
        InputException e = assertThrows(InputException.class, () -> BoardFiles.defaults().read(folder));
        assertEquals(folder + ": the folder holds no .json, .mine, .mbf or .tatham.txt board files", e.getMessage());
    }

    @Test
    void badFileInsideAFolderIsNamedByItsOwnPath() throws Exception {
        Path folder = dir.resolve("boards");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("a.mine"), "3x2x2\n12M\nM21\n");
        Files.write(folder.resolve("b.mbf"), new byte[]{3, 2, 0});
        InputException e = assertThrows(InputException.class, () -> BoardFiles.defaults().read(folder));
        assertTrue(e.getMessage().startsWith(folder.resolve("b.mbf") + ": truncated MBF header"), e.getMessage());
    }

    @Test
    void mbfBytesInAMineFileAreReportedAsNotText() throws Exception {
        // 0xFF is never valid UTF-8.
        Path file = dir.resolve("binary.mine");
        Files.write(file, new byte[]{(byte) 0xFF, 2, 0, 1, 1, 1});
        InputException e = assertThrows(InputException.class, () -> BoardFiles.defaults().read(file));
        assertTrue(e.getMessage().startsWith(file + ": is not text"), e.getMessage());
    }

    @Test
    void positionReadFromAFolderIsRefused() {
        InputException e = assertThrows(InputException.class, () -> BoardFiles.readPosition(dir));
        assertEquals(dir + ": is a folder, not a .mine position file", e.getMessage());
    }

    @Test
    void singleBoardFormatsTakeExactlyOneBoard() {
        List<Instance> two = BoardSetJson.read(BadFiles.TWO_BOARDS.getBytes(StandardCharsets.UTF_8), "ab.json");
        for (String name : List.of("two.mine", "two.mbf")) {
            Path file = dir.resolve(name);
            InputException e = assertThrows(InputException.class, () -> BoardFiles.write(file, two));
            assertTrue(e.getMessage().startsWith(file + ": a ." + name.substring(4) + " file holds one board, not 2"),
                    e.getMessage());
            assertFalse(Files.exists(file));
        }
        Path none = dir.resolve("none.mbf");
        assertThrows(InputException.class, () -> BoardFiles.write(none, List.of()));
        assertFalse(Files.exists(none));
    }

    @Test
    void unknownOutputExtensionIsRefused() {
        Path file = dir.resolve("out.txt");
        InputException e = assertThrows(InputException.class, () -> BoardFiles.write(file, List.of()));
        assertEquals(file + ": unknown output format: name a .json, .mine, .mbf or .tatham.txt file", e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void writeFolderOntoAFileIsRefused() throws Exception {
        Path file = dir.resolve("taken");
        Files.writeString(file, "keep");
        InputException e = assertThrows(InputException.class,
                () -> BoardFiles.writeFolder(file, BoardFormat.MINE, List.of()));
        assertEquals(file + ": is a file, not a folder", e.getMessage());
        assertEquals("keep", Files.readString(file));
    }

    /**
     * The {@code random} import start must depend only on the file's content and the import seed, so
     * that {@code --import-start random --import-seed S} gives the same boards in every run. Dropping
     * the cached {@link Geometry} (as a new JVM starts without it) must not change the start.
     */
    @Test
    void randomImportStartIsReproducible() throws Exception {
        // 41x29 is used by no other test, so dropping its cached geometry affects nothing else.
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Path f = dir.resolve("r" + i + ".mbf");
            Files.write(f, Mbf.write(TestBoards.random(500 + i, 41, 29, 100)));
            files.add(f);
        }
        BoardFiles random = new BoardFiles(new StartRule.RandomCell(), 5);
        List<Cell> first = files.stream().map(f -> random.read(f).get(0).start()).toList();
        dropCachedGeometry(41, 29);
        List<Cell> second = files.stream().map(f -> random.read(f).get(0).start()).toList();
        assertEquals(first, second);
    }

    @SuppressWarnings("unchecked")
    private static void dropCachedGeometry(int width, int height) throws Exception {
        Field cache = Geometry.class.getDeclaredField("CACHE");
        cache.setAccessible(true);
        ((Map<Integer, Geometry>) cache.get(null)).remove(width * (Geometry.MAX_SIDE + 1) + height);
    }
}
