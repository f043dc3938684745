package io.minesift.minesweeper.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JSON board sets: content against a hand-written set, determinism, lossless round trips. */
class BoardSetJsonRoundTripTest {

    private static Instance boardA() {
        return Instance.of(TestBoards.small3x2(), new Cell(0, 0),
                new Provenance("uniform", 7L, 0, FirstClickRule.SAFE, "corner", null));
    }

    @Test
    void writesTheHandWrittenSet() throws Exception {
        // Compared as JSON trees, so spacing does not matter; the content is BadFiles.ONE_BOARD,
        // written by hand (id checked independently with sha256sum).
        byte[] written = BoardSetJson.write(List.of(boardA()));
        ObjectMapper json = new ObjectMapper();
        JsonNode expected = json.readTree(BadFiles.ONE_BOARD);
        assertEquals(expected, json.readTree(written));
        String text = new String(written, StandardCharsets.UTF_8);
        assertTrue(text.endsWith("}\n"), "ends in one newline");
        assertFalse(text.contains("\r"), "'\\n' line ends on every platform");
        assertFalse(text.contains("origin"), "null fields are left out");
    }

    @Test
    void layoutRowsAreOneALine() {
        // The layout reads as a picture: each row string alone on its line.
        String text = new String(BoardSetJson.write(List.of(boardA())), StandardCharsets.UTF_8);
        assertTrue(text.lines().anyMatch(l -> l.strip().equals("\"..*\",")), text);
        assertTrue(text.lines().anyMatch(l -> l.strip().equals("\"*..\"")), text);
    }

    @Test
    void readsTheHandWrittenSet() {
        assertEquals(List.of(boardA()), BoardSetJson.read(BadFiles.ONE_BOARD.getBytes(StandardCharsets.UTF_8), "a.json"));
    }

    @Test
    void readsBoardsInFileOrder() {
        List<Instance> boards = BoardSetJson.read(BadFiles.TWO_BOARDS.getBytes(StandardCharsets.UTF_8), "ab.json");
        assertEquals(List.of(BadFiles.ID_A, BadFiles.ID_B), boards.stream().map(Instance::id).toList());
        assertEquals(TestBoards.small2x2(), boards.get(1).layout());
        assertEquals(1, boards.get(1).source().index());
    }

    @Test
    void emptySetRoundTrips() {
        assertEquals(List.of(), BoardSetJson.read(BoardSetJson.write(List.of()), "none.json"));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
    void randomSetsRoundTripLosslessly(long seed) {
        List<Instance> set = TestBoards.randomSet(seed);
        byte[] json = BoardSetJson.write(set);
        List<Instance> back = BoardSetJson.read(json, "set.json");
        // Instance equality covers id, layout, start and every provenance field.
        assertEquals(set, back);
        for (int i = 0; i < set.size(); i++) {
            assertEquals(set.get(i).source(), back.get(i).source());
            assertEquals(set.get(i).layout(), back.get(i).layout());
        }
        // Deterministic: writing again, and writing what was read, give the same bytes.
        assertArrayEquals(json, BoardSetJson.write(set));
        assertArrayEquals(json, BoardSetJson.write(back));
    }

    @ParameterizedTest(name = "{0}x{1}x{2} seed {3}")
    @MethodSource("io.minesift.minesweeper.format.TestBoards#layoutCases")
    void everyLayoutCaseRoundTrips(int w, int h, int mines, long seed) {
        MineLayout layout = TestBoards.random(seed, w, h, mines);
        Random rnd = new Random(seed);
        Cell start = new Cell(rnd.nextInt(w), rnd.nextInt(h));
        Instance board = Instance.of(layout, start,
                new Provenance("uniform", rnd.nextLong(), rnd.nextInt(Integer.MAX_VALUE), FirstClickRule.NONE, start.toString(), null));
        assertEquals(List.of(board), BoardSetJson.read(BoardSetJson.write(List.of(board)), "one.json"));
    }

    @Test
    void largestBoardRoundTrips() {
        MineLayout layout = TestBoards.random(99L, 255, 255, 30_000);
        Instance board = Instance.of(layout, new Cell(254, 254), Provenance.imported("huge.mbf", "254,254"));
        assertEquals(List.of(board), BoardSetJson.read(BoardSetJson.write(List.of(board)), "huge.json"));
    }

    @Test
    void extremeProvenanceValuesRoundTrip() {
        Instance board = Instance.of(TestBoards.small2x2(), new Cell(1, 0),
                new Provenance("uniform", Long.MIN_VALUE, Integer.MAX_VALUE, FirstClickRule.ZERO, "1,0",
                        "tab\there \"q\" \\ \u00e9\u4e2d \uD83D\uDCA3.mine"));
        assertEquals(List.of(board), BoardSetJson.read(BoardSetJson.write(List.of(board)), "x.json"));
    }
}
