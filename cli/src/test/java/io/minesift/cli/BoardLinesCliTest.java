package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Board sets as JSON lines (issue #19): {@code generate} writes them, one board a line, and {@code sift} reads them. */
class BoardLinesCliTest {
    @TempDir
    Path dir;

    @Test
    void generateWritesOneBoardALineAndSiftReadsThemAsTheJsonSet() throws IOException {
        Path lines = dir.resolve("boards.jsonl");
        Path set = dir.resolve("boards.json");
        for (Path file : List.of(lines, set)) {
            Cli.Result r = Cli.run("generate", "9x9x10", "--count", 12, "--seed", 4, "--first-click", "zero", "-q", "--out", file);
            assertEquals(0, r.code(), r.toString());
        }
        List<String> written = Files.readAllLines(lines);
        assertEquals(12, written.size());
        assertTrue(written.stream().allMatch(l -> l.startsWith("{") && l.contains("\"boards\":[{")), written.get(0));
        for (Path file : List.of(lines, set)) {
            Cli.Result r = Cli.run("sift", "--instances", file, "--repeats", 2, "-q", "--out", dir.resolve("sift-" + file.getFileName()));
            assertEquals(0, r.code(), r.toString());
        }
        assertEquals(Files.readString(dir.resolve("sift-boards.json/results.jsonl")),
                Files.readString(dir.resolve("sift-boards.jsonl/results.jsonl")));
    }

    @Test
    void aShanghaiSetGoesToJsonLinesToo() throws IOException {
        Path lines = dir.resolve("deals.jsonl");
        Cli.Result r = Cli.run("generate", "--game", "shanghai", "--count", 3, "--out", lines);
        assertEquals(0, r.code(), r.toString());
        assertEquals(3, Files.readAllLines(lines).size());
    }

    @Test
    void aBadLineIsNamed() throws IOException {
        Path lines = dir.resolve("bad.jsonl");
        Cli.run("generate", "9x9x10", "--count", 2, "-q", "--out", lines);
        Files.writeString(lines, Files.readString(lines) + "{\"format\":\"minesift-boards\"\n");
        Cli.assertBadInput(Cli.run("sift", "--instances", lines, "--repeats", 2, "--out", dir.resolve("s")), "bad.jsonl", "3");
    }

    @Test
    void variantBoardsInLinesAreSiftedAsInASet() throws IOException {
        // the variant players play them (VariantSiftCliTest), from a JSON-lines file as from a set
        Path lines = dir.resolve("variant.jsonl");
        Path set = dir.resolve("variant.json");
        for (Path file : List.of(lines, set)) {
            assertEquals(0, Cli.run("generate", "6x6x14", "--rules", "T,V", "--count", 2, "-q", "--out", file).code());
            assertEquals(0, Cli.run("sift", "--instances", file, "--repeats", 2, "-q", "--out", dir.resolve("s-" + file.getFileName()))
                    .code());
        }
        assertEquals(Files.readString(dir.resolve("s-variant.json/results.jsonl")),
                Files.readString(dir.resolve("s-variant.jsonl/results.jsonl")));
    }
}
