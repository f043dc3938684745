package io.minesift.core.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One run at a time in an output folder (or on an output file): an operating-system lock
 * ({@link FileChannel#tryLock}) on a hidden lock file, held for the run's lifetime. The system
 * frees the lock when its process dies however it dies, so a killed run's lock file is simply
 * taken: no run guesses whether another is alive.
 *
 * <p>No run ever deletes a lock file. A deleted lock file would let two runs lock two different
 * files of one name (one the file it opened before the deletion, the other a new one), which is
 * how the process-id lock this replaced let two runs in. The file stays, empty once its run ended
 * well; while a run holds it, it holds that run's process id, for the message of a refused one. A
 * lock file that still names a process when its lock is free was left by a killed run.
 *
 * <p>Within one JVM a second take is refused without opening the file at all: on POSIX systems
 * closing any descriptor of a file drops every lock the process holds on it.
 */
public final class FolderLock implements AutoCloseable {
    /** The lock file's name in a folder. */
    public static final String NAME = ".minesift.lock";
    /** The lock files this JVM holds now, by absolute path. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private final boolean tookOverStale;

    private FolderLock(Path file, FileChannel channel, FileLock lock, boolean tookOverStale) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
        this.tookOverStale = tookOverStale;
    }

    /**
     * Takes the folder's lock (making the folder if needed), for as long as this object is open.
     *
     * @throws Busy naming the folder (and the holder's process id, when it can be read) when
     *              another run, in this process or another, holds it
     */
    public static FolderLock take(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new InputException(folder.toString(), "cannot make the folder: " + AtomicFiles.describe(e));
        }
        return lock(folder.resolve(NAME), folder + " is in use by another minesift run");
    }

    /**
     * Takes the lock of one output file: a hidden {@code .NAME.lock} beside it (shortened for a long
     * name), for a command that writes one file, perhaps again and again (a book, a tuned player).
     */
    public static FolderLock takeFile(Path target) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InputException(target.toString(), "cannot make its folder: " + AtomicFiles.describe(e));
        }
        String name = "." + AtomicFiles.shortName(absolute.getFileName().toString()) + ".lock";
        return lock(dir.resolve(name), target + " is being written by another minesift run");
    }

    private static FolderLock lock(Path file, String busy) {
        Path key = file.toAbsolutePath().normalize();
        if (!HELD.add(key)) {
            throw new Busy(busy + " (this process); wait for it to finish or choose another --out");
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel);
            if (lock == null) {
                throw new Busy(busy + holder(channel) + "; wait for it to finish or choose another --out");
            }
            boolean stale = channel.size() > 0; // a run that ended well emptied it: a killed one left its id
            byte[] pid = (ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(pid), 0);
            return new FolderLock(key, channel, lock, stale);
        } catch (IOException | RuntimeException e) {
            HELD.remove(key);
            closeQuietly(channel);
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new UncheckedIOException("cannot lock " + file, (IOException) e);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException held) {
            return null; // not expected: this JVM's own locks are in HELD
        }
    }

    /** " (process N)" when the lock file names its holder, else nothing: read through the open channel, never another descriptor. */
    private static String holder(FileChannel channel) {
        try {
            ByteBuffer text = ByteBuffer.allocate(32);
            channel.read(text, 0);
            String pid = new String(text.array(), 0, text.position(), StandardCharsets.UTF_8).trim();
            return !pid.isEmpty() && pid.length() < 20 && pid.chars().allMatch(Character::isDigit) ? " (process " + pid + ")" : "";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** Whether a lock file left by a run that was killed was taken over (its system lock had gone with it). */
    public boolean tookOverStale() {
        return tookOverStale;
    }

    /** Empties the lock file (the run ended well) and lets the lock go; the file stays. */
    @Override
    public void close() {
        try {
            channel.truncate(0);
        } catch (IOException e) {
            // the next run will call this lock stale, which is harmless
        } finally {
            closeQuietly(channel); // releases the lock
            HELD.remove(file);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing to keep
            }
        }
    }

    /** Another live run holds the folder. */
    public static final class Busy extends IllegalArgumentException {
        Busy(String message) {
            super(message);
        }
    }
}
