package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.experiment.Plays;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The opening book: its canonical positions, its lookup, and that the build is reproducible. */
class OpeningBookTest {
    /** The reference, written by {@link #COMMAND}. */
    private static final String SMALL = "/io/minesift/minesweeper/player/opening-book-small.json";
    private static final String COMMAND = "minesift book 5x5x4 --first-click safe --start corner --seed 3 --scan 300 "
            + "--depth 2 --entries 1,2 --boards 40,160 --near 1 --z 2.0 --race-z 1.0";
    private static final UniformGenerator BOARDS = new UniformGenerator(BoardSpec.parse("5x5x4"),
            FirstClickRule.parse("safe"), new StartRule.Corner());

    private static OpeningBook smallBook(int threads) {
        return new OpeningBookBuilder(new StrongPlayer(StrongPlayer.Parameters.defaults()), BOARDS,
                new OpeningBookBuilder.Settings(3, 300, new int[] {1, 2}, new int[] {40, 160}, 2, 1, 1), threads)
                .build(COMMAND);
    }

    @Test
    void aRebuiltSmallBookEqualsTheCommittedReference() throws Exception {
        // The reference is the output of COMMAND (seed 3, 300 scanned games; the most frequent
        // first-guess position and the two most frequent second-guess positions, met with the
        // first entry in force; the cells within distance 1 of the open ones among the
        // candidates; a race over 40 and then 160 boards): any change to what the builder or
        // the player does shows up here.
        JsonNode reference;
        try (InputStream in = OpeningBookTest.class.getResourceAsStream(SMALL)) {
            reference = new ObjectMapper().readTree(in);
        }
        assertEquals(reference, smallBook(1).toJson());
        assertEquals(reference, smallBook(2).toJson(), "the same book for any number of threads");
    }

    @Test
    void theReferenceRacedAndCoversTwoGuesses() throws Exception {
        // What the reference must show for the test above to cover racing and depth 2: some
        // candidates dropped after the first 40 boards, the rest (the player's own choice among
        // them) played all 160, and entries at both guesses.
        OpeningBook book;
        try (InputStream in = OpeningBookTest.class.getResourceAsStream(SMALL)) {
            book = OpeningBook.read(new ObjectMapper().readTree(in));
        }
        assertEquals(2, book.depth());
        assertEquals(Set.of(1, 2), book.entries().stream().map(OpeningBook.Entry::guess)
                .collect(Collectors.toSet()));
        for (OpeningBook.Entry e : book.entries()) {
            assertEquals(160, e.played()[0], "the player's own choice runs to the end");
            assertTrue(IntStream.of(e.played()).allMatch(n -> n == 40 || n == 160));
        }
        assertTrue(book.entries().stream().anyMatch(e -> IntStream.of(e.played()).anyMatch(n -> n == 40)));
    }

    @Test
    void aBookFileOfTheFirstFormatReadsAsDepthOneWithEveryCandidateOnAllItsBoards() throws Exception {
        // The format before depths and races: no "depth", "guess" or "played".
        String old = "{\"commands\": [\"x\"], \"entries\": [{\"position\": \"5x5x4:...../...../...../...../....1\", "
                + "\"cell\": 4, \"seen\": 108, \"boards\": 60, \"candidates\": [4, 14], \"wins\": [44, 39]}]}";
        OpeningBook book = OpeningBook.read(new ObjectMapper().readTree(old));
        assertEquals(1, book.depth());
        OpeningBook.Entry e = book.entries().get(0);
        assertEquals(1, e.guess());
        assertArrayEquals(new int[] {60, 60}, e.played());
        assertEquals(60, e.boards());
    }

    @Test
    void theBookIsLookedUpAtTheSecondGuessOnlyWhenItsDepthReachesIt() {
        // A board of the small book's kind whose game needs a second guess, played with an empty
        // book of depth 2: its position there and the player's own move. A book that moves
        // elsewhere in that position changes the second guess at depth 2, and not at depth 1.
        StrongPlayer player = new StrongPlayer(StrongPlayer.Parameters.defaults());
        for (int i = 0; ; i++) {
            List<Guess> own = guesses(player.withBook(OpeningBook.EMPTY.withDepth(2)), i, 5);
            if (own.size() < 2) {
                continue;
            }
            Position second = own.get(1).position();
            int other = IntStream.range(0, 25)
                    .filter(c -> second.state(c) == Position.HIDDEN && c != own.get(1).cell()).findFirst().orElseThrow();
            int flip = OpeningBook.canonicalFlip(second);
            OpeningBook book = new OpeningBook(List.of(new OpeningBook.Entry(OpeningBook.key(second), 2,
                    OpeningBook.flipped(second.geometry(), other, flip), 1, new int[] {0}, new int[] {0}, new int[] {0})),
                    List.of("test"), 2);
            List<Guess> booked = guesses(player.withBook(book), i, 5);
            assertEquals(own.get(0).cell(), booked.get(0).cell(), "the first guess is not in the book");
            assertEquals(other, booked.get(1).cell(), "depth 2: the book's move at the second guess");
            assertEquals(own.get(1).cell(), guesses(player.withBook(book.withDepth(1)), i, 5).get(1).cell(),
                    "depth 1: the player's own move at the second guess");
            return;
        }
    }

    @Test
    void aPlayOutOfTheBuildIsTheGameThePlayerPlaysWithTheBookMove() {
        // On every board of the first 200 (seed 9) whose first guess meets the corner showing 1,
        // the builder's play-out of a candidate must be the very game a player whose book holds
        // that candidate plays, won or lost: the same frame, the same moves, the same stream.
        StrongPlayer player = new StrongPlayer(StrongPlayer.Parameters.defaults());
        int checked = 0;
        for (int i = 0; i < 200; i++) {
            List<Guess> own = guesses(player.withBook(OpeningBook.EMPTY), i, 9);
            Position first = own.isEmpty() ? null : own.get(0).position();
            if (first == null || first.geometry().size() - first.count(Position.HIDDEN) != 1) {
                continue;
            }
            int flip = OpeningBook.canonicalFlip(first);
            for (int canonical : new int[] {0, 14, 18}) { // a far corner, a cell on the edge, one inside
                int cell = OpeningBook.flipped(first.geometry(), canonical, flip);
                if (first.state(cell) != Position.HIDDEN) {
                    continue;
                }
                OpeningBook book = new OpeningBook(List.of(new OpeningBook.Entry(OpeningBook.key(first), 1, canonical, 1,
                        new int[] {canonical}, new int[] {0}, new int[] {0})), List.of("test"), 1);
                boolean game = Referee.play(BOARDS.generate(9, i),
                        player.withBook(book).newGame(Plays.stream(9, i, Match.PLAYER_STREAM))).won();
                boolean playOut = BookPlayOut.playOut(BOARDS.generate(9, i),
                        player.withBook(OpeningBook.EMPTY).newGame(Plays.stream(9, i, Match.PLAYER_STREAM)), 1, cell);
                assertEquals(game, playOut, "board " + i + ", cell " + cell);
                checked++;
            }
        }
        assertTrue(checked > 50, "boards checked: " + checked);
    }

    /** A guess of a game: the position and the cell opened. */
    private record Guess(Position position, int cell) {
    }

    /** The guesses of the player's game on board {@code i} of {@link #BOARDS} (seed {@code seed}), in order. */
    private static List<Guess> guesses(StrongPlayer player, int i, long seed) {
        Game game = Game.started(BOARDS.generate(seed, i));
        Strategy strategy = player.newGame(Plays.stream(seed, i, Match.PLAYER_STREAM));
        List<Guess> guesses = new ArrayList<>();
        while (game.status() == GameStatus.PLAYING) {
            Move move = strategy.next(game.view());
            if (move.guess()) {
                guesses.add(new Guess(game.view().position(), move.cell()));
            }
            game.open(move.cell());
        }
        return guesses;
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
        OpeningBook book = new OpeningBook(List.of(new OpeningBook.Entry(OpeningBook.key(topLeft), 1, farCorner, 1,
                new int[] {farCorner}, new int[] {1}, new int[] {1})), List.of("test"), 1);
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
