package io.minesift.shanghai.sift;

import io.minesift.shanghai.Drawn;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The text {@code show} draws, word for word, on a hand-drawn eight-tile table: six tiles in two
 * rows on layer 0 and two on layer 1 that lie across all six (each covers the four it overlaps), so
 * at the start only the two on top are free and every other tile is covered. The expected drawings
 * are written out by hand from the places: a tile takes two characters a half tile.
 */
class ShanghaiTextTest {
    /** Tiles 0 to 5 on layer 0 (rows 0 and 2, columns 0, 2 and 4), 6 and 7 on layer 1 half a tile in; kinds drawn as 1 and 2. */
    private static final Position DEAL = Drawn.twoRowsUnderTwo();

    @Test
    void aDealAsDealtShowsEveryKind() {
        assertEquals("""
                deal d: drawn, 8 tiles, 2 kinds (numbered 1 to 2), 2 layers
                layer 0 (6 tiles)
                [ 2][ 1][ 2]
                [__][__][__]
                [ 2][ 1][ 2]
                [__][__][__]
                layer 1 (2 tiles)

                  [ 1][ 1]
                  [__][__]
                """, ShanghaiText.draw(DEAL, "d", -1, ShanghaiText.Drawing.PLAIN));
        assertEquals(ShanghaiText.draw(DEAL, "d", -1, ShanghaiText.Drawing.PLAIN), ShanghaiText.draw(DEAL, "d"));
    }

    @Test
    void asAPlayerSeesItCoveredKindsAreUnknownAndTilesNumbered() {
        assertEquals("""
                deal d: drawn, 8 tiles, 2 kinds (numbered 1 to 2), 2 layers
                under each tile's kind [k], its number (from 0), as hint --moves names it
                [??] is a covered tile: a player cannot see its kind; ( k) a tile seen but not free
                layer 0 (6 tiles)
                [??][??][??]
                   0   1   2
                [??][??][??]
                   3   4   5
                layer 1 (2 tiles)

                  [ 1][ 1]
                     6   7
                """, ShanghaiText.draw(DEAL, "d", -1, new ShanghaiText.Drawing(true, true)));
        // after the two on top are taken, every tile left is uncovered, and layer 1 is empty; the
        // middle of each row (1 and 4) is touched on both sides, seen but not free
        Position after = DEAL.apply(new Move(6, 7));
        assertEquals("""
                deal d: drawn, 6 of 8 tiles on the table after 1 move, 2 kinds (numbered 1 to 2), 2 layers
                under each tile's kind [k], its number (from 0), as hint --moves names it
                [??] is a covered tile: a player cannot see its kind; ( k) a tile seen but not free
                layer 0 (6 tiles)
                [ 2]( 1)[ 2]
                   0   1   2
                [ 2]( 1)[ 2]
                   3   4   5
                layer 1 (0 tiles)
                """, ShanghaiText.draw(after, "d", 1, new ShanghaiText.Drawing(true, true)));
    }

    @Test
    void kindsPastNinetyNineKeepTheirBrackets() {
        // 400 tiles on one layer, 20 by 20, four of each of 100 kinds: a half tile takes three characters
        Layout wide = Drawn.layout(String.join("\n", IntStream.range(0, 400)
                .mapToObj(t -> "0 " + 2 * (t / 20) + " " + 2 * (t % 20)).toList()));
        Position deal = Position.deal(wide, IntStream.range(0, 400).map(t -> t / 4).toArray());
        String text = ShanghaiText.draw(deal, "w", -1, ShanghaiText.Drawing.PLAIN);
        String[] lines = text.split("\n");
        assertEquals("deal w: drawn, 400 tiles, 100 kinds (numbered 1 to 100), 1 layer", lines[0]);
        assertEquals("[   1][   1][   1][   1][   2][   2][   2][   2][   3][   3][   3][   3][   4][   4][   4][   4]"
                + "[   5][   5][   5][   5]", lines[2]);
        assertTrue(lines[lines.length - 2].endsWith("[ 100][ 100][ 100][ 100]"), lines[lines.length - 2]);
        Pattern tops = Pattern.compile("(\\[ *\\d{1,3}\\]){20}");
        for (int r = 2; r < lines.length; r += 2) {
            assertTrue(tops.matcher(lines[r]).matches() && lines[r].length() == 120, lines[r]);
            assertEquals("[____]".repeat(20), lines[r + 1]);
        }
    }
}
