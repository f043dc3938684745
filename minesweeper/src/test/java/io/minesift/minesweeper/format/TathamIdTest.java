package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Simon Tatham's Mines game IDs. The expected IDs come from outside this code, by two routes:
 * <ul>
 * <li>Tatham's own programs, built with gcc from his {@code mines.c}, {@code misc.c},
 * {@code random.c}, {@code malloc.c}, {@code tree234.c} and {@code nullfe.c} (chrisboyle/sgtpuzzles
 * at d1e10eb): a ten-line driver calling {@code thegame.new_desc(params, random_new(seed), &aux,
 * false)} (his batch generator) printed the masked IDs, and his {@code mineobfusc} tool (mines.c
 * with {@code STANDALONE_OBFUSCATOR}) turned each into its plain {@code u} form.</li>
 * <li>A 25-line Python script written from the description in misc.c, using only
 * {@code hashlib.sha1}: mask = SHA-1(seed + b"0") + SHA-1(seed + b"1") + …; XOR the mask seeded by
 * the second half of the bitmap's bytes over the first half, then the mask seeded by the masked
 * first half over the second, clearing the pad bits. Its IDs for the hand-made boards matched
 * {@code mineobfusc}'s.</li>
 * </ul>
 */
class TathamIdTest {
    private static TathamId.Parsed read(String id) {
        return TathamId.read(id, "ids.tatham.txt", 1);
    }

    @Test
    void writesTheHandMadeBoardsAsWorkedOutByHand() {
        // A, 3x2, mines at cells 2 and 3: bitmap 0011 00|00 = 0x30, one byte. Its first half is
        // empty, so step one masks nothing; step two XORs SHA-1("" + "0") = b6589fc6… over it:
        // 0x30 ^ 0xb6 = 0x86; clearing the 2 pad bits gives 0x84; 6 cells take 2 hex digits: "84".
        assertEquals("3x2:0,0,m84", TathamId.write(TestBoards.started(TestBoards.small3x2(), 0, 0)));
        // B, 2x2, mine at cell 3: plain "1"; masked "a" (Python script and mineobfusc agree).
        assertEquals("2x2:0,0,ma", TathamId.write(TestBoards.started(TestBoards.small2x2(), 0, 0)));
        // 4x4, mines at cells 5, 10, 15: plain 0421, masked 4389 (both routes); two bytes, so both halves mask.
        assertEquals("4x4:0,0,m4389", TathamId.write(TestBoards.started(TestBoards.layout("....", ".*..", "..*.", "...*"), 0, 0)));
    }

    /** IDs from Tatham's batch generator (masked) and mineobfusc (the same IDs plain). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "9x9:0,5,m9e255910e15b5d11735d8 | 9x9:0,5,u800000100140301200060",
            "7x5:0,2,mad6255e4a | 7x5:0,2,u8040d8000",
            "5x3:3,0,mc62e | 5x3:3,0,u0602",
            "5x3:1,2,me860 | 5x3:1,2,u2802",
            "16x16:10,12,md22aeac8dca8ca39843636b33ec61f6078dadefbd46bf87d976eb87298b49d9b | "
                    + "16x16:10,12,u052c000c00202210002041220000880801208aa0004400099c04148000082000",
            "30x16:28,9,m073a334aaa2375bbc5c9069c57eeb4d737b8ab3029913db2740c5011895b940ab74c278c7bb11036e2bf82cb5d3d05de620537bb1e8385854b89d61b | "
                    + "30x16:28,9,u080010e018002040016008a811100a0830904010600000343d4928c0110518802420820801008820001312063540800108aa61080a822a1200002a42",
            // the example in the comment of mines.c itself, its plain form without the letter u
            "9x9:4,4,mb071b49fbd1cb6a0d5868 | 9x9:4,4,004000007c00010022080"})
    void readsTathamsOwnIdsAndWritesThemBackByteForByte(String masked, String plain) {
        TathamId.Parsed fromMasked = read(masked);
        assertEquals(read(plain), fromMasked, "the masked and plain forms are the same board");
        assertEquals(masked, TathamId.write(TestBoards.started(fromMasked.layout(), fromMasked.start().x(), fromMasked.start().y())));
        // His generator clears the first click and its neighbours, so reading x before y must put
        // the start on a zero: with the two swapped, 5x3:1,2 would start on a 1 and 5x3:3,0 off the board.
        MineLayout layout = fromMasked.layout();
        int start = layout.geometry().index(fromMasked.start());
        assertTrue(!layout.isMine(start) && layout.clue(start) == 0, "start " + fromMasked.start() + " is a zero");
    }

    @Test
    void readsTheMinesWhereTheBitmapPutsThem() {
        // 5x3:1,2,u2802 is 0010 1000 0000 0010: cells 2, 4 and 14 (the 16th bit is padding).
        TathamId.Parsed id = read("5x3:1,2,me860");
        assertEquals(TestBoards.layout("..*.*", ".....", "....*"), id.layout());
        assertEquals(new Cell(1, 2), id.start());
        // 9x9:0,5 (column 0, row 5): 8 0 0 0 … begins with cell 0, the top-left corner.
        assertTrue(read("9x9:0,5,m9e255910e15b5d11735d8").layout().isMine(0, 0));
    }

    @Test
    void readsWhatTathamsReaderAccepts() {
        MineLayout b = TestBoards.small2x2();
        assertEquals(b, read("2x2n1:0,0,ma").layout(), "a mine count that matches");
        assertEquals(b, read("2x2n1aX0Y1:0,0,ma").layout(), "his full parameters: n, a (not unique), X and Y");
        assertEquals(b, read("2:0,0,ma").layout(), "W alone is a square");
        assertEquals(b, read("2x2:0,0,1").layout(), "plain without the letter u");
        assertEquals(read("9x9:4,4,mb071b49fbd1cb6a0d5868"), read("9x9:4,4,mB071B49FBD1CB6A0D5868"), "upper-case hex");
        TathamId.Parsed noClick = read("2x2:ma");
        assertEquals(b, noClick.layout());
        assertNull(noClick.start(), "no first click: the import start rule picks one");
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void boardToIdToBoardIsLossless(int w, int h, int mines, long seed) {
        // The cases include 30x16x99, strips, full and empty boards and areas not a multiple of 8 or 4.
        Instance original = TestBoards.randomBoard(seed, w, h, mines);
        String id = TathamId.write(original);
        assertEquals(w + "x" + h + ":" + original.start().x() + "," + original.start().y() + ",m", id.substring(0, id.indexOf(",m") + 2));
        assertEquals((w * h + 3) / 4, id.length() - id.indexOf(",m") - 2, "one hex digit per 4 cells, rounded up");
        TathamId.Parsed back = read(id);
        assertEquals(original.layout(), back.layout());
        assertEquals(original.start(), back.start());
        assertEquals(original.id(), Instance.of(back.layout(), back.start(), original.source()).id());
    }

    @Test
    void aTextFileOfIdsKeepsEveryBoardsId(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        for (long seed = 1; seed <= 20; seed++) {
            List<Instance> set = TestBoards.randomSet(seed);
            Path file = dir.resolve("set" + seed + ".tatham.txt");
            if (set.isEmpty()) {
                continue; // a file of no IDs is an error (TathamIdBadInputTest)
            }
            BoardFiles.write(file, set);
            assertEquals(set.size(), Files.readAllLines(file).size(), "one ID a line");
            List<Instance> back = BoardFiles.defaults().read(file);
            assertEquals(set.stream().map(Instance::id).toList(), back.stream().map(Instance::id).toList());
        }
    }

    @Test
    void largestBoardRoundTrips() {
        Instance big = TestBoards.started(TestBoards.random(255255L, 255, 255, 12_345), 254, 0);
        TathamId.Parsed back = read(TathamId.write(big));
        assertEquals(big.layout(), back.layout());
        assertEquals(new Cell(254, 0), back.start());
        assertEquals(Geometry.of(255, 255), back.layout().geometry());
    }
}
