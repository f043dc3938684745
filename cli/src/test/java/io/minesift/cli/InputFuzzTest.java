package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The standing fuzz suite: seeded mutants of every input format (byte flips, cuts, insertions of
 * troublesome tokens, duplicated lines, other numbers), each given to the command that reads it,
 * in this process through the command line's entry point. Every mutant must end within its time
 * with exit 0, 2 (bad input, one line) or the command's documented "undetermined" code, and never
 * with a stack trace or an internal error. The counts by exit code are printed (docs/figures.md
 * keeps them, with the command that reproduces them).
 */
class InputFuzzTest {
    private static final long SEED = 35;
    private static final int MUTANTS = 300;
    /** Tokens that break parsers: structure, extremes of numbers, control characters, a byte-order mark. */
    private static final String[] TOKENS = {"{", "}", "[", "]", "\"", ",", ":", "-1", "0", "2147483647", "-2147483648",
            "9223372036854775808", "1e309", "NaN", "1.5", "null", "true", "\u0000", "\u001b[31m", "\ufeff", "\n", "x", "99999"};

    @TempDir
    Path dir;

    /** A format: its name, a valid file of it, and the command that reads a file of it. */
    private record Format(String name, String fileName, byte[] valid, Function<Path, Object[]> command, Set<Integer> codes,
                          List<Path> beside) {
        Format(String name, String fileName, byte[] valid, Function<Path, Object[]> command, Set<Integer> codes) {
            this(name, fileName, valid, command, codes, List.of());
        }
    }

    /** The committed example sift: 30 boards, read (never written) by filter and pack. */
    private static final Path EXAMPLE = Path.of("reports/examples/sift-9x9x14");

    @Test
    void mutantsOfEveryInputFormatEndCleanly() throws Exception {
        Map<String, Map<Integer, Integer>> counts = new TreeMap<>();
        Map<String, Long> millis = new TreeMap<>();
        Map<String, Integer> naming = new TreeMap<>();
        for (Format f : formats()) {
            long start = cpuNanos();
            Random random = new Random(SEED ^ f.name().hashCode());
            Map<Integer, Integer> byCode = new TreeMap<>();
            for (int n = 0; n < MUTANTS; n++) {
                int i = n;
                byte[] mutant = mutate(f.valid(), random);
                Path folder = Files.createDirectories(dir.resolve(f.name() + "-" + i));
                for (Path other : f.beside()) {
                    Files.copy(other, folder.resolve(other.getFileName()));
                }
                Path file = folder.resolve(f.fileName());
                Files.write(file, mutant);
                Object[] args = f.command().apply(file);
                Cli.Result r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Cli.run(args),
                        () -> f.name() + " mutant " + i + " did not end");
                String text = new String(mutant, StandardCharsets.UTF_8);
                String what = f.name() + " mutant " + i + " (" + text.substring(0, Math.min(300, text.length())) + "): " + r;
                assertTrue(f.codes().contains(r.code()), what);
                assertFalse(r.err().contains("\tat ") || r.err().contains("internal error") || r.err().contains("Exception"),
                        what);
                if (r.code() == Main.BAD_INPUT) {
                    assertTrue(r.errLines().size() == 1 && r.errLines().get(0).startsWith("minesift"), what);
                    naming.merge(f.name(), r.err().contains(f.fileName()) ? 1 : 0, Integer::sum);
                }
                byCode.merge(r.code(), 1, Integer::sum);
            }
            counts.put(f.name(), byCode);
            millis.put(f.name(), (cpuNanos() - start) / 1_000_000);
        }
        System.out.println("fuzz counts by exit code (seed " + SEED + ", " + MUTANTS + " mutants per format):");
        counts.forEach((name, byCode) -> System.out.println("  " + name + " " + byCode + " (exit 2 naming the file: "
                + naming.getOrDefault(name, 0) + "), " + millis.get(name) + " ms CPU"));
    }

    /** This process's CPU time: the machine may be shared, so wall time says little. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private List<Format> formats() throws Exception {
        Set<Integer> usual = Set.of(0, Main.BAD_INPUT);
        Set<Integer> analysis = Set.of(0, Main.BAD_INPUT, 3, ProbabilitiesCommand.UNDETERMINED); // 3: no layout fits
        Path sets = Files.createDirectories(dir.resolve("valid"));
        Path set = sets.resolve("set.json");
        Cli.run("generate", "6x6x5", "--count", 2, "--out", set);
        Path tatham = sets.resolve("set.tatham.txt");
        Cli.run("convert", set, tatham);
        Path mbf = sets.resolve("one.mbf");
        Cli.run("convert", set, mbf, "--index", 1);
        Path shanghai = sets.resolve("deals.json");
        Cli.run("generate", "--game", "shanghai", "--layout", "mini-turtle", "--count", 2, "--out", shanghai);
        List<Format> formats = new ArrayList<>();
        formats.add(new Format("board-set-json", "b.json", Files.readAllBytes(set), f -> new Object[]{"show", f}, usual));
        formats.add(new Format("tatham-text", "b.tatham.txt", Files.readAllBytes(tatham), f -> new Object[]{"show", f}, usual));
        formats.add(new Format("mbf", "b.mbf", Files.readAllBytes(mbf), f -> new Object[]{"show", f}, usual));
        formats.add(new Format("mine-position", "p.mine", ("5x3x2\n01M10\n12H10\nHFH00\n")
                .getBytes(StandardCharsets.UTF_8), f -> new Object[]{"hint", f}, analysis));
        formats.add(new Format("shanghai-set-json", "d.json", Files.readAllBytes(shanghai), f -> new Object[]{"show", f}, usual));
        formats.add(new Format("player-file", "player.json", Files.readAllBytes(Path.of("players/strong.json")),
                f -> new Object[]{"play", "--player", f, "4x4x3", "--count", 2, "--threads", 1, "--quiet"}, usual));
        // sift reads the labels whole, then refuses --k 5000 (more neighbours than training boards)
        // before any play: the reader meets every mutant, and the fuzz stays fast
        formats.add(new Format("labels-json", "labels.json", ("{\"" + firstId(set) + "\": \"too-easy\"}")
                .getBytes(StandardCharsets.UTF_8), f -> new Object[]{"sift", "--instances", set, "--labels", f, "--k", 5000,
                "--out", f.resolveSibling("out")}, usual));
        formats.add(new Format("summary-json", "summary.json", Files.readAllBytes(EXAMPLE.resolve("summary.json")),
                f -> new Object[]{"filter", f.getParent(), "--keep", "skill-rewarding", "--out", f.resolveSibling("kept.json")},
                usual, List.of(EXAMPLE.resolve("boards.json"))));
        Path pack = dir.resolve("valid-pack");
        Cli.run("pack", EXAMPLE, "--count", 2, "--out", pack);
        formats.add(new Format("pack-info-json", "pack-info.json", Files.readAllBytes(pack.resolve("pack-info.json")),
                f -> new Object[]{"pack", EXAMPLE, "--count", 2, "--force", "--out", f.getParent()}, usual));
        return formats;
    }

    private static String firstId(Path set) throws Exception {
        String json = Files.readString(set);
        int at = json.indexOf("\"id\"");
        return json.substring(json.indexOf('"', at + 5) + 1, json.indexOf('"', json.indexOf('"', at + 5) + 1));
    }

    /** One to three mutations, chosen and placed by {@code random}. */
    static byte[] mutate(byte[] valid, Random random) {
        byte[] b = valid;
        int steps = 1 + random.nextInt(3);
        for (int s = 0; s < steps; s++) {
            b = switch (random.nextInt(5)) {
                case 0 -> flip(b, random);
                case 1 -> java.util.Arrays.copyOf(b, b.length == 0 ? 0 : random.nextInt(b.length));
                case 2 -> insert(b, random, TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
                case 3 -> duplicateLine(b, random);
                default -> otherNumber(b, random);
            };
        }
        return b;
    }

    private static byte[] flip(byte[] b, Random random) {
        if (b.length == 0) {
            return b;
        }
        byte[] c = b.clone();
        c[random.nextInt(c.length)] = (byte) random.nextInt(256);
        return c;
    }

    private static byte[] insert(byte[] b, Random random, byte[] token) {
        int at = random.nextInt(b.length + 1);
        byte[] c = new byte[b.length + token.length];
        System.arraycopy(b, 0, c, 0, at);
        System.arraycopy(token, 0, c, at, token.length);
        System.arraycopy(b, at, c, at + token.length, b.length - at);
        return c;
    }

    private static byte[] duplicateLine(byte[] b, Random random) {
        String text = new String(b, StandardCharsets.ISO_8859_1);
        String[] lines = text.split("\n", -1);
        int i = random.nextInt(lines.length);
        List<String> out = new ArrayList<>(List.of(lines));
        out.add(i, lines[i]);
        return String.join("\n", out).getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A number in the text replaced by another, often an extreme one. */
    private static byte[] otherNumber(byte[] b, Random random) {
        String text = new String(b, StandardCharsets.ISO_8859_1);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(text);
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[]{m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return flip(b, random);
        }
        int[] span = spans.get(random.nextInt(spans.size()));
        String[] choices = {"0", "-1", "1", "7", "100000", "2147483647", "2147483648", "-5", "3.5", "1e10"};
        String number = random.nextBoolean() ? choices[random.nextInt(choices.length)] : String.valueOf(random.nextInt(1000));
        return (text.substring(0, span[0]) + number + text.substring(span[1])).getBytes(StandardCharsets.ISO_8859_1);
    }
}
