package io.minesift.cli;

import io.minesift.minesweeper.format.BadFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code minesift show}. Expected drawings are written out by hand from the hand-made boards A
 * (3x2, mines (2,0),(0,1)) and B (2x2, mine (1,1)), both started at (0,0); their Tatham IDs and
 * link fragments are the hand-worked ones of {@code TathamIdTest} and {@code ShareLinkTest}.
 */
class ShowCommandTest {
    static final String DRAWING_A = """
            board 7cedff7dcec0: 3x2, 2 mines, start A1
            from: uniform, seed 7, board 1, first click safe at corner
               A B C
            1 [1]2 *
            2  * 2 1
            legend: * mine, . zero, 1-8 clue, [ ] start cell
            tatham: 3x2:0,0,m84
            link: #AQMCAAIAADA
            """;
    static final String DRAWING_B = """
            board 72195b5a8e26: 2x2, 1 mines, start A1
            from: uniform, seed 7, board 2, first click none at corner
               A B
            1 [1]1
            2  1 *
            legend: * mine, . zero, 1-8 clue, [ ] start cell
            tatham: 2x2:0,0,ma
            link: #AQICAAEAABA
            """;

    @TempDir
    Path dir;
    Path set;

    @BeforeEach
    void writeSet() throws Exception {
        set = dir.resolve("ab.json");
        Files.writeString(set, BadFiles.TWO_BOARDS);
    }

    private static void assertOk(Cli.Result r, String expectedOut) {
        assertEquals(0, r.code(), r.toString());
        assertEquals(expectedOut, r.out());
        assertEquals("", r.err());
    }

    @Test
    void showsEveryBoardOfASet() {
        assertOk(Cli.run("show", set), DRAWING_A + "\n" + DRAWING_B);
    }

    @Test
    void showsOneBoardByIndex() {
        assertOk(Cli.run("show", set, "--index", 2), DRAWING_B);
        assertOk(Cli.run("show", set, "--index", 1), DRAWING_A);
    }

    @Test
    void showsOneBoardById() {
        assertOk(Cli.run("show", set, "--id", BadFiles.ID_B), DRAWING_B);
    }

    @Test
    void limitCutsTheListAndSaysHowManyAreLeft() {
        assertOk(Cli.run("show", set, "--limit", 1), DRAWING_A + "\n(1 more boards: use --limit, --index or --id)\n");
    }

    @Test
    void showsAPositionWithHiddenCells() throws Exception {
        Path pos = dir.resolve("p.mine");
        Files.writeString(pos, "3x2x2\n1HH\nH21\n");
        assertOk(Cli.run("show", pos), """
                position p.mine: 3x2, 2 mines, 3 hidden, 0 flagged
                   A B C
                1  1 - -
                2  - 2 1
                legend: - hidden, F flag, * mine, . zero, 1-8 clue
                """);
    }

    @Test
    void showsAPositionWithFlags() throws Exception {
        Path pos = dir.resolve("f.mine");
        Files.writeString(pos, "3x2x2\r\n1HF\r\nM21\r\n");
        assertOk(Cli.run("show", pos), """
                position f.mine: 3x2, 2 mines, 1 hidden, 1 flagged
                   A B C
                1  1 - F
                2  * 2 1
                legend: - hidden, F flag, * mine, . zero, 1-8 clue
                """);
    }

    @Test
    void showsAFullBoardMineFileAsABoard() throws Exception {
        // auto start: no zero cell, so the first safe cell (0,0): the same id as board A.
        Path full = dir.resolve("a.mine");
        Files.writeString(full, "3x2x2\n12M\nM21\n");
        assertOk(Cli.run("show", full), """
                board 7cedff7dcec0: 3x2, 2 mines, start A1
                from: import of a.mine, first click none at auto
                   A B C
                1 [1]2 *
                2  * 2 1
                legend: * mine, . zero, 1-8 clue, [ ] start cell
                tatham: 3x2:0,0,m84
                link: #AQMCAAIAADA
                """);
    }

    @Test
    void showsAFileOfTathamIdsWithTheirFirstClicks() throws Exception {
        // Tatham's own example ID (mines.c) and board B's; the first keeps its first click (4,4).
        Path ids = dir.resolve("ids.tatham.txt");
        Files.writeString(ids, "9x9:4,4,mb071b49fbd1cb6a0d5868\n2x2:0,0,ma\n");
        Cli.Result r = Cli.run("show", ids, "--index", 1);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("9x9, 10 mines, start E5\nfrom: import of ids.tatham.txt, first click none at E5\n"), r.out());
        assertTrue(r.out().endsWith("tatham: 9x9:4,4,mb071b49fbd1cb6a0d5868\nlink: #AQkJAAoEBABAAAB8AAEAIggA\n"), r.out());
        assertOk(Cli.run("show", ids, "--index", 2), DRAWING_B.replace("uniform, seed 7, board 2, first click none at corner",
                "import of ids.tatham.txt, first click none at A1"));
    }

    @Test
    void showsAnMbfFileWithAnImportStart() throws Exception {
        Path mbf = dir.resolve("b.mbf");
        Files.write(mbf, new byte[]{2, 2, 0, 1, 1, 1});
        Cli.Result r = Cli.run("show", mbf, "--import-start", "1,0");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("start B1"), r.out());
        assertTrue(r.out().contains("1  1[1]\n"), r.out());
    }

    @Test
    void indexOutsideTheSetIsBadInput() {
        Cli.assertBadInput(Cli.run("show", set, "--index", 3), set.toString(), "--index 3 but the file holds 2 boards");
        Cli.assertBadInput(Cli.run("show", set, "--index", 0), set.toString(), "--index 0");
    }

    @Test
    void unknownIdIsBadInput() {
        Cli.assertBadInput(Cli.run("show", set, "--id", "nope"), set.toString(), "no board with id 'nope'");
    }
}
