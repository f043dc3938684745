package io.minesift.core.util;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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
    /** How old a dead writer's temporary file must be before it is removed. */
    static final Duration STALE_AFTER = Duration.ofMinutes(1);
    /** The targets whose stale temporary files this run has already looked for. */
    private static final Set<Path> CLEANED = ConcurrentHashMap.newKeySet();
    /** The hidden temporary files of each folder this run has written to, as it first saw them. */
    private static final Map<Path, Map<String, List<Path>>> TEMPORARIES = new ConcurrentHashMap<>();
    /** The temporary files being written now: removed by the shutdown hook when the run is stopped (Ctrl-C, kill). */
    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();
    /** A name longer than this is shortened in temporary and lock names, so that they stay within a file system's 255. */
    static final int LONGEST_NAME = 200;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(AtomicFiles::deleteQuietly),
                "minesift-temporaries"));
    }

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
            String name = shortName(absolute.getFileName().toString());
            removeStaleTemporaries(dir, name);
            // Not Files.createTempFile: its files are private (0600); this one gets the usual umask.
            temp = dir.resolve("." + name + "." + ProcessHandle.current().pid() + "." + COUNTER.incrementAndGet() + ".tmp");
            LIVE.add(temp);
            try (OutputStream out = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            move(temp, absolute);
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(target.toString(), "cannot write: " + describe(e));
        } finally {
            deleteQuietly(temp);
            if (temp != null) {
                LIVE.remove(temp);
            }
        }
    }

    /**
     * The name itself, or for a name longer than {@link #LONGEST_NAME} its start and a digest of the
     * whole: a temporary or lock name adds a few characters, and a file system takes 255 at most.
     */
    public static String shortName(String name) {
        if (name.length() <= LONGEST_NAME) {
            return name;
        }
        return name.substring(0, LONGEST_NAME - 20) + "~" + Digests.hex12(name);
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
            probe = dir.resolve("." + shortName(target.getFileName().toString()) + "." + ProcessHandle.current().pid()
                    + ".probe.tmp");
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

    /**
     * Removes the temporary files of {@code name} that a killed run left behind: a run killed
     * between writing its temporary file and moving it into place (e.g. {@code kill -9} during a
     * book build that writes after every position) leaves a hidden {@code .NAME.PID.N.tmp}. Only
     * files of this naming whose process is not alive here and that are older than
     * {@link #STALE_AFTER} go: a live writer's file stays, this run's or another's, and so does a
     * fresh one whose writer may be another machine or container sharing the folder (its process
     * ids are not ours to see). A clean-up is a courtesy: whatever goes wrong in it, the write
     * goes on.
     */
    private static void removeStaleTemporaries(Path dir, String name) {
        if (!CLEANED.add(dir.resolve(name))) {
            return; // once a target per run: a book or a journal is written again and again
        }
        String prefix = "." + name + ".";
        FileTime staleBefore = FileTime.from(Instant.now().minus(STALE_AFTER));
        try {
            for (Path file : temporariesIn(dir).getOrDefault(name, List.of())) {
                OptionalLong pid = writerPid(file.getFileName().toString(), prefix);
                if (pid.isPresent() && !ProcessHandle.of(pid.getAsLong()).map(ProcessHandle::isAlive).orElse(false)
                        && Files.getLastModifiedTime(file).compareTo(staleBefore) < 0) {
                    deleteQuietly(file);
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // an unreadable folder or a file that vanished meanwhile: leave the rest for the next run
        }
    }

    /**
     * The hidden temporary files in {@code dir} as this run first saw them, by the name of the
     * target they were written for ({@code .NAME.PID.N.tmp}): the folder is read once per run, not
     * once per target, so writing a folder of n files costs n, not n² (a pack or a sift's board
     * pages). A temporary file made after that first look is a live writer's, not a dead one's.
     */
    private static Map<String, List<Path>> temporariesIn(Path dir) throws IOException {
        Map<String, List<Path>> known = TEMPORARIES.get(dir);
        if (known != null) {
            return known;
        }
        Map<String, List<Path>> byTarget = new HashMap<>();
        DirectoryStream.Filter<Path> hidden = f -> f.getFileName().toString().startsWith(".")
                && f.getFileName().toString().endsWith(".tmp");
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, hidden)) {
            for (Path file : files) {
                String n = file.getFileName().toString();
                String rest = n.substring(1, n.length() - ".tmp".length());
                int last = rest.lastIndexOf('.');
                int pid = last <= 0 ? -1 : rest.lastIndexOf('.', last - 1);
                if (pid > 0) {
                    byTarget.computeIfAbsent(rest.substring(0, pid), k -> new ArrayList<>()).add(file);
                }
            }
        }
        TEMPORARIES.putIfAbsent(dir, byTarget);
        return TEMPORARIES.get(dir);
    }

    /** The process id in a temporary file's name {@code PREFIX PID.N.tmp} (or {@code PID.probe.tmp}), if it has that form. */
    static OptionalLong writerPid(String fileName, String prefix) {
        if (fileName.length() < prefix.length() + ".tmp".length()) {
            return OptionalLong.empty(); // .NAME.tmp: the prefix and the suffix overlap
        }
        String rest = fileName.substring(prefix.length(), fileName.length() - ".tmp".length());
        int dot = rest.indexOf('.');
        if (dot <= 0 || rest.indexOf('.', dot + 1) >= 0) {
            return OptionalLong.empty();
        }
        String pid = rest.substring(0, dot);
        String tail = rest.substring(dot + 1);
        if (!pid.chars().allMatch(Character::isDigit) || pid.length() > 18
                || !(tail.equals("probe") || !tail.isEmpty() && tail.chars().allMatch(Character::isDigit))) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(Long.parseLong(pid));
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
