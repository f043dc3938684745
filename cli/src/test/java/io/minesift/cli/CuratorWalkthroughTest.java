package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's curator walkthrough, run as it stands there (its folders moved into a temporary
 * one, a shell's {@code *} expanded): sift, read the page, filter, pack, open the pack's puzzle
 * as a position, sift the pack again. If the README's commands stop working, this fails.
 */
class CuratorWalkthroughTest {
    @TempDir
    Path dir;

    @Test
    void theReadmeWalkthroughRunsEndToEnd() throws Exception {
        List<String> lines = walkthrough();
        assertEquals(6, lines.size(), lines.toString());
        List<Cli.Result> results = new ArrayList<>();
        for (String line : lines) {
            Cli.Result r = Cli.run(arguments(line).toArray());
            assertEquals(0, r.code(), line + "\n" + r);
            results.add(r);
        }
        String page = Files.readString(dir.resolve("reports/walk/index.html"), StandardCharsets.UTF_8);
        for (String part : List.of("Three categories", "What next", "What a rate means", "class=\"reason\"")) {
            assertTrue(page.contains(part), "the page lacks " + part);
        }
        assertTrue(Files.size(dir.resolve("reports/walk-fair.json")) > 0);
        Path puzzle = glob("packs/skill/01-*.mine");
        String text = Files.readString(puzzle, StandardCharsets.UTF_8);
        assertTrue(text.contains("H"), "a puzzle keeps cells hidden");
        assertFalse(text.contains("M"), "a puzzle shows no mine");
        assertTrue(Files.exists(dir.resolve("packs/skill/pack.csv")));
        assertTrue(Files.readString(dir.resolve("packs/skill/pack.html")).contains("var hint;"), "the page and its hints");
        assertFalse(results.get(3).out().isBlank(), "hint answers on the pack's puzzle");
        assertTrue(results.get(4).out().contains("safest cell"), results.get(4).out());
        assertTrue(Files.exists(dir.resolve("reports/skill-again/summary.json")));
    }

    /** The lines of the README's walkthrough block, without the leading {@code minesift}. */
    private static List<String> walkthrough() throws Exception {
        List<String> readme = Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8);
        int at = 0;
        while (!readme.get(at).startsWith("<!-- walkthrough")) {
            at++;
        }
        List<String> lines = new ArrayList<>();
        for (int i = at + 2; !readme.get(i).startsWith("```"); i++) {
            lines.add(readme.get(i).replaceFirst("^minesift ", ""));
        }
        return lines;
    }

    /** A line's words, with its folders under the temporary one and {@code *} expanded. */
    private List<String> arguments(String line) throws Exception {
        List<String> args = new ArrayList<>();
        for (String word : line.split(" +")) {
            if (word.startsWith("reports/") || word.startsWith("packs/")) {
                args.add(word.contains("*") ? glob(word).toString() : dir.resolve(word).toString());
            } else {
                args.add(word);
            }
        }
        return args;
    }

    private Path glob(String pattern) throws Exception {
        Path folder = dir.resolve(pattern).getParent();
        var matcher = folder.getFileSystem().getPathMatcher("glob:" + Path.of(pattern).getFileName());
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(f -> matcher.matches(f.getFileName())).toList();
            assertEquals(1, found.size(), pattern + ": " + found);
            return found.get(0);
        }
    }
}
