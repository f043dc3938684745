package io.minesift.cli.page;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The page's text: words from the pack cannot break out of their script element or the title. */
class PlayPageTest {
    private static Instance board() {
        BitSet mines = new BitSet();
        mines.set(3);
        return Instance.of(MineLayout.of(Geometry.of(3, 2), mines), new Cell(0, 0), Provenance.imported("test", "0,0"));
    }

    @Test
    void packWordsStayInsideTheirElements() {
        String html = PlayPage.html("a <b>&</b> pack", "about <i>it</i>", List.of(
                new PlayPage.Board("01-x", board(), "too-easy", "ends </script><script>alert(1)</script> <!-- here",
                        "needs </script> <!-- a guess")));
        assertTrue(html.contains("<title>a &lt;b&gt;&amp;&lt;/b&gt; pack</title>"), "the title is escaped");
        assertTrue(html.contains("<p id=\"about\" class=\"about\">about &lt;i&gt;it&lt;/i&gt;</p>"), "so is the about line");
        // The page's own three script elements (data, engine, game) are the only ones.
        assertEquals(3, html.split("</script>", -1).length - 1);
        assertFalse(html.contains("<!-- here"));
        assertTrue(html.contains("ends \\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!-- here"),
                "escaped for JSON in a script");
        assertTrue(html.contains("\"luck\":\"needs \\u003c/script> \\u003c!-- a guess\""), "the luck line too");
        // and still JSON, read back word for word
        String data = html.substring(html.indexOf("application/json\">") + 18, html.indexOf("</script>"));
        assertEquals("ends </script><script>alert(1)</script> <!-- here",
                assertDoesNotThrow(() -> new com.fasterxml.jackson.databind.ObjectMapper().readTree(data))
                        .path("boards").get(0).path("reason").asText());
    }

    @Test
    void thePackIdDependsOnItsBoardsOnly() {
        String one = PlayPage.data("one", List.of(new PlayPage.Board("01-x", board(), "too-easy", "", "")));
        String two = PlayPage.data("two", List.of(new PlayPage.Board("02-y", board(), "luck-bound", "r", "needs no guess")));
        assertEquals(id(one), id(two));
        assertEquals(12, id(one).length());
    }

    private static String id(String data) {
        int at = data.indexOf("\"id\":\"") + 6;
        return data.substring(at, data.indexOf('"', at));
    }
}
