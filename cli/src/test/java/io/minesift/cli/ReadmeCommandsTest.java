package io.minesift.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every command block of {@code README.md}, and every command block of the curator's walkthrough in
 * {@code docs/guide.md}, run as written: an example that no longer works breaks the build.
 *
 * <p>The rules, which the pages follow:
 * <ul>
 * <li>A command block is a fence opened by {@code ```sh}. In the README every such block runs; in the
 *     guide, those between {@code <!-- walkthrough -->} and {@code <!-- /walkthrough -->}.</li>
 * <li>A block right after a line {@code <!-- not run: REASON -->} is skipped; the reason must be given
 *     (the page shows it to a maintainer who reads the source, and this test reads it).</li>
 * <li>A line that starts with {@code minesift} (which stands for {@code java -jar
 *     cli/target/minesift.jar}) or with {@code java -jar cli/target/minesift.jar} runs, in this JVM,
 *     through {@link Main#execute}, and must exit 0. Every other line is skipped by rule: {@code mvn}
 *     (the build runs this test), {@code scripts/...}, {@code cd}, {@code ls}, {@code cp},
 *     {@code spark-submit} and the like are not minesift's examples.</li>
 * <li>A line ending in {@code \} goes on on the next; {@code #} outside quotes starts a comment;
 *     {@code '...'} and {@code "..."} quote; a word with {@code *} is expanded against the files, as a
 *     shell does, and must match exactly one.</li>
 * <li>Each block runs in a fresh temporary folder that holds copies of the repository's
 *     {@code players/}, {@code instances/} and {@code reports/examples/}, so an example reads them as
 *     a user in the repository's root does and writes nothing into the repository. A JVM cannot
 *     change its working folder, so every argument that is a relative path (it contains {@code /},
 *     is {@code .}, or ends in a file extension minesift reads or writes) is resolved in that folder.</li>
 * <li>A block whose commands are word for word those of a block already run (the README's curator's
 *     path is the guide's walkthrough) is run once: in a fresh folder it can only do the same again.</li>
 * </ul>
 */
class ReadmeCommandsTest {
    private static final Path README = Path.of("README.md");
    private static final Path GUIDE = Path.of("docs", "guide.md");
    private static final List<String> SHARED = List.of("players", "instances", "reports/examples");
    private static final Pattern EXTENSION = Pattern.compile(
            ".*\\.(json|jsonl|mine|mbf|txt|csv|html|png|svg)$");
    private static final String JAR = "java -jar cli/target/minesift.jar";
    /** The command lists run so far, whichever page they came from. */
    private static final java.util.Set<List<String>> RUN = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** A command block: where it is, its lines, and why it is not run (null when it is). */
    record Block(Path page, int line, List<String> lines, String notRun) {
        String name() {
            return page + " line " + line;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyReadmeBlockRuns() throws IOException {
        List<Block> blocks = blocks(README, false);
        assertFalse(blocks.stream().filter(b -> b.notRun() == null).toList().isEmpty(), "the README runs no block");
        return blocks.stream().map(b -> DynamicTest.dynamicTest(b.name(), () -> run(b)));
    }

    @TestFactory
    Stream<DynamicTest> everyWalkthroughBlockRuns() throws IOException {
        List<Block> blocks = blocks(GUIDE, true);
        assertFalse(blocks.isEmpty(), "docs/guide.md has no walkthrough blocks between <!-- walkthrough --> and <!-- /walkthrough -->");
        return blocks.stream().map(b -> DynamicTest.dynamicTest(b.name(), () -> run(b)));
    }

    /** The rules above, on a page written for the purpose. */
    @Test
    void theRulesReadBlocksAsTheySay() {
        List<String> page = List.of(
                "text", "```sh", "minesift show a.json --index 1   # a comment", "mvn -q test", "```",
                "<!-- not run: 20 s -->", "```sh", "minesift sift", "```",
                "```", "minesift not a command block", "```",
                "```sh", "java -jar cli/target/minesift.jar generate 9x9x10 \\", "    --count 2 --out 'b c.json'", "```");
        List<Block> blocks = blocks(Path.of("page.md"), page, false);
        assertEquals(3, blocks.size(), blocks.toString());
        assertEquals(List.of("minesift show a.json --index 1   # a comment", "mvn -q test"), blocks.get(0).lines());
        assertEquals("20 s", blocks.get(1).notRun());
        assertEquals(List.of("show", "a.json", "--index", "1"), words(commands(blocks.get(0)).get(0)));
        assertEquals(List.of("generate", "9x9x10", "--count", "2", "--out", "b c.json"), words(commands(blocks.get(2)).get(0)));
        assertTrue(isPath("players/strong.json") && isPath(".") && isPath("e.json") && isPath("boards/"));
        assertFalse(isPath("9x9x10") || isPath("--out") || isPath("band=0.02..0.3") || isPath("hdfs:///x/y") || isPath("3,3"));
    }

    private static void run(Block block) throws IOException {
        if (block.notRun() != null) {
            assertFalse(block.notRun().isBlank(), block.name() + ": '<!-- not run: -->' needs its reason");
            return;
        }
        if (!RUN.add(commands(block))) {
            return; // the same commands already ran, in a folder of their own
        }
        Path dir = Files.createTempDirectory("minesift-readme-");
        try {
            for (String shared : SHARED) {
                copy(Path.of(shared), dir.resolve(shared));
            }
            for (String command : commands(block)) {
                List<String> args = new ArrayList<>();
                for (String word : words(command)) {
                    args.add(argument(dir, word));
                }
                Cli.Result r = Cli.run(args.toArray());
                if (r.code() != 0) {
                    fail(block.name() + ": 'minesift " + command + "' " + r);
                }
            }
        } finally {
            delete(dir);
        }
    }

    /** The command blocks of a page (only the walkthrough's, when asked). */
    static List<Block> blocks(Path page, boolean walkthroughOnly) throws IOException {
        return blocks(page, Files.readAllLines(page, StandardCharsets.UTF_8), walkthroughOnly);
    }

    static List<Block> blocks(Path page, List<String> lines, boolean walkthroughOnly) {
        List<Block> blocks = new ArrayList<>();
        boolean inWalkthrough = false;
        String notRun = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.equals("<!-- walkthrough -->")) {
                inWalkthrough = true;
            } else if (line.equals("<!-- /walkthrough -->")) {
                inWalkthrough = false;
            } else if (line.startsWith("<!-- not run:")) {
                notRun = line.substring("<!-- not run:".length(), line.length() - "-->".length()).strip();
                continue;
            } else if (line.startsWith("```")) {
                int start = i;
                List<String> body = new ArrayList<>();
                for (i++; i < lines.size() && !lines.get(i).strip().startsWith("```"); i++) {
                    body.add(lines.get(i));
                }
                if (line.equals("```sh") && (inWalkthrough || !walkthroughOnly)) {
                    blocks.add(new Block(page, start + 1, body, notRun));
                }
            }
            if (!line.isEmpty()) {
                notRun = null; // a marker speaks of the block right after it
            }
        }
        return blocks;
    }

    /** The minesift command lines of a block (continuations joined, the leading command word taken off). */
    static List<String> commands(Block block) {
        List<String> commands = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String raw : block.lines()) {
            String line = raw.strip();
            boolean goesOn = line.endsWith("\\");
            current.append(goesOn ? line.substring(0, line.length() - 1) : line).append(' ');
            if (goesOn) {
                continue;
            }
            String whole = current.toString().strip();
            current.setLength(0);
            if (whole.startsWith("minesift ")) {
                commands.add(whole.substring("minesift ".length()));
            } else if (whole.startsWith(JAR + " ")) {
                commands.add(whole.substring(JAR.length() + 1));
            }
        }
        return commands;
    }

    /** A command's words as a shell splits them: quotes kept together, a comment dropped. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '#' && !inWord) {
                break;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    static boolean isPath(String word) {
        return !word.startsWith("-") && !word.contains(":") && !word.contains("=")
                && (word.contains("/") || word.equals(".") || EXTENSION.matcher(word).matches());
    }

    /** A word as the command gets it: a relative path resolved in the block's folder, a {@code *} expanded there. */
    private static String argument(Path dir, String word) throws IOException {
        if (!isPath(word)) {
            return word;
        }
        Path path = dir.resolve(word);
        if (!word.contains("*")) {
            return path.toString();
        }
        Path folder = path.getParent();
        var matcher = folder.getFileSystem().getPathMatcher("glob:" + path.getFileName());
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(f -> matcher.matches(f.getFileName())).toList();
            assertEquals(1, found.size(), word + " should match one file: " + found);
            return found.get(0).toString();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
