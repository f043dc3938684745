package io.minesift.minesweeper;

import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.core.report.SiftReport;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library user's path (docs/library.md): sifting boards from Java code with {@code core} and
 * {@code minesweeper} only, no command line on the classpath. The page shows the body of
 * {@link #sift} word for word, and the sift it runs is the committed example's
 * ({@code minesift sift 9x9x14 --count 30 --repeats 40 --out reports/examples/sift-9x9x14}), so its
 * files must be that example's, byte for byte: the library and the command line are one sift.
 */
class LibraryExampleTest {
    private static final Path EXAMPLE = Path.of("reports", "examples", "sift-9x9x14");
    private static final Path PAGE = Path.of("docs", "library.md");
    private static final Path SOURCE = Path.of("minesweeper", "src", "test", "java", "io", "minesift", "minesweeper",
            "LibraryExampleTest.java");

    static SiftReport sift(Path out) {
        // [example]
        // 30 boards of 9x9 with 14 mines, the first click safe in the corner, seed 1
        var generator = new UniformGenerator(BoardSpec.parse("9x9x14"), FirstClickRule.SAFE, new StartRule.Corner());
        List<Instance> boards = IntStream.range(0, 30).mapToObj(i -> generator.generate(1, i)).toList();

        // the game, its weak and strong players, and the 7-NN classifier on its reference boards
        var puzzle = new MinesweeperPuzzle();
        var job = new SiftJob<>(puzzle, new KnnClassifier(7), Runtime.getRuntime().availableProcessors());
        var inputs = new SiftJob.Inputs<>("30 boards 9x9x14 (seed 1, first click safe at corner)",
                boards, puzzle.weak(), puzzle.strong(), Map.of());

        // 40 plays per board and player (seed 1); the journal and the reports go to out
        SiftReport report = job.run(inputs, 1, 40, out, SilentListener.INSTANCE);
        for (SiftReport.Row row : report.rows()) {
            double[] rates = report.point(row); // weak, strong
            System.out.printf("%s %-15s weak %.2f strong %.2f%n", row.id(), row.category(), rates[0], rates[1]);
        }
        // [example]
        return report;
    }

    @Test
    void theExampleIsTheCommandLinesSift(@TempDir Path out) throws IOException {
        SiftReport report = sift(out);
        assertEquals(30, report.rows().size());
        for (String file : List.of("boards.csv", "summary.json", "results.jsonl", "boards.json", "index.html", "map.svg")) {
            assertArrayEquals(Files.readAllBytes(EXAMPLE.resolve(file)), Files.readAllBytes(out.resolve(file)), file);
        }
    }

    @Test
    void thePageShowsTheExampleWordForWord() throws IOException {
        String source = Files.readString(SOURCE);
        int from = source.indexOf("// [example]\n") + "// [example]\n".length();
        int to = source.indexOf("        // [example]", from);
        String body = source.substring(from, to).replaceAll("(?m)^        ", "");
        assertTrue(Files.readString(PAGE).contains("```java\n" + body + "```"),
                "docs/library.md must show the body of LibraryExampleTest.sift between its [example] marks:\n" + body);
    }
}
