package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.BadFiles;
import io.minesift.minesweeper.format.BoardSetJson;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code minesift convert}. Expected files are written by hand for the hand-made boards A (3x2,
 * mines (2,0),(0,1)) and B (2x2, mine (1,1)).
 */
class ConvertCommandTest {
    @TempDir
    Path dir;
    Path set;

    @BeforeEach
    void writeSet() throws Exception {
        set = dir.resolve("ab.json");
        Files.writeString(set, BadFiles.TWO_BOARDS);
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** A result line on stdout (Main: results on stdout, notes on stderr), nothing on stderr. */
    private static void assertOk(Cli.Result r, String result) {
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err(), r.toString());
        assertEquals(result, r.out().strip());
    }

    @Test
    void jsonToMbfWithIndex() throws Exception {
        Path out = dir.resolve("b.mbf");
        assertOk(Cli.run("convert", set, out, "--index", 2), "wrote 1 board to " + out);
        // B by hand: 2 wide, 2 high, one mine (0x0001), at (1,1)
        assertArrayEquals(new byte[]{2, 2, 0, 1, 1, 1}, Files.readAllBytes(out));
    }

    @Test
    void jsonToMineWithId() throws Exception {
        Path out = dir.resolve("a.mine");
        assertOk(Cli.run("convert", set, out, "--id", BadFiles.ID_A), "wrote 1 board to " + out);
        // By hand: both mines shown, the start A1 with its clue 1, every other (safe) cell hidden.
        assertEquals("3x2x2\n1HM\nMHH\n", Files.readString(out));
    }

    @Test
    void jsonToFolderOfMineFilesNamedById() throws Exception {
        Path folder = dir.resolve("boards");
        assertOk(Cli.run("convert", set, folder, "--to", "mine"), "wrote 2 .mine files to " + folder);
        assertEquals(List.of(BadFiles.ID_B + ".mine", BadFiles.ID_A + ".mine"), names(folder));
        assertEquals("3x2x2\n1HM\nMHH\n", Files.readString(folder.resolve(BadFiles.ID_A + ".mine")));
        assertEquals("2x2x1\n1H\nHM\n", Files.readString(folder.resolve(BadFiles.ID_B + ".mine")));
        // Read back, the files give the same boards: the start each shows, whatever --import-start says.
        Path back = dir.resolve("back.json");
        assertEquals(0, Cli.run("convert", folder, back, "--import-start", "center").code());
        assertEquals(java.util.Set.of(BadFiles.ID_A, BadFiles.ID_B), BoardSetJson.read(Files.readAllBytes(back), "back")
                .stream().map(Instance::id).collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void jsonToFolderOfMbfFiles() throws Exception {
        Path folder = dir.resolve("mbf");
        assertOk(Cli.run("convert", set, folder, "--to", "mbf"), "wrote 2 .mbf files to " + folder);
        assertArrayEquals(new byte[]{3, 2, 0, 2, 2, 0, 0, 1}, Files.readAllBytes(folder.resolve(BadFiles.ID_A + ".mbf")));
    }

    @Test
    void folderToJsonKeepsIdsWhenTheStartIsFoundAgain() throws Exception {
        Path folder = dir.resolve("boards");
        assertEquals(0, Cli.run("convert", set, folder, "--to", "mine").code());
        Path back = dir.resolve("back.json");
        assertOk(Cli.run("convert", folder, back), "wrote 2 boards to " + back);
        List<Instance> boards = BoardSetJson.read(Files.readAllBytes(back), back.toString());
        // Files are read sorted by name: 72195b5a8e26 (B) before 7cedff7dcec0 (A). The auto start
        // finds (0,0) again on both (no zero cell, first safe cell), so the ids are unchanged.
        assertEquals(List.of(BadFiles.ID_B, BadFiles.ID_A), boards.stream().map(Instance::id).toList());
        assertEquals(BadFiles.ID_B + ".mine", boards.get(0).source().origin());
    }

    @Test
    void generatedSetSurvivesJsonToMbfFolderToJson() throws Exception {
        Path gen = dir.resolve("g.json");
        assertEquals(0, Cli.run("generate", "intermediate", "--count", 40, "--seed", 5, "--start", "3,3", "--out", gen).code());
        Path folder = dir.resolve("g-mbf");
        assertEquals(0, Cli.run("convert", gen, folder, "--to", "mbf").code());
        assertEquals(40, names(folder).size());
        Path back = dir.resolve("g-back.json");
        assertEquals(0, Cli.run("convert", folder, back, "--import-start", "3,3").code());
        List<Instance> original = BoardSetJson.read(Files.readAllBytes(gen), "g");
        List<Instance> again = BoardSetJson.read(Files.readAllBytes(back), "g-back");
        assertEquals(original.stream().map(Instance::id).sorted().toList(),
                again.stream().map(Instance::id).sorted().toList());
    }

    @Test
    void everyCellOptionTakesTheNameOutputPrints() throws Exception {
        // D4 is column 4, row 4: the 0-based 3,3. Output names cells that way (show's "start D4"),
        // and --start and --import-start refused it before.
        Path named = dir.resolve("named.json");
        Path xy = dir.resolve("xy.json");
        assertEquals(0, Cli.run("generate", "intermediate", "--count", 5, "--seed", 5, "--start", "D4", "--out", named).code());
        assertEquals(0, Cli.run("generate", "intermediate", "--count", 5, "--seed", 5, "--start", "3,3", "--out", xy).code());
        assertArrayEquals(Files.readAllBytes(xy), Files.readAllBytes(named), "--start D4 is --start 3,3");
        assertTrue(Cli.run("show", named, "--index", 1).out().contains(", start D4\n"));
        Path mbf = dir.resolve("one.mbf");
        assertEquals(0, Cli.run("convert", named, mbf, "--index", 1).code());
        Path back = dir.resolve("back.json");
        assertEquals(0, Cli.run("convert", mbf, back, "--import-start", "d4").code());
        assertEquals(BoardSetJson.read(Files.readAllBytes(named), "named").get(0).id(),
                BoardSetJson.read(Files.readAllBytes(back), "back").get(0).id(), "--import-start d4 restores the start D4");
    }

    @Test
    void jsonToJsonWithIndexWritesOneBoardSet() throws Exception {
        Path out = dir.resolve("one.json");
        assertOk(Cli.run("convert", set, out, "--index", 1), "wrote 1 board to " + out);
        assertEquals(List.of(BadFiles.ID_A),
                BoardSetJson.read(Files.readAllBytes(out), "one").stream().map(Instance::id).toList());
    }

    @Test
    void severalBoardsIntoOneMbfIsRefusedAndWritesNothing() {
        Path out = dir.resolve("all.mbf");
        Cli.assertBadInput(Cli.run("convert", set, out), out.toString(), "holds one board, not 2");
        assertFalse(Files.exists(out));
    }

    @Test
    void folderOutputWithoutToIsRefused() throws Exception {
        Path folder = dir.resolve("existing");
        Files.createDirectories(folder);
        Cli.assertBadInput(Cli.run("convert", set, folder), folder.toString(), "is a folder: add --to");
        assertEquals(List.of(), names(folder));
    }

    @Test
    void jsonToTathamIdsOneALine() throws Exception {
        // The hand-worked IDs of TathamIdTest: A 3x2:0,0,m84, B 2x2:0,0,ma.
        Path out = dir.resolve("ids.tatham.txt");
        assertOk(Cli.run("convert", set, out), "wrote 2 boards to " + out);
        assertEquals("3x2:0,0,m84\n2x2:0,0,ma\n", Files.readString(out));
    }

    @Test
    void tathamIdsToJsonKeepEveryBoardIdWhateverTheImportStart() throws Exception {
        Path gen = dir.resolve("g.json");
        assertEquals(0, Cli.run("generate", "expert", "--count", 30, "--seed", 11, "--start", "random", "--out", gen).code());
        Path ids = dir.resolve("g.tatham.txt");
        assertEquals(0, Cli.run("convert", gen, ids).code());
        Path back = dir.resolve("g-back.json");
        // The IDs carry the start as Tatham's first click, so --import-start plays no part.
        assertEquals(0, Cli.run("convert", ids, back, "--import-start", "corner").code());
        List<Instance> original = BoardSetJson.read(Files.readAllBytes(gen), "g");
        List<Instance> again = BoardSetJson.read(Files.readAllBytes(back), "g-back");
        assertEquals(original.stream().map(Instance::id).toList(), again.stream().map(Instance::id).toList());
        assertEquals(30, Files.readAllLines(ids).size());
        // generate writes the same IDs straight away (streamed, not held in memory)
        Path straight = dir.resolve("straight.tatham.txt");
        assertEquals(0, Cli.run("generate", "expert", "--count", 30, "--seed", 11, "--start", "random", "--out", straight).code());
        assertEquals(Files.readString(ids), Files.readString(straight));
    }

    @Test
    void jsonToFolderOfTathamFiles() throws Exception {
        Path folder = dir.resolve("ids");
        assertOk(Cli.run("convert", set, folder, "--to", "tatham"), "wrote 2 .tatham.txt files to " + folder);
        assertEquals("3x2:0,0,m84\n", Files.readString(folder.resolve(BadFiles.ID_A + ".tatham.txt")));
        assertEquals("2x2:0,0,ma\n", Files.readString(folder.resolve(BadFiles.ID_B + ".tatham.txt")));
    }
}
