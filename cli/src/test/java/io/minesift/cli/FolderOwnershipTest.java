package io.minesift.cli;

import io.minesift.core.util.FolderLock;
import io.minesift.core.util.OutputFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A folder is minesift's own or refused, a failed run is no trap, and the probe's smaller gaps
 * stay closed: each test is one finding's command, run as a user would.
 */
class FolderOwnershipTest {
    private static final Object[] SMALL = {"sift", "9x9x10", "--count", 2, "--repeats", 3, "--quiet"};

    @TempDir
    Path dir;

    private Cli.Result sift(Path out, Object... more) {
        Object[] args = java.util.Arrays.copyOf(SMALL, SMALL.length + 2 + more.length);
        args[SMALL.length] = "--out";
        args[SMALL.length + 1] = out;
        System.arraycopy(more, 0, args, SMALL.length + 2, more.length);
        return Cli.run(args);
    }

    @Test
    void aUsersFilesAreNeverReplacedAndForceRemovesOnlyListedFiles() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("index.html"), "mine");
        Cli.assertBadInput(sift(out), "holds index.html, which minesift did not write there");
        assertEquals("mine", Files.readString(out.resolve("index.html")));

        Path own = dir.resolve("own");
        assertEquals(0, sift(own).code());
        assertTrue(Files.readString(own.resolve(OutputFolder.MANIFEST)).contains("\"boards.csv\""));
        Files.writeString(own.resolve("boards/notes.txt"), "kept");
        Cli.Result again = sift(own, "--force");
        assertEquals(0, again.code(), again.toString());
        assertEquals("kept", Files.readString(own.resolve("boards/notes.txt")), "a user's file in boards/ stays");
        assertFalse(Files.readString(own.resolve(OutputFolder.MANIFEST)).contains("notes.txt"));
        Files.writeString(own.resolve("notes.txt"), "mine");
        Cli.assertBadInput(sift(own), "holds notes.txt");
    }

    @Test
    void aJournalWithNoBoardIsReplacedNotATrap() throws Exception {
        // what a run that ran out of memory before its first board left: its header only
        Path out = dir.resolve("o9");
        Files.createDirectories(out);
        Files.writeString(out.resolve("results.jsonl"), "{\"format\":\"minesift-sift-journal\",\"version\":2,\"seed\":1,"
                + "\"repeats\":2147483647,\"boards\":\"x\",\"weak\":\"w\",\"strong\":\"s\"}\n");
        Cli.Result r = sift(out);
        assertEquals(0, r.code(), r.toString());
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 3, "--repeats", Integer.MAX_VALUE, "--out", out),
                "--repeats must be from 1 to 100,000");
    }

    @Test
    void referenceLocksItsFolderAndHasForce() throws Exception {
        Path out = dir.resolve("ref");
        Object[] ref = {"reference", "--game", "coins", "--per-category", 2, "--repeats", 2, "--quiet", "--out", out};
        assertEquals(0, Cli.run(ref).code());
        // other repeats: the earlier run's journal was removed when it ended, so nothing is in the way
        assertEquals(0, Cli.run("reference", "--game", "coins", "--per-category", 2, "--repeats", 3, "--quiet", "--out", out)
                .code());
        Cli.Result forced = Cli.run("reference", "--game", "coins", "--per-category", 2, "--repeats", 3, "--quiet", "--force",
                "--out", out);
        assertEquals(0, forced.code(), forced.toString());
        Process holder = HoldFolder.start(out);
        try {
            Cli.assertBadInput(Cli.run(ref), "in use by another minesift run", "process " + holder.pid());
        } finally {
            holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        assertEquals(0, Cli.run(ref).code(), "the killed holder's lock is free");
    }

    @Test
    void siftingAFolderIntoItselfIsRefusedInOneLine() throws Exception {
        Path out = dir.resolve("self");
        assertEquals(0, sift(out).code());
        Cli.assertBadInput(Cli.run("sift", "--instances", out, "--out", out), "is inside --out");
        Cli.assertBadInput(Cli.run("sift", "--instances", out.resolve("boards.json"), "--out", out), "is inside --out");
    }

    @Test
    void aSiftFolderOfAnOlderBuildIsAdopted() throws Exception {
        Path out = dir.resolve("old");
        assertEquals(0, sift(out).code());
        Files.delete(out.resolve(OutputFolder.MANIFEST));
        Files.delete(out.resolve(FolderLock.NAME));
        Cli.Result r = sift(out);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("already sifted"), r.toString());
    }

    @Test
    void aLongFileNameWorks() {
        Path out = dir.resolve("b".repeat(245) + ".json"); // 250 characters; its temporary name is shortened
        Cli.Result r = Cli.run("generate", "9x9x10", "--count", 2, "--out", out);
        assertEquals(0, r.code(), r.toString());
        assertTrue(Files.exists(out));
    }

    @Test
    void wrongJsonTypesAndAByteOrderMark() throws Exception {
        Path set = dir.resolve("g.json");
        assertEquals(0, Cli.run("generate", "9x9x10", "--out", set).code());
        String json = Files.readString(set);
        Path generator = dir.resolve("t.json");
        Files.writeString(generator, json.replaceFirst("\"generator\" : \"[^\"]*\"", "\"generator\" : true"));
        Cli.assertBadInput(Cli.run("show", generator), "generator", "expected text");
        Path deals = dir.resolve("d.json");
        assertEquals(0, Cli.run("generate", "--game", "shanghai", "--layout", "mini-turtle", "--out", deals).code());
        Path version = dir.resolve("v.json");
        Files.writeString(version, Files.readString(deals).replaceFirst("\"version\": 1,", "\"version\": 1.5,"));
        Cli.assertBadInput(Cli.run("show", version), "not a Shanghai board set");
        Path ids = dir.resolve("g.tatham.txt");
        assertEquals(0, Cli.run("convert", set, ids).code());
        Path bom = dir.resolve("bom.tatham.txt");
        Files.write(bom, concat(new byte[]{(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, Files.readAllBytes(ids)));
        Cli.Result shown = Cli.run("show", bom);
        assertEquals(0, shown.code(), shown.toString());
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": \"minesift-boards\", \"version\": 1, \"boards\": [}");
        Cli.Result r = Cli.run("show", broken);
        Cli.assertBadInput(r, "line 1, column 56", "for the list that starts at line 1, column 55");
        assertFalse(r.err().contains("Source") || r.err().contains("StreamReadFeature"), r.toString());
    }

    @Test
    void aPlayerFilesBookIsReadOnlyFromItsOwnFolder() throws Exception {
        Path players = Files.createDirectories(dir.resolve("players"));
        Path player = players.resolve("p.json");
        Files.writeString(player, "{\"player\": \"strong-max\", \"parameters\": {\"openingBookFile\": \"../../../etc/passwd\"}}");
        Cli.assertBadInput(Cli.run("play", "--player", player, "5x5x4", "--count", 1), "p.json",
                "in the player file's own folder or below");
        Files.writeString(player, "{\"player\": \"strong-max\", \"parameters\": {\"openingBookFile\": \"/etc/passwd\"}}");
        Cli.Result r = Cli.run("play", "--player", player, "5x5x4", "--count", 1);
        Cli.assertBadInput(r, "own folder or below");
        assertFalse(r.err().contains("root"), r.toString());
    }

    @Test
    void aPipeOrADeviceIsRefusedWithoutWaiting() throws Exception {
        Path fifo = dir.resolve("f.mine");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        Cli.assertBadInput(Cli.run("show", fifo), "not a regular file");
        Cli.assertBadInput(Cli.run("hint", fifo), "not a regular file");
        Cli.assertBadInput(Cli.run("sift", "9x9x10", "--count", 2, "--labels", "/dev/zero", "--out", dir.resolve("o")),
                "/dev/zero", "not a regular file");
    }

    @Test
    void countsThatWouldNeverEndAreRefused() {
        for (List<Object> args : List.<List<Object>>of(
                List.of("probabilities", "--samples", "2147483647", "--budget", "1", "x.mine"),
                List.of("book", "9x9x10", "--boards", "2147483647", "--out", "b.json"),
                List.of("bench", "probabilities", "expert", "--warmup", "2147483647"),
                List.of("solve-rate", "--count", "2147483647"),
                List.of("shanghai-grid", "--plays", "2147483647"))) {
            Cli.assertBadInput(Cli.run(args.toArray()), "must be from", "got 2,147,483,647");
        }
    }

    @Test
    void outOfMemoryNamesTheCommandAndItsFile() throws Exception {
        Path big = Files.writeString(dir.resolve("big.json"), "{}");
        String show = OutOfMemory.message(new String[]{"show", big.toString()}, 512L << 20);
        assertTrue(show.startsWith("minesift show: out of memory (512 MB of heap) reading " + big), show);
        assertTrue(show.contains("too large to read whole") && !show.contains("--count"), show);
        String sift = OutOfMemory.message(new String[]{"sift", "expert", "--count", "5"}, 512L << 20);
        assertTrue(sift.contains("smaller counts"), sift);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
