package io.minesift.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A pack's folder holds one pack: {@code pack} writes into a new or empty folder, or with
 * {@code --force} over an earlier pack, removing the earlier pack's files (those its
 * {@code pack-info.json} lists) so that no old board stays beside the new ones; a folder with any
 * other file is refused and left as it was. Packs of the committed example sift.
 */
class PackFolderTest {
    private static final Path SIFT = Path.of("reports/examples/sift-9x9x14");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static Cli.Result pack(Path out, int count, Object... more) {
        List<Object> args = new ArrayList<>(List.of("pack", SIFT, "--category", "too-easy", "--count", count, "--out", out));
        args.addAll(List.of(more));
        return Cli.run(args.toArray());
    }

    private static void packed(Path out, int count, Object... more) {
        Cli.Result r = pack(out, count, more);
        assertEquals(0, r.code(), r.toString());
    }

    /**
     * Every file below the folder (hidden ones too), by its path there, with its bytes; but the lock
     * file, which stays (emptied) where a run held the folder, by design.
     */
    private static Map<String, byte[]> contents(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.filter(Files::isRegularFile).filter(p -> !Bookkeeping.is(p)).toList()) {
                files.put(folder.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return files;
    }

    private static void assertSame(Map<String, byte[]> before, Map<String, byte[]> after) {
        assertEquals(before.keySet(), after.keySet());
        before.forEach((f, bytes) -> assertArrayEquals(bytes, after.get(f), f));
    }

    /** The files pack-info.json lists. */
    private static List<String> written(Path out) throws IOException {
        List<String> files = new ArrayList<>();
        JSON.readTree(out.resolve("pack-info.json").toFile()).path("written").forEach(f -> files.add(f.asText()));
        return files;
    }

    private static long matching(Path out, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(f -> f.getFileName().toString().startsWith(prefix) && f.toString().endsWith(".mine")).count();
        }
    }

    @Test
    void aPackListsExactlyTheFilesItWrote() throws IOException {
        Path out = dir.resolve("p");
        packed(out, 4, "--page");
        assertEquals(List.copyOf(contents(out).keySet()), written(out));
        assertTrue(written(out).containsAll(List.of("pack.html", "pack.tatham.txt", "pack-info.json", "solutions/04-"
                + JSON.readTree(out.resolve("pack-info.json").toFile()).path("boards").get(3).path("id").asText() + ".mine")));
    }

    @Test
    void anEarlierPackIsReplacedOnlyWithForceAndNoOldBoardStays() throws IOException {
        Path out = dir.resolve("p");
        packed(out, 4, "--page");
        Map<String, byte[]> first = contents(out);
        Cli.assertBadInput(pack(out, 2), out.toString(), "holds an earlier pack (", "--force replaces them");
        assertSame(first, contents(out));

        packed(out, 2, "--force");
        assertEquals(List.copyOf(contents(out).keySet()), written(out), "the second pack's files and nothing else");
        assertEquals(1, matching(out, "01-"), "01-*.mine matches one puzzle");
        assertEquals(0, matching(out, "03-"));
        assertTrue(Files.notExists(out.resolve("pack.html")), "the first pack's page went with it");
        try (Stream<Path> solutions = Files.list(out.resolve("solutions"))) {
            assertEquals(2, solutions.count());
        }
    }

    @Test
    void aFolderWithAFilePackDidNotWriteIsRefusedWithOrWithoutForce() throws IOException {
        Path mine = dir.resolve("mine");
        Files.createDirectories(mine);
        Files.writeString(mine.resolve("notes.txt"), "my notes");
        for (boolean force : new boolean[]{false, true}) {
            Cli.assertBadInput(force ? pack(mine, 2, "--force") : pack(mine, 2), mine + ": holds notes.txt, a file pack did "
                    + "not write (no pack-info.json there lists it)");
            assertEquals(List.of("notes.txt"), List.copyOf(contents(mine).keySet()), "nothing written");
        }
        // A user's file among an earlier pack's, even in its sub-folder: refused, the earlier pack left whole.
        Path out = dir.resolve("p");
        packed(out, 3);
        Files.writeString(out.resolve("solutions/my-solution.mine"), "9x9x14\n");
        Map<String, byte[]> before = contents(out);
        Cli.assertBadInput(pack(out, 2, "--force"), out + ": holds solutions/my-solution.mine, a file pack did not write");
        assertSame(before, contents(out));
    }

    @Test
    void hiddenFilesAreLeftAlone() throws IOException {
        Path out = dir.resolve("p");
        packed(out, 3);
        Files.writeString(out.resolve(".DS_Store"), "a folder's notes");
        packed(out, 2, "--force");
        assertEquals("a folder's notes", Files.readString(out.resolve(".DS_Store")));
        List<String> files = new ArrayList<>(contents(out).keySet());
        files.remove(".DS_Store");
        assertEquals(files, written(out));
    }

    @Test
    void aPackMadeBeforeTheFileListIsReplacedByItsBoardsNames() throws IOException {
        // pack-info.json version 1 had no "written": its files are the pack.* files and those named after its boards.
        Path out = dir.resolve("p");
        packed(out, 4, "--page");
        ObjectNode info = (ObjectNode) JSON.readTree(out.resolve("pack-info.json").toFile());
        info.remove("written");
        info.put("version", 1);
        Files.writeString(out.resolve("pack-info.json"), info.toString());
        packed(out, 2, "--force");
        assertEquals(List.copyOf(contents(out).keySet()), written(out));
    }

    @Test
    void aPackKilledHalfWayIsFinishedByTheSameCommandWithForce() throws IOException {
        // Killed after the new pack-info.json and some of its files: the folder holds a part of what it lists.
        Path whole = dir.resolve("whole");
        packed(whole, 4);
        Path out = dir.resolve("p");
        Files.createDirectories(out);
        for (String f : List.of("pack-info.json", "01-" + JSON.readTree(whole.resolve("pack-info.json").toFile()).path("boards")
                .get(0).path("id").asText() + ".mine", "pack.csv")) {
            Files.copy(whole.resolve(f), out.resolve(f));
        }
        packed(out, 3, "--force");
        assertEquals(List.copyOf(contents(out).keySet()), written(out));
        assertEquals(3, JSON.readTree(out.resolve("pack-info.json").toFile()).path("boardCount").asInt());
    }

    @Test
    void aDamagedPackInfoOrAFileForOutIsRefused() throws IOException {
        Path out = dir.resolve("p");
        Files.createDirectories(out);
        Files.writeString(out.resolve("pack-info.json"), "{not json");
        Cli.assertBadInput(pack(out, 2, "--force"), out.resolve("pack-info.json") + ": is not the description of a "
                + "minesift pack");
        Path file = dir.resolve("file");
        Files.writeString(file, "x");
        Cli.assertBadInput(pack(file, 2), file + ": is a file, not a folder");
        assertEquals("x", Files.readString(file));
    }
}
