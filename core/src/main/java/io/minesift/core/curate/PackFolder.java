package io.minesift.core.curate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.report.PackReport;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.FolderLock;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A pack's folder holds one pack and nothing else of pack's: a pack written into a folder that
 * held another would leave the old boards beside the new ones ({@code 01-*.mine} matching two
 * files). So a pack goes only into a new or empty folder, or with {@code --force} over an earlier
 * pack, whose own files (those its {@code pack-info.json} lists) it removes; a file no earlier pack
 * here wrote is a user's, and pack refuses the folder rather than touch it or mix with it. Hidden
 * files (names starting with a dot: the run's lock, a system's folder notes) are left alone.
 *
 * <p>Killed at any moment, the folder still holds only files its {@code pack-info.json} lists, so
 * the same command with {@code --force} finishes the job: the earlier pack's files that the new
 * one does not overwrite go first, then the new {@code pack-info.json}, then the new files, each
 * written atomically.
 */
final class PackFolder {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** What a pack wrote beside its boards before pack-info.json listed its files. */
    private static final List<String> VERSION_1_FILES = List.of(PackFiles.BOARD_SET, PackFiles.TABLE, PackFiles.INFO,
            "pack.tatham.txt", "pack.html");

    private PackFolder() {
    }

    /**
     * Writes the pack's description {@code info} ({@link PackFiles#INFO}, listing every file) and
     * its {@code files} (by path in the folder) into {@code out}, under the folder's lock.
     *
     * @throws InputException naming the folder and a file when the folder holds files pack did not
     *                        write, or an earlier pack and {@code force} is off
     */
    static void write(Path out, byte[] info, Map<String, byte[]> files, boolean force) {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new InputException(out.toString(), "is a file, not a folder: give pack a folder for --out");
        }
        try (FolderLock lock = FolderLock.take(out)) {
            List<String> present = earlierFiles(out);
            if (!present.isEmpty() && !force) {
                throw new InputException(out.toString(), "holds an earlier pack (" + present.size() + " files, named in its "
                        + PackFiles.INFO + "): --force replaces them with this pack, or give another --out");
            }
            for (String file : present) {
                if (!files.containsKey(file) && !file.equals(PackFiles.INFO)) {
                    remove(out, file);
                }
            }
            AtomicFiles.write(out.resolve(PackFiles.INFO), info);
            files.forEach((file, bytes) -> AtomicFiles.write(out.resolve(file), bytes));
        }
    }

    /**
     * The files of the folder's earlier pack, by path with {@code /}, in name order (none in an empty
     * folder); hidden files are left out.
     *
     * @throws InputException naming the first file no earlier pack here wrote
     */
    private static List<String> earlierFiles(Path out) {
        Predicate<String> own = earlierPack(out);
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(out)) {
            // Lazily, in the walk's order: a folder of someone else's is refused at its first file, not read whole.
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path rel = out.relativize(p);
                if (p.equals(out) || Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) || hidden(rel)) {
                    continue;
                }
                String file = rel.toString().replace('\\', '/');
                if (!own.test(file)) {
                    throw new InputException(out.toString(), "holds " + file + ", a file pack did not write (no "
                            + PackFiles.INFO + " there lists it): give pack a new or empty --out folder");
                }
                files.add(file);
            }
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(out.toString(), "cannot read the folder: " + e.getMessage());
        }
        files.sort(null);
        return files;
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Which files the folder's earlier pack wrote: those its {@code pack-info.json} lists; for a pack
     * written before the list existed (version 1), the files beside the boards that version wrote
     * and those named after its boards ({@code NAME.*}, also in a sub-folder). None when there is no {@code pack-info.json}.
     */
    private static Predicate<String> earlierPack(Path out) {
        Path file = out.resolve(PackFiles.INFO);
        if (!Files.isRegularFile(file)) {
            return f -> false;
        }
        JsonNode root;
        try {
            root = JSON.readTree(InputFiles.bytes(file));
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !PackReport.FORMAT.equals(root.path("format").asText())) {
            throw new InputException(file.toString(), "is not the description of a minesift pack, so the folder's files "
                    + "cannot be told from yours: give pack a new or empty --out folder");
        }
        Set<String> own = new HashSet<>(List.of(PackFiles.INFO));
        if (root.has("written")) {
            root.path("written").forEach(f -> own.add(f.asText()));
            return own::contains;
        }
        own.addAll(VERSION_1_FILES);
        Set<String> boards = new HashSet<>();
        root.path("boards").forEach(b -> boards.add(b.path("name").asText() + "."));
        return f -> own.contains(f) || boards.stream().anyMatch(f.substring(f.lastIndexOf('/') + 1)::startsWith);
    }

    /** Removes one of the earlier pack's files, and its sub-folder when that is left empty. */
    private static void remove(Path out, String file) {
        Path path = out.resolve(file);
        try {
            Files.deleteIfExists(path);
            Path folder = path.getParent();
            if (!folder.equals(out)) {
                try (Stream<Path> left = Files.list(folder)) {
                    if (left.findAny().isEmpty()) {
                        Files.delete(folder);
                    }
                }
            }
        } catch (IOException e) {
            throw new InputException(path.toString(), "cannot remove the earlier pack's file for --force: "
                    + AtomicFiles.describe(e));
        }
    }
}
