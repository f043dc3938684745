package io.minesift.core.experiment;

import io.minesift.core.util.InputException;
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
    void aFullDiskStopsTheRunAndTheJournalStillResumes() throws IOException {
        // A writer that takes about two and a half lines and then fails as a full disk does: the
        // run stops with the file named, and the same journal resumes to the uninterrupted results.
        Path file = dir.resolve("full.jsonl");
        java.util.concurrent.atomic.AtomicInteger room = new java.util.concurrent.atomic.AtomicInteger(-1);
        Journal.Appender full = f -> new java.io.FilterWriter(Files.newBufferedWriter(f, StandardCharsets.UTF_8,
                StandardOpenOption.APPEND)) {
            @Override
            public void write(String text, int off, int len) throws IOException {
                if (room.get() < 0) {
                    room.set(len * 5 / 2); // the first line's length sets the room
                }
                int fits = Math.min(len, room.get());
                super.write(text, off, fits);
                room.addAndGet(-fits);
                if (fits < len) {
                    flush();
                    throw new IOException("No space left on device");
                }
            }
        };
        try (Journal j = Journal.open(file, sift.key(9, 30, coins), full)) {
            java.io.UncheckedIOException e = assertThrows(java.io.UncheckedIOException.class,
                    () -> sift.run(coins, j, 1, n -> { }));
            assertEquals("cannot write " + file, e.getMessage());
            assertEquals("No space left on device", e.getCause().getMessage());
        } catch (java.io.UncheckedIOException closing) {
            // closing a writer on a full disk may fail too; the journal on disk is what matters
        }
        try (Journal j = Journal.open(file, sift.key(9, 30, coins))) {
            assertEquals(2, j.size(), "the two whole lines; the half line is dropped");
            assertEquals(uninterrupted(), sift.run(coins, j, 2, n -> { }));
        }
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
