package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.generate.VariantGenerator;

import java.util.Base64;
import java.util.BitSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Share link fragments: hand-worked bytes for the hand-made boards (classic, version 1, and under
 * variant rules, version 2), lossless round trips (the id covers the rules, a liar's lie seed and a
 * puzzle's clues, so an equal id is the same board), one-line errors.
 */
class ShareLinkTest {
    @Test
    void writesTheHandMadeBoardsAsWorkedOutByHand() {
        // A: version 1, 3 wide, 2 high, 2 mines (00 02), start (0,0), cells 2 and 3 → 0011 0000 = 0x30.
        // The base64url of 01 03 02 00 02 00 00 30, from Python's base64.urlsafe_b64encode, '=' dropped.
        assertEquals("AQMCAAIAADA", ShareLink.write(TestBoards.started(TestBoards.small3x2(), 0, 0)));
        // B: 01 02 02 00 01 00 00 10 (cell 3 is bit 0x10).
        assertEquals("AQICAAEAABA", ShareLink.write(TestBoards.started(TestBoards.small2x2(), 0, 0)));
    }

    @Test
    void writesVariantBoardsAsVersionTwoAsWorkedOutByHand() {
        // The hand-made 3x2 board under T,V: version 1's bytes with 02 first, then 03 'T' ',' 'V' (54 2C 56) and
        // flags 00; base64url of 02 03 02 00 02 00 00 30 03 54 2C 56 00 from Python, '=' dropped.
        MineLayout layout = TestBoards.small3x2();
        Cell start = new Cell(0, 0);
        Instance t = new Instance(null, layout, start, Provenance.imported("test", "0,0"), "T,V");
        assertEquals("AgMCAAIAADADVCxWAA", ShareLink.write(t));
        // A liar board: 01 'L' (4C), flags 01, then its lie seed 0123456789abcdef big-endian.
        Instance liar = new Instance(null, layout, start, Provenance.imported("test", "0,0"), "L", null, 0x0123456789abcdefL);
        assertEquals("AgMCAAIAADABTAEBI0VniavN7w", ShareLink.write(liar));
        // A puzzle under V with cells 0 and 5 given: flags 02, then the clue bitmap 1000 0100 = 84.
        BitSet clues = new BitSet();
        clues.set(0);
        clues.set(5);
        Instance puzzle = new Instance(null, layout, start, Provenance.imported("test", "0,0"), "V", clues);
        assertEquals("AgMCAAIAADABVgKE", ShareLink.write(puzzle));
        for (Instance b : List.of(t, liar, puzzle)) {
            assertEquals(b.id(), ShareLink.read(ShareLink.write(b), "link").id(), b.toString());
        }
    }

    /** Generated variant boards of every kind: global and clue rules, a liar board, puzzles; any size (16x16 too). */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {"8x8x12 | T", "8x8x12 | D", "8x8x10 | T,X", "6x6x10 | L", "7x5x9 | Q,E",
            "16x16x40 | T", "5x5x8 | X puzzle", "5x5x8 | L puzzle"})
    void variantBoardToLinkToBoardKeepsTheId(String spec, String rules) {
        boolean puzzle = rules.endsWith(" puzzle");
        RuleSet r = RuleSet.parse(rules.replace(" puzzle", ""));
        BoardSpec s = BoardSpec.parse(spec);
        VariantGenerator generator = puzzle ? VariantGenerator.puzzles(s, r)
                : new VariantGenerator(s, r, FirstClickRule.SAFE, new StartRule.Corner(), false);
        for (int i = 0; i < 3; i++) {
            Instance board = generator.generate(11, i);
            String link = ShareLink.write(board);
            assertEquals(2, Base64.getUrlDecoder().decode(link)[0], "version 2");
            Instance back = ShareLink.read(link, "link");
            assertEquals(board.id(), back.id(), link);
            assertEquals(board.rules(), back.rules());
            assertEquals(board.lieSeed(), back.lieSeed());
            assertEquals(board.clues(), back.clues());
        }
    }

    @Test
    void readsWithOrWithoutTheHash() {
        Instance a = TestBoards.started(TestBoards.small3x2(), 0, 0);
        assertEquals(a.id(), ShareLink.read("#AQMCAAIAADA", "link").id());
        assertEquals(a.id(), ShareLink.read("AQMCAAIAADA", "link").id());
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void boardToLinkToBoardKeepsTheId(int w, int h, int mines, long seed) {
        Instance original = TestBoards.randomBoard(seed, w, h, mines);
        String link = ShareLink.write(original);
        assertEquals(7 + (w * h + 7) / 8, Base64.getUrlDecoder().decode(link).length, "header and bitmap");
        assertEquals(-1, link.indexOf('='), "no padding");
        Instance back = ShareLink.read(link, "link");
        assertEquals(original.layout(), back.layout());
        assertEquals(original.id(), back.id());
    }

    @Test
    void anExpertBoardIsNinetyCharacters() {
        assertEquals(90, ShareLink.write(TestBoards.started(TestBoards.random(3, 30, 16, 99), 3, 3)).length());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "AQMCAAIAAD+ | not a board link: '+' at place 11 is none of A-Z a-z 0-9 - _",
            "AQMCAAIAADA= | not a board link: '=' at place 12 is none of A-Z a-z 0-9 - _",
            "AQMCAAIAA | not a board link: no base64 text is 9 characters long",
            "AQMCAA | a board link is at least 7 bytes, this one 4",
            "AwMCAAIAADA | board link version 3: this build reads versions 1 and 2",
            "AQACAAIAADA | board size 0x2: width and height must be at least 1",
            "AQMCAAIAADAA | a 3x2 board link is 8 bytes with the bits after the last cell 0; this one is 9 bytes",
            "AQMCAAIAADE | a 3x2 board link is 8 bytes with the bits after the last cell 0; this one is 8 bytes with other bits set",
            "AQMCAAMAADA | the link says 3 mines but its bitmap holds 2",
            "AQMCAAIDADA | start cell (3,0) is outside the 3x2 board",
            // version 2: 02 03 02 00 02 00 00 30, then the rules and flags (bytes from Python's base64)
            "AgMCAAIAADA | a 3x2 board link is over 8 bytes with the bits after the last cell 0; this one is 8 bytes",
            "AgMCAAIAADADVCxW | a version 2 link ends before its rules (3 letters) and their flags",
            "AgMCAAIAADADWixWAA | bad rules 'Z,V': unknown rule 'Z'; global rules are Q C T O D S B A, clue rules V X E M N L W P",
            "AgMCAAIAADADdCx2AA | the link's rules 't,v' are not in canonical form (T,V)",
            "AgMCAAIAADABVgA | a version 2 link with rules V and no given clues is a classic board: its link is version 1",
            "AgMCAAIAADABTAA | a liar board's link (rules L) carries its lie seed (flag 1)",
            "AgMCAAIAADABWAEBI0VniavN7w | a lie seed (flag 1) is for boards under the liar rule L only",
            "AgMCAAIAADABWAQ | a version 2 link's flags are 0 to 3, this one 4",
            "AgMCAAIAADADVCxWAAA | a version 2 link with rules T,V and flags 0 is 13 bytes with the bits after the last cell 0; this one is 14 bytes",
            "AgMCAAIAADABVgKg | a given clue lies on a mine"})
    void eachBrokenLinkIsOneLine(String link, String expected) {
        InputException e = assertThrows(InputException.class, () -> ShareLink.read(link, "link"));
        assertEquals("link: " + expected, e.getMessage());
    }
}
