package io.minesift.core.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * One run at a time in an output folder: a lock file holding the owner's process id, made with
 * create-new so that two runs cannot both take it. A lock whose process is gone (a killed run) is
 * stale and taken over, which the caller is told about.
 */
public final class FolderLock implements AutoCloseable {
    /** The lock file's name in the folder. */
    public static final String NAME = ".minesift.lock";

    private final Path file;
    private final boolean tookOverStale;

    private FolderLock(Path file, boolean tookOverStale) {
        this.file = file;
        this.tookOverStale = tookOverStale;
    }

    /**
     * Takes the folder's lock (making the folder if needed).
     *
     * @throws IllegalStateException naming the folder and the process when a live run holds it
     */
    public static FolderLock take(Path folder) {
        Path file = folder.resolve(NAME);
        try {
            Files.createDirectories(folder);
            boolean stale = false;
            for (int attempt = 0; attempt < 2; attempt++) {
                try {
                    Files.writeString(file, ProcessHandle.current().pid() + "\n", StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    return new FolderLock(file, stale);
                } catch (FileAlreadyExistsException held) {
                    Optional<Long> owner = owner(file);
                    if (owner.isPresent() && owner.get() != ProcessHandle.current().pid()
                            && ProcessHandle.of(owner.get()).map(ProcessHandle::isAlive).orElse(false)) {
                        throw new Busy(folder + " is in use by another minesift run (process " + owner.get()
                                + "); wait for it to finish or choose another --out");
                    }
                    Files.deleteIfExists(file); // its run is gone: a kill left it behind
                    stale = true;
                }
            }
            throw new Busy(folder + " is being locked by another run at this very moment; try again");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + folder, e);
        }
    }

    /** Whether a lock left by a run that no longer exists was taken over. */
    public boolean tookOverStale() {
        return tookOverStale;
    }

    @Override
    public void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the lock " + file, e);
        }
    }

    private static Optional<Long> owner(Path file) {
        try {
            return Optional.of(Long.parseLong(Files.readString(file, StandardCharsets.UTF_8).trim()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty(); // unreadable or half-written: treated as stale
        }
    }

    /** Another live run holds the folder. */
    public static final class Busy extends IllegalArgumentException {
        Busy(String message) {
            super(message);
        }
    }
}
