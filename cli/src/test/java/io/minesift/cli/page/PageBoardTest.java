package io.minesift.cli.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.hint.VariantHinter;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.VariantGenerator;
import io.minesift.minesweeper.variant.play.VariantGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The board the page plays from a link ({@link PageBoard}): under variant rules every safe cell shows
 * what the referee shows ({@link VariantGame}, a liar board's lies included) and the first move
 * reveals what the referee reveals; a classic board (an old link) shows the counts worked out here
 * cell by cell; a link that is no board gives the reader's one-line reason.
 */
class PageBoardTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {"8x8x12 | T", "8x8x12 | D", "8x8x10 | T,X", "6x6x10 | L", "7x5x9 | Q,E",
            "8x8x14 | W", "16x16x40 | T", "5x5x8 | X puzzle", "5x5x8 | L puzzle"})
    void aVariantBoardShowsWhatTheRefereeShows(String spec, String rules) throws IOException {
        boolean puzzle = rules.endsWith(" puzzle");
        RuleSet r = RuleSet.parse(rules.replace(" puzzle", ""));
        BoardSpec s = BoardSpec.parse(spec);
        VariantGenerator generator = puzzle ? VariantGenerator.puzzles(s, r)
                : new VariantGenerator(s, r, FirstClickRule.SAFE, new StartRule.Center(), false);
        for (int i = 0; i < 3; i++) {
            Instance board = generator.generate(5, i);
            JsonNode page = JSON.readTree(PageBoard.json(ShareLink.write(board)));
            Geometry g = board.geometry();
            assertEquals(board.rules(), page.path("rules").asText());
            assertEquals(VariantHinter.rulesLine(r), page.path("rulesLine").asText(), "the words of the hints");
            assertEquals(puzzle, page.path("puzzle").asBoolean());
            assertEquals(g.index(board.start()), page.path("start").asInt());
            VariantGame game = VariantGame.started(board);
            assertEquals(game.revealedCells(), cells(page.path("open")), "the first move reveals what the referee's does");
            // The referee's view with every safe cell open: what each cell shows.
            BitSet mines = board.layout().mines();
            for (int c = mines.nextClearBit(0); c < g.size(); c = mines.nextClearBit(c + 1)) {
                if (!game.view().isRevealed(c)) {
                    game.open(c);
                }
            }
            VariantPosition all = game.view();
            for (int c = 0; c < g.size(); c++) {
                assertEquals(mines.get(c) ? '1' : '0', page.path("mine").asText().charAt(c));
                assertEquals(mines.get(c) ? "" : all.clue(c).text(), page.path("show").get(c).asText(), g.cell(c).label());
                assertEquals(cells(r.clue().scope(g, c)), cells(page.path("scope").get(c)));
            }
        }
    }

    /**
     * An old link (version 1, no rules) plays the classic board: on the hand-made 3x2 board (mines at
     * C1 and A2), the counts worked by hand are A1 1, B1 2, B2 2, C2 1; the start A1 opens A1 only.
     */
    @Test
    void anOldLinkIsAClassicBoard() throws IOException {
        BitSet mines = new BitSet();
        mines.set(2);
        mines.set(3);
        Instance board = Instance.of(MineLayout.of(Geometry.of(3, 2), mines), new Cell(0, 0), Provenance.imported("t", "0,0"));
        String link = ShareLink.write(board);
        assertTrue(link.startsWith("AQ"), "version 1");
        JsonNode page = JSON.readTree(PageBoard.json(link));
        assertEquals("", page.path("rules").asText());
        assertEquals(PageBoard.CLASSIC, page.path("rulesLine").asText());
        List<String> shown = new ArrayList<>();
        page.path("show").forEach(n -> shown.add(n.asText()));
        assertEquals(List.of("1", "2", "", "", "2", "1"), shown);
        assertEquals(List.of(0), ints(page.path("open")));
        assertTrue(page.path("chord").asBoolean());
    }

    @Test
    void aLinkThatIsNoBoardGivesTheReadersReason() throws IOException {
        JsonNode page = JSON.readTree(PageBoard.json("AgMCAAIAADADdCx2AA"));
        assertEquals("link: the link's rules 't,v' are not in canonical form (T,V)", page.path("error").asText());
        assertFalse(page.has("show"));
        JsonNode version = JSON.readTree(PageBoard.json("AwMCAAIAADA"));
        assertEquals("link: board link version 3: this build reads versions 1 and 2", version.path("error").asText());
        // The reason quotes the link's bad character: a quote, a backslash or a control character stays a JSON string.
        for (String bad : List.of("\"", "\\", "\u0001", "<")) {
            JsonNode quoted = JSON.readTree(PageBoard.json("AQ" + bad));
            assertEquals("link: not a board link: '" + bad + "' at place 3 is none of A-Z a-z 0-9 - _", quoted.path("error").asText());
        }
    }

    private static BitSet cells(JsonNode list) {
        BitSet set = new BitSet();
        list.forEach(n -> set.set(n.asInt()));
        return set;
    }

    private static BitSet cells(int[] list) {
        BitSet set = new BitSet();
        for (int c : list) {
            set.set(c);
        }
        return set;
    }

    private static List<Integer> ints(JsonNode list) {
        List<Integer> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asInt()));
        return out;
    }
}
