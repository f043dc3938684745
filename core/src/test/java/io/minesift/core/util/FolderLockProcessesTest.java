package io.minesift.core.util;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Three processes that take one folder at the same instant: exactly one gets it, round after
 * round, on a fresh folder and on a folder where a killed run left its lock file. Each round's
 * winner holds the folder until all three have answered, so that every attempt overlaps its hold
 * and "exactly one" is the only right outcome (the lock this replaced let two in: 2 of 16 rounds
 * fresh, 6 of 8 with a stale file, as measured when the fault was found).
 */
class FolderLockProcessesTest {
    private static final int ROUNDS = 50;
    private static final int CONTENDERS = 3;

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void exactlyOneOfThreeProcessesTakesTheFolderEveryRound() throws Exception {
        Path folder = dir.resolve("out");
        byte[] stale = staleLockOfAKilledRun(folder);
        List<Contender> contenders = new ArrayList<>();
        for (int i = 0; i < CONTENDERS; i++) {
            contenders.add(start(folder));
        }
        for (boolean withStale : new boolean[]{false, true}) {
            for (int round = 0; round < ROUNDS; round++) {
                if (withStale) {
                    Files.write(folder.resolve(FolderLock.NAME), stale);
                } else {
                    assertArrayEquals(new byte[0], Files.readAllBytes(folder.resolve(FolderLock.NAME)),
                            "the last holder emptied its lock file and left it");
                }
                long instant = System.currentTimeMillis() + 30;
                contenders.forEach(c -> c.say("go " + instant));
                int took = 0;
                for (Contender c : contenders) {
                    String answer = c.answer();
                    assertTrue(answer.equals("took") || answer.equals("busy"), answer);
                    took += answer.equals("took") ? 1 : 0;
                }
                assertEquals(1, took, (withStale ? "with a stale lock" : "fresh") + ", round " + round);
                contenders.forEach(c -> c.say("release"));
                for (Contender c : contenders) {
                    assertEquals("released", c.answer());
                }
            }
        }
    }

    @Test
    void aSecondTakeInTheSameProcessIsRefusedAndTheFirstStaysHeld() {
        Path folder = dir.resolve("same");
        try (FolderLock first = FolderLock.take(folder)) {
            FolderLock.Busy busy = assertThrows(FolderLock.Busy.class, () -> FolderLock.take(folder));
            assertTrue(busy.getMessage().contains("in use by another minesift run"), busy.getMessage());
            assertTrue(Files.exists(folder.resolve(FolderLock.NAME)), "a refused run leaves the holder's lock file alone");
            assertThrows(FolderLock.Busy.class, () -> FolderLock.take(folder), "still held after a refusal");
            assertFalse(first.tookOverStale());
        }
        try (FolderLock again = FolderLock.take(folder)) {
            assertFalse(again.tookOverStale(), "a run that ended well left nothing stale");
        }
    }

    @Test
    void aFileLockIsBesideTheFileAndShortForALongName() {
        Path target = dir.resolve("b".repeat(250) + ".json");
        try (FolderLock lock = FolderLock.takeFile(target)) {
            assertThrows(FolderLock.Busy.class, () -> FolderLock.takeFile(target));
        }
        try (FolderLock again = FolderLock.takeFile(target)) {
            assertFalse(again.tookOverStale());
        }
    }

    /** The lock file of a process that took the folder and was killed (SIGKILL): its system lock died with it. */
    private byte[] staleLockOfAKilledRun(Path folder) throws Exception {
        Contender victim = start(folder);
        victim.say("hold-and-die");
        assertEquals("took", victim.answer());
        victim.process.destroyForcibly().waitFor();
        byte[] left = Files.readAllBytes(folder.resolve(FolderLock.NAME));
        assertTrue(left.length > 0, "a killed run leaves its lock file");
        try (FolderLock taken = FolderLock.take(folder)) {
            assertTrue(taken.tookOverStale(), "the killed run's lock is free, and said to be stale");
        }
        assertArrayEquals(new byte[0], Files.readAllBytes(folder.resolve(FolderLock.NAME)), "emptied, never deleted");
        return left;
    }

    private Contender start(Path folder) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-Xmx32m", "-cp",
                System.getProperty("java.class.path"), LockContender.class.getName(), folder.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        processes.add(p);
        return new Contender(p);
    }

    @AfterEach
    void stop() {
        processes.forEach(Process::destroyForcibly);
    }

    private record Contender(Process process, PrintWriter in, BufferedReader out) {
        Contender(Process process) {
            this(process, new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8),
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)));
        }

        void say(String line) {
            in.println(line);
        }

        String answer() throws IOException {
            String line = out.readLine();
            return line == null ? "(ended)" : line;
        }
    }
}
