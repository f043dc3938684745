package io.minesift.core.util;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * An output folder that a command owns for its run: locked ({@link FolderLock}) and the tool's
 * own, known by a manifest of the files minesift wrote there ({@link #MANIFEST}, hidden). A run
 * writes only into a new or empty folder or one whose every visible entry the manifest lists, and
 * only the same command's: any other file is a user's, and the folder is refused in one line
 * rather than touched. {@code --force} removes exactly the files the manifest lists; a user's file
 * in a listed sub-folder stays, and so does the sub-folder then.
 *
 * <p>Names are listed before their files are written, so a run killed at any moment leaves a folder
 * whose visible entries are all listed: the same command resumes it, or with {@code --force}
 * starts it over. Hidden names (the lock, the manifest, a system's folder notes) are never
 * checked and never removed, except the command's own listed ones.
 */
public final class OutputFolder implements AutoCloseable {
    /** The manifest's name in the folder. */
    public static final String MANIFEST = ".minesift-files.json";
    static final String FORMAT = "minesift-output-folder";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path folder;
    private final String command;
    private final FolderLock lock;
    /** Listed names, by path with {@code /}; a sub-folder's own name ends with {@code /}. */
    private final Set<String> listed;
    /** Files found in listed sub-folders that no manifest lists: a user's, never listed nor removed. */
    private final Set<String> foreign;

    private OutputFolder(Path folder, String command, FolderLock lock, Set<String> listed, Set<String> foreign) {
        this.folder = folder;
        this.command = command;
        this.lock = lock;
        this.listed = listed;
        this.foreign = foreign;
    }

    /**
     * Locks {@code folder} for {@code command}'s run and checks that it is the tool's own; with
     * {@code force} removes the files an earlier run of the command listed. Lists {@code names}
     * (files, or sub-folders ending with {@code /}) at once.
     *
     * @param legacy tells a folder this command wrote before manifests existed (it holds only
     *               {@code names} then), which is adopted; may be {@code f -> false}
     * @throws InputException naming the folder and the first file that is not the tool's own
     */
    public static OutputFolder claim(Path folder, String command, Collection<String> names, boolean force,
                                     Predicate<Path> legacy) {
        return claim(folder, command, names, force, legacy, true);
    }

    /**
     * As {@link #claim}, for a command that writes a few fixed names into a folder it shares with
     * other files (tune's report beside its inputs): only these names must be the tool's own or
     * absent; the folder's other files are neither checked nor touched.
     */
    public static OutputFolder claimNames(Path folder, String command, Collection<String> names, Predicate<Path> legacy) {
        return claim(folder, command, names, false, legacy, false);
    }

    private static OutputFolder claim(Path folder, String command, Collection<String> names, boolean force,
                                      Predicate<Path> legacy, boolean whole) {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new InputException(folder.toString(), "is a file, not a folder: give a folder for --out");
        }
        FolderLock lock = FolderLock.take(folder);
        try {
            Set<String> listed = listedBefore(folder, command, names, legacy);
            Set<String> foreign = whole ? check(folder, listed) : checkNames(folder, listed, names);
            OutputFolder out = new OutputFolder(folder, command, lock, listed, foreign);
            if (force) {
                out.removeListed();
            }
            out.list(names);
            return out;
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /**
     * Tells a folder a command wrote before folders had a manifest: every visible entry is one of
     * the command's {@code names}, and one of the {@code signatures}' files (name → how it starts)
     * says it is minesift's (a user's own file of the same name does not).
     */
    public static Predicate<Path> olderOutput(Collection<String> names, java.util.Map<String, String> signatures) {
        return folder -> {
            try (Stream<Path> entries = Files.list(folder)) {
                boolean onlyOurs = entries.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith("."))
                        .allMatch(n -> names.contains(n) || names.contains(n + "/") && Files.isDirectory(folder.resolve(n)));
                return onlyOurs && signatures.entrySet().stream().anyMatch(s -> startsWith(folder.resolve(s.getKey()), s.getValue()));
            } catch (IOException e) {
                return false;
            }
        };
    }

    private static boolean startsWith(Path file, String start) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        byte[] expected = start.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return java.util.Arrays.equals(in.readNBytes(expected.length), expected);
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the lock found a killed run's lock file. */
    public boolean tookOverStale() {
        return lock.tookOverStale();
    }

    public Path path() {
        return folder;
    }

    /** Lists these names (before their files are written), rewriting the manifest when any is new. */
    public void list(Collection<String> names) {
        if (listed.addAll(names) || !Files.exists(folder.resolve(MANIFEST))) {
            writeManifest();
        }
    }

    /**
     * Lists every file now in the listed sub-folder {@code name} except a user's found there when the
     * folder was claimed: after the command wrote it, so that {@code --force} removes exactly these.
     */
    public void listTree(String name) {
        Path dir = folder.resolve(name);
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<String> found = new ArrayList<>();
        walkFiles(dir, p -> found.add(relative(p)));
        found.removeAll(foreign);
        list(found);
    }

    @Override
    public void close() {
        lock.close();
    }

    private void writeManifest() {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", 1).put("command", command);
        ArrayNode files = root.putArray("written");
        listed.forEach(files::add);
        try {
            AtomicFiles.write(folder.resolve(MANIFEST), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The names an earlier run listed: none in a new or empty folder; those of an adopted older folder. */
    private static Set<String> listedBefore(Path folder, String command, Collection<String> names, Predicate<Path> legacy) {
        Path manifest = folder.resolve(MANIFEST);
        Set<String> listed = new TreeSet<>();
        if (!Files.isRegularFile(manifest)) {
            if (legacy.test(folder)) {
                listed.addAll(names);
                listed.addAll(subFolderFiles(folder, names));
            }
            return listed;
        }
        JsonNode root;
        try {
            root = JSON.readTree(InputFiles.bytes(manifest));
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !FORMAT.equals(root.path("format").asText()) || !root.path("written").isArray()) {
            throw new InputException(manifest.toString(), "is not minesift's list of its files here, so they cannot be "
                    + "told from yours: give a new or empty --out folder");
        }
        String madeBy = root.path("command").asText();
        if (!madeBy.equals(command)) {
            throw new InputException(folder.toString(), "holds the output of minesift " + madeBy + ", not of " + command
                    + ": give another --out");
        }
        root.path("written").forEach(f -> listed.add(f.asText()));
        return listed;
    }

    /** The files under an adopted folder's listed sub-folders: an older run wrote them all. */
    private static Set<String> subFolderFiles(Path folder, Collection<String> names) {
        Set<String> files = new TreeSet<>();
        for (String name : names) {
            if (name.endsWith("/") && Files.isDirectory(folder.resolve(name))) {
                walkFiles(folder.resolve(name), p -> files.add(folder.relativize(p).toString().replace('\\', '/')));
            }
        }
        return files;
    }

    /**
     * Refuses a visible top-level entry the manifest does not list; returns the files in listed
     * sub-folders that it does not list (a user's, kept).
     */
    private static Set<String> check(Path folder, Set<String> listed) {
        Set<String> foreign = new HashSet<>();
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path p : (Iterable<Path>) entries.sorted()::iterator) {
                String name = p.getFileName().toString();
                if (name.startsWith(".")) {
                    continue;
                }
                boolean dir = Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS);
                if (!listed.contains(dir ? name + "/" : name)) {
                    throw new InputException(folder.toString(), "holds " + Printable.of(name) + (dir ? "/" : "")
                            + ", which minesift did not write there: give a new or empty --out folder (a folder's "
                            + "other files are never replaced)");
                }
                if (dir) {
                    walkFiles(p, f -> {
                        String rel = folder.relativize(f).toString().replace('\\', '/');
                        if (!listed.contains(rel)) {
                            foreign.add(rel);
                        }
                    });
                }
            }
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(folder.toString(), "cannot read the folder: " + AtomicFiles.describe(e));
        }
        return foreign;
    }

    /** Refuses one of {@code names} that is in the folder but not listed: a user's file of the command's name. */
    private static Set<String> checkNames(Path folder, Set<String> listed, Collection<String> names) {
        for (String name : names) {
            if (Files.exists(folder.resolve(name), LinkOption.NOFOLLOW_LINKS) && !listed.contains(name)) {
                throw new InputException(folder.toString(), "holds " + Printable.of(name) + ", which minesift did not "
                        + "write there: move it, or give another folder");
            }
        }
        return Set.of();
    }

    /** Removes every listed file (for {@code --force}), then listed sub-folders left empty; the list is emptied. */
    private void removeListed() {
        try {
            for (String name : listed) {
                Path p = folder.resolve(name);
                if (!name.endsWith("/") && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        || Files.isSymbolicLink(p)) {
                    Files.delete(p);
                }
            }
            for (String name : listed) {
                Path p = folder.resolve(name);
                if (name.endsWith("/") && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    try (Stream<Path> left = Files.list(p)) {
                        if (left.findAny().isEmpty()) {
                            Files.delete(p);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new InputException(folder.toString(), "cannot remove the earlier run's files for --force: "
                    + AtomicFiles.describe(e));
        }
        listed.clear();
        writeManifest();
    }

    private String relative(Path p) {
        return folder.relativize(p).toString().replace('\\', '/');
    }

    private static void walkFiles(Path dir, java.util.function.Consumer<Path> file) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).sorted().forEach(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
