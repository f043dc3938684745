package io.minesift.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.Position;
import io.minesift.board.StartRule;
import io.minesift.generate.UniformGenerator;
import io.minesift.io.MineText;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** The opening book: its canonical positions, its lookup, and that the build is reproducible. */
class OpeningBookTest {
    /** The reference, written by {@link #COMMAND}. */
    private static final String SMALL = "/io/minesift/player/opening-book-small.json";
    private static final String COMMAND = "minesift book 5x5x4 --first-click safe --start corner --seed 3 --scan 300 "
            + "--entries 2 --boards 60 --z 2.0";

    private static OpeningBook smallBook(int threads) {
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("5x5x4"), FirstClickRule.parse("safe"),
                new StartRule.Corner());
        return new OpeningBookBuilder(new StrongPlayer(StrongPlayer.Parameters.defaults()), boards,
                new OpeningBookBuilder.Settings(3, 300, 2, 60, 2), threads).build(COMMAND);
    }

    @Test
    void aRebuiltSmallBookEqualsTheCommittedReference() throws Exception {
        // The reference is the output of COMMAND (seed 3, 300 scanned games, 2 positions, 60
        // boards each): any change to what the builder or the player does shows up here.
        JsonNode reference;
        try (InputStream in = OpeningBookTest.class.getResourceAsStream(SMALL)) {
            reference = new ObjectMapper().readTree(in);
        }
        assertEquals(reference, smallBook(1).toJson());
        assertEquals(reference, smallBook(2).toJson(), "the same book for any number of threads");
    }

    @Test
    void mirrorImagesShareOneEntryAndTheMoveIsMappedBack() {
        // A 1 in the top-left corner and a 1 in the bottom-right corner are the same position
        // turned over both ways; a move to the far corner of one is the far corner of the other.
        Position topLeft = MineText.parse("3x3x1\n1HH\nHHH\nHHH\n", "t");
        Position bottomRight = MineText.parse("3x3x1\nHHH\nHHH\nHH1\n", "t");
        assertEquals(OpeningBook.key(topLeft), OpeningBook.key(bottomRight));
        int flip = OpeningBook.canonicalFlip(topLeft);
        int farCorner = OpeningBook.flipped(topLeft.geometry(), 8, flip); // (2,2) of topLeft, in the canonical frame
        OpeningBook book = new OpeningBook(List.of(new OpeningBook.Entry(OpeningBook.key(topLeft), farCorner, 1,
                new int[] {farCorner}, new int[] {1}, 1)), List.of("test"));
        assertEquals(8, book.move(topLeft));
        assertEquals(0, book.move(bottomRight));
        assertEquals(-1, book.move(MineText.parse("3x3x1\nH1H\nHHH\nHHH\n", "t")), "not in the book");
    }

    @Test
    void theShippedBookNamesHiddenCellsOfItsPositions() {
        OpeningBook book = OpeningBook.shipped();
        assertFalse(book.entries().isEmpty());
        for (OpeningBook.Entry e : book.entries()) {
            assertNotNull(e.key());
            int rows = e.key().indexOf(':');
            String text = e.key().substring(rows + 1).replace('/', '\n').replace('.', 'H');
            Position p = MineText.parse(e.key().substring(0, rows) + "\n" + text + "\n", "book");
            assertEquals(Position.HIDDEN, p.state(e.cell()), e.key());
        }
    }
}
