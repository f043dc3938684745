package io.minesift.util;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a file so that readers see either the old content or the whole new content, never a
 * half-written file: the bytes go to a temporary file beside the target, which is then moved
 * into place.
 */
public final class AtomicFiles {
    /** Writes the content of one file to a stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFiles() {
    }

    /**
     * Writes {@code target} atomically, creating missing parent folders.
     *
     * @throws InputException naming the file when it cannot be written
     */
    public static void write(Path target, Content content) {
        if (Files.isDirectory(target)) {
            throw new InputException(target.toString(), "cannot write: it is a folder");
        }
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = null;
        try {
            Files.createDirectories(dir);
            // Not Files.createTempFile: its files are private (0600); this one gets the usual umask.
            temp = dir.resolve("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + "."
                    + COUNTER.incrementAndGet() + ".tmp");
            try (OutputStream out = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            move(temp, absolute);
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(target.toString(), "cannot write: " + describe(e));
        } finally {
            deleteQuietly(temp);
        }
    }

    /**
     * Checks, before any work is spent, that {@code target} could be written: it is no folder and
     * its folder exists or can be made, and takes files (a probe file is made and removed).
     *
     * @throws InputException naming the file and the problem
     */
    public static void checkWritable(Path target) {
        if (Files.isDirectory(target)) {
            throw new InputException(target.toString(), "cannot write: it is a folder");
        }
        Path dir = target.toAbsolutePath().getParent();
        Path probe = null;
        try {
            Files.createDirectories(dir);
            probe = dir.resolve("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".probe.tmp");
            Files.newOutputStream(probe, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(target.toString(), "cannot write: " + describe(e));
        } finally {
            deleteQuietly(probe);
        }
    }

    public static void write(Path target, byte[] bytes) {
        write(target, out -> out.write(bytes));
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp != null) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // best effort: the temporary file is hidden and named after its target
            }
        }
    }

    /** A short reason for an I/O failure, without the exception's class name. */
    public static String describe(Exception e) {
        Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
        String kind = switch (t.getClass().getSimpleName()) {
            case "NoSuchFileException" -> "no such file or folder";
            case "AccessDeniedException" -> "permission denied";
            case "FileAlreadyExistsException" -> "a file is in the way";
            case "NotDirectoryException" -> "not a folder";
            default -> t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        };
        return kind;
    }
}
