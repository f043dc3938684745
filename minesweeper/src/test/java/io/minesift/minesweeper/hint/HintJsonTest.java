package io.minesift.minesweeper.hint;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code hint --json} is written by hand (so the page's TeaVM build can run it); the reference here
 * is the Jackson tree the command built before, field for field: both must give the same text.
 */
class HintJsonTest {
    @Test
    void theHandWrittenJsonIsWhatJacksonWrote() {
        List<Position> positions = SeededPositions.of("16x16x40", 11, 12, 0, 0.3, 0.6, 0.9);
        positions.addAll(SeededPositions.of("8x8x12", 12, 20, 0, 0.5, 0.9, 1));
        int guesses = 0;
        for (Position p : positions) {
            Hinter.Answer answer = new Hinter().analyse(p, true);
            guesses += answer.guess() == null ? 0 : 1;
            for (boolean all : new boolean[]{false, true}) {
                assertEquals(jackson(p.geometry(), answer, all), HintReport.json(p.geometry(), answer, all));
            }
        }
        assertTrue(positions.size() > 100 && guesses > 5, positions.size() + " positions, " + guesses + " with a guess");
    }

    @Test
    void stringsAreEscapedAsJacksonEscapesThem() {
        Hinter.Answer answer = new Hinter.Answer(List.of(), new Guess(List.of(0), 0.5, true, "a \"q\" \\ \n\t\u0001 é"),
                null, false);
        Geometry g = Geometry.of(2, 1);
        assertEquals(jackson(g, answer, false), HintReport.json(g, answer, false));
    }

    /** The Jackson code {@code HintReport.json} was before this test's commit. */
    private static String jackson(Geometry g, Hinter.Answer answer, boolean all) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("legend", HintReport.LEGEND);
        ArrayNode list = root.putArray("hints");
        for (Hint h : all ? answer.hints() : answer.hints().stream().limit(1).toList()) {
            ObjectNode node = list.addObject();
            node.put("level", HintReport.level(h.level())).put("verdict", h.mine() ? "mine" : "safe");
            ArrayNode cells = node.putArray("cells");
            h.cells().forEach(c -> cells.add(g.cell(c).label()));
            ArrayNode clues = node.putArray("clues");
            h.clues().forEach(c -> clues.add(c < 0 ? "mine count" : g.cell(c).label()));
            node.put("explanation", h.explanation());
        }
        Guess guess = answer.guess();
        if (guess == null) {
            root.putNull("guess");
        } else {
            ObjectNode node = root.putObject("guess");
            ArrayNode cells = node.putArray("safest");
            guess.safest().forEach(c -> cells.add(g.cell(c).label()));
            node.put("probability", guess.probability()).put("forcedFiftyFifty", guess.forcedFiftyFifty())
                    .put("explanation", guess.explanation());
        }
        return root + "\n";
    }
}
