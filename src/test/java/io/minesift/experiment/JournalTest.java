package io.minesift.experiment;

import io.minesift.io.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Resuming interrupted sifts: the final results equal those of an uninterrupted run. */
class JournalTest {
    @TempDir
    Path dir;

    private final Sift<Coins.Coin> sift = Coins.sift();
    private final List<Coins.Coin> coins = Coins.coins(60);

    private List<BoardResult> uninterrupted() {
        try (Journal j = Journal.open(dir.resolve("whole.jsonl"), sift.key(9, 30, coins))) {
            return sift.run(coins, j, 2, n -> { });
        }
    }

    @Test
    void anInterruptedRunResumesToTheSameResults() throws IOException {
        Path file = dir.resolve("cut.jsonl");
        AtomicInteger done = new AtomicInteger();
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            // The "kill": the run stops with an exception once 25 boards are done; on one thread
            // no board starts after that, so exactly 25 are in the journal.
            assertThrows(IllegalStateException.class, () -> sift.run(coins, j, 1, n -> {
                if (done.addAndGet(n) >= 25) {
                    throw new IllegalStateException("killed");
                }
            }));
        }
        // A kill in the middle of a write leaves half a line at the end.
        Files.writeString(file, "{\"id\":\"coin5", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        int kept;
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            kept = j.size();
            assertEquals(25, kept);
            assertEquals(uninterrupted(), sift.run(coins, j, 3, n -> { }));
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(61, lines.size(), "the header and one line per board, the half line gone");
    }

    @Test
    void anotherRunsJournalIsRefused() {
        Path file = dir.resolve("other.jsonl");
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            sift.run(coins.subList(0, 3), j, 1, n -> { });
        }
        InputException e = assertThrows(InputException.class, () -> Journal.open(file, sift.key(9, 31, coins)));
        assertTrue(e.getMessage().startsWith(file + ": was made by another run"), e.getMessage());
    }

    @Test
    void anotherBoardSetIsRefusedNamingIt() {
        // Before the key carried the board set, a second set with the same seed and repeats
        // "resumed" the first one's journal and mixed both sets.
        Path file = dir.resolve("set.jsonl");
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            sift.run(coins.subList(0, 3), j, 1, n -> { });
        }
        InputException e = assertThrows(InputException.class,
                () -> Journal.open(file, sift.key(9, 30, Coins.coins(61))));
        assertTrue(e.getMessage().contains("its board set is 60 boards"), e.getMessage());
        assertTrue(e.getMessage().contains("--force"), e.getMessage());
    }

    @Test
    void aFinishedJournalListsItsBoardsInTheBoardsOrderWhateverTheThreads() throws IOException {
        Path one = dir.resolve("one.jsonl");
        Path four = dir.resolve("four.jsonl");
        try (Journal j = Journal.open(one, sift.key(9, 30, coins))) {
            sift.run(coins, j, 1, n -> { });
        }
        try (Journal j = Journal.open(four, sift.key(9, 30, coins))) {
            sift.run(coins, j, 4, n -> { });
        }
        assertEquals(Files.readString(one), Files.readString(four));
    }

    @Test
    void aDamagedLineInTheMiddleIsAnError() throws IOException {
        Path file = dir.resolve("bad.jsonl");
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            sift.run(coins.subList(0, 3), j, 1, n -> { });
        }
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        lines.set(2, "not json");
        Files.write(file, lines);
        InputException e = assertThrows(InputException.class, () -> Journal.open(file, sift.key(9, 30, coins)));
        assertTrue(e.getMessage().startsWith(file + ": line 3: "), e.getMessage());
    }

    @Test
    void notAJournalIsAnError() throws IOException {
        Path file = dir.resolve("x.jsonl");
        Files.writeString(file, "{\"format\":\"something else\"}\n");
        InputException e = assertThrows(InputException.class, () -> Journal.open(file, sift.key(9, 30, coins)));
        assertTrue(e.getMessage().contains("not a minesift sift journal"), e.getMessage());
    }
}
