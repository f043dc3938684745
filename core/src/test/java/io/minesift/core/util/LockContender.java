package io.minesift.core.util;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A tiny run that contends for a folder, for {@link FolderLockProcessesTest}: one JVM kept for many
 * rounds, so that the rounds cost milliseconds, not a JVM start each. On {@code go T} it waits
 * until the wall-clock time T (milliseconds), takes the folder's lock and answers {@code took} or
 * {@code busy}; on {@code release} it lets a lock it holds go and answers {@code released}; on
 * {@code hold-and-die} (the stale case) it takes the lock, answers, and waits to be killed.
 */
public final class LockContender {
    private LockContender() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        FolderLock held = null;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("go ")) {
                waitUntil(Long.parseLong(line.substring(3)));
                try {
                    held = FolderLock.take(folder);
                    answer("took");
                } catch (FolderLock.Busy busy) {
                    answer("busy");
                }
            } else if (line.equals("release")) {
                if (held != null) {
                    held.close();
                    held = null;
                }
                answer("released");
            } else if (line.equals("hold-and-die")) {
                FolderLock.take(folder); // never closed: the test kills this process
                answer("took");
            }
        }
    }

    /** Sleeps to just before the instant, then spins: the contenders start within a fraction of a millisecond. */
    private static void waitUntil(long instant) throws InterruptedException {
        long sleep = instant - System.currentTimeMillis() - 2;
        if (sleep > 0) {
            Thread.sleep(sleep);
        }
        while (System.currentTimeMillis() < instant) {
            Thread.onSpinWait();
        }
    }

    private static void answer(String word) {
        System.out.println(word);
        System.out.flush();
    }
}
