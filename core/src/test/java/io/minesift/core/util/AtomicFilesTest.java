package io.minesift.core.util;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Atomic writes: the target holds the old or the whole new content, and no temporary file stays. */
class AtomicFilesTest {
    @TempDir
    Path dir;

    /** Every entry of the folder, hidden temporary files included. */
    private List<String> entries(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A run killed between writing its temporary file and moving it into place leaves a hidden
     * {@code .NAME.PID.N.tmp}; the next write of NAME removes it when that process is gone. PID
     * 999999999 is above the largest process id Linux hands out (2^22), so no process has it.
     */
    @Test
    void removesTheTemporaryFilesOfAKilledRunAndNothingElse() throws Exception {
        long self = ProcessHandle.current().pid();
        List<String> others = List.of(".book.json." + self + ".77.tmp", ".book.json.backup.tmp",
                "book.json.999999999.1.tmp", ".other.json.999999999.1.tmp", ".book.json.999999999.tmp", ".book.json.tmp");
        for (String name : others) {
            Files.writeString(dir.resolve(name), "not stale");
        }
        Files.writeString(dir.resolve(".book.json.999999999.3.tmp"), "{\"half");
        Files.writeString(dir.resolve(".book.json.999999999.probe.tmp"), "");
        FileTime old = FileTime.from(Instant.now().minus(AtomicFiles.STALE_AFTER).minusSeconds(60));
        for (String name : List.of(".book.json.999999999.3.tmp", ".book.json.999999999.probe.tmp", ".book.json.tmp")) {
            if (Files.exists(dir.resolve(name))) {
                Files.setLastModifiedTime(dir.resolve(name), old);
            }
        }
        // a dead writer's file too fresh to remove: its writer may be another machine sharing the folder
        Files.writeString(dir.resolve(".book.json.999999998.1.tmp"), "fresh");
        AtomicFiles.write(dir.resolve("book.json"), bytes("{}"));
        List<String> expected = new ArrayList<>(others);
        expected.add(".book.json.999999998.1.tmp");
        expected.add("book.json");
        assertEquals(expected.stream().sorted().toList(), entries(dir));
    }

    @Test
    void readsTheWriterOfATemporaryFileFromItsName() {
        String prefix = ".b.json.";
        assertEquals(OptionalLong.of(4242), AtomicFiles.writerPid(".b.json.4242.7.tmp", prefix));
        assertEquals(OptionalLong.of(4242), AtomicFiles.writerPid(".b.json.4242.probe.tmp", prefix));
        for (String notOurs : List.of(".b.json.tmp", ".b.json..tmp", ".b.json.x42.7.tmp", ".b.json.4242.tmp", ".b.json.4242.7.8.tmp", ".b.json.4242..tmp",
                ".b.json..7.tmp", ".b.json.4242.seven.tmp")) {
            assertEquals(OptionalLong.empty(), AtomicFiles.writerPid(notOurs, prefix), notOurs);
        }
    }

    @Test
    void writesANewFile() throws Exception {
        Path target = dir.resolve("new.json");
        AtomicFiles.write(target, bytes("hello"));
        assertEquals("hello", Files.readString(target));
        assertEquals(List.of("new.json"), entries(dir));
    }

    @Test
    void replacesAnExistingFile() throws Exception {
        Path target = dir.resolve("board.json");
        Files.writeString(target, "old content that is longer than the new one");
        AtomicFiles.write(target, bytes("new"));
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("board.json"), entries(dir));
    }

    @Test
    void writesAnEmptyFile() throws Exception {
        Path target = dir.resolve("empty.mbf");
        Files.writeString(target, "old");
        AtomicFiles.write(target, new byte[0]);
        assertEquals(0, Files.size(target));
    }

    @Test
    void ioFailureHalfWayLeavesOldFileAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("set.json");
        Files.writeString(target, "old");
        InputException e = assertThrows(InputException.class, () -> AtomicFiles.write(target, out -> {
            out.write(bytes("half of the new cont"));
            out.flush();
            throw new IOException("disk full");
        }));
        assertEquals(target + ": cannot write: disk full", e.getMessage());
        assertEquals("old", Files.readString(target));
        assertEquals(List.of("set.json"), entries(dir));
    }

    @Test
    void runtimeFailureHalfWayLeavesOldFileAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("set.json");
        Files.writeString(target, "old");
        IllegalStateException boom = new IllegalStateException("boom");
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> AtomicFiles.write(target, out -> {
            out.write(new byte[100_000]);
            throw boom;
        }));
        assertSame(boom, thrown);
        assertEquals("old", Files.readString(target));
        assertEquals(List.of("set.json"), entries(dir));
    }

    @Test
    void failureWithoutAnOldFileCreatesNothing() throws Exception {
        Path target = dir.resolve("never.mbf");
        assertThrows(InputException.class, () -> AtomicFiles.write(target, out -> {
            out.write(1);
            throw new IOException("no");
        }));
        assertFalse(Files.exists(target));
        assertEquals(List.of(), entries(dir));
    }

    @Test
    void createsMissingNestedFolders() throws Exception {
        Path target = dir.resolve("a/b/c/board.mine");
        AtomicFiles.write(target, bytes("1x1x0\n0\n"));
        assertEquals("1x1x0\n0\n", Files.readString(target));
        assertEquals(List.of("board.mine"), entries(dir.resolve("a/b/c")));
    }

    @Test
    void aFileWhereAFolderShouldBeIsReported() throws Exception {
        Files.writeString(dir.resolve("plain"), "x");
        Path target = dir.resolve("plain/board.json");
        InputException e = assertThrows(InputException.class, () -> AtomicFiles.write(target, bytes("{}")));
        assertEquals(target + ": cannot write: a file is in the way", e.getMessage());
        assertEquals("x", Files.readString(dir.resolve("plain")));
    }

    @Test
    void aFolderInTheWayIsReportedAndKept() throws Exception {
        Path target = dir.resolve("taken.json");
        Files.createDirectories(target.resolve("inside"));
        InputException e = assertThrows(InputException.class, () -> AtomicFiles.write(target, bytes("{}")));
        assertTrue(e.getMessage().startsWith(target + ": cannot write: "), e.getMessage());
        assertTrue(Files.isDirectory(target.resolve("inside")));
        assertEquals(List.of("taken.json"), entries(dir));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomContentIsWrittenExactly(long seed) throws Exception {
        Random rnd = new Random(seed);
        Path target = dir.resolve("r.bin");
        for (int round = 0; round < 3; round++) {
            byte[] data = new byte[rnd.nextInt(200_000)];
            rnd.nextBytes(data);
            AtomicFiles.write(target, data);
            assertArrayEquals(data, Files.readAllBytes(target));
        }
        assertEquals(List.of("r.bin"), entries(dir));
    }
}
