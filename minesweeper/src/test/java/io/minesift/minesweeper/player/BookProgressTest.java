package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.core.util.AtomicFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A book build stopped part way and gone on with: the book of an uninterrupted run, whatever studied before. */
class BookProgressTest {
    /** The small reference book of {@link OpeningBookTest}: one position at the first guess, two at the second. */
    private static final String SMALL = "/io/minesift/minesweeper/player/opening-book-small.json";
    private static final String COMMAND = "minesift book 5x5x4 --first-click safe --start corner --seed 3 --scan 300 "
            + "--depth 2 --entries 1,2 --boards 40,160 --near 1 --z 2.0 --race-z 1.0";

    @TempDir
    Path dir;

    private static OpeningBookBuilder builder(int depth) {
        int[] entries = depth == 2 ? new int[] {1, 2} : new int[] {1};
        return new OpeningBookBuilder(new StrongPlayer(StrongPlayer.Parameters.defaults()),
                new UniformGenerator(BoardSpec.parse("5x5x4"), FirstClickRule.parse("safe"), new StartRule.Corner()),
                new OpeningBookBuilder.Settings(3, 300, entries, new int[] {40, 160}, 2, 1, 1), 1);
    }

    private static JsonNode reference() throws Exception {
        try (InputStream in = BookProgressTest.class.getResourceAsStream(SMALL)) {
            return new ObjectMapper().readTree(in);
        }
    }

    /** The progress written to a file and read back, as a run that goes on finds it. */
    private BookProgress throughFile(BookProgress p) {
        Path file = dir.resolve("book.json");
        AtomicFiles.write(file, BookProgress.text(p.toJson()).getBytes(StandardCharsets.UTF_8));
        return BookProgress.read(file).orElseThrow();
    }

    @ParameterizedTest(name = "stopped after {0} positions")
    @ValueSource(ints = {1, 2})
    void aBuildStoppedPartWayGoesOnToTheUninterruptedBook(int stop) throws Exception {
        // Stopped after the first-guess position (so the second guess is scanned again with its
        // entry in force), or after the first of the two second-guess positions (so the boards
        // of the second are drawn again without the first's draws): either way the finished book
        // is the committed reference, which an uninterrupted run of COMMAND makes
        // (OpeningBookTest), and only the positions not studied before are studied.
        List<BookProgress> written = new ArrayList<>();
        Optional<BookProgress> first = builder(2).resume(BookProgress.start(COMMAND, "p", 2, OpeningBook.EMPTY), stop,
                written::add);
        assertTrue(first.isEmpty(), "stopped before the end");
        assertEquals(stop, written.size());
        BookProgress stopped = throughFile(written.get(stop - 1));
        assertEquals(stop, stopped.made().entries().size(), "the file holds the finished entries");
        assertEquals("[\"" + COMMAND + "\"]", stopped.book().toJson().get("commands").toString());

        List<BookProgress> more = new ArrayList<>();
        BookProgress done = builder(2).resume(stopped, Integer.MAX_VALUE, more::add).orElseThrow();
        assertEquals(3 - stop, more.size(), "the positions studied before are not studied again");
        assertEquals(reference(), done.book().toJson());
        assertEquals(reference(), done.made().toJson());
    }

    @Test
    void aFileOfAnotherBuildIsRefused() {
        // The progress of a depth-1 build (the first-guess position, studied) does not fit a
        // depth-2 build, and a progress that studied a position this build does not study (a
        // made-up key) is refused before anything is studied.
        BookProgress depthOne = builder(1).resume(BookProgress.start(COMMAND, "p", 1, OpeningBook.EMPTY),
                Integer.MAX_VALUE, p -> { }).orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> builder(2).resume(depthOne, 0, p -> { }));
        BookProgress other = BookProgress.start(COMMAND, "p", 1, OpeningBook.EMPTY)
                .plus(new BookProgress.Step(1, "5x5x4:...../...../...../...../....2", null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> builder(1).resume(other, 0, p -> { }));
        assertTrue(e.getMessage().contains("are not this build's"), e.getMessage());
    }

    @Test
    void theUnfinishedFileIsABookOfTheEntriesSoFarOnTopOfTheOldOne() {
        // On top of a book with one entry for another position and one for the position the
        // build studies (which the new entry replaces): the file lists the old position, then the
        // new entry in the replaced one's place, with both commands; its base is kept whole.
        OpeningBook.Entry mine = new OpeningBook.Entry("5x5x4:...../...../...../...../....1", 1, 0, 1,
                new int[] {0}, new int[] {0}, new int[] {1});
        OpeningBook.Entry kept = new OpeningBook.Entry("5x5x4:...../...../...../...../....2", 1, 0, 1,
                new int[] {0}, new int[] {0}, new int[] {1});
        OpeningBook old = new OpeningBook(List.of(mine, kept), List.of("old"), 1);
        OpeningBook.Entry made = new OpeningBook.Entry(mine.key(), 1, 4, 9, new int[] {4, 0}, new int[] {5, 3},
                new int[] {9, 9});
        BookProgress p = throughFile(BookProgress.start("new", "p", 1, old).plus(new BookProgress.Step(1, mine.key(), made)));
        JsonNode book = p.toJson();
        assertEquals("[\"old\",\"new\"]", book.get("commands").toString());
        assertEquals(4, book.get("entries").get(0).get("cell").asInt(), "the new entry, in the old one's place");
        assertEquals(kept.key(), book.get("entries").get(1).get("position").asText());
        assertEquals(old.toJson(), p.base().toJson(), "the base kept whole, the replaced entry too");
    }
}
