package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sift --engine spark} against the in-process runner: the same seed and boards give the same
 * files, byte for byte (issue #19), and the engine's options fail in one line.
 */
class SparkSiftCliTest {
    @TempDir
    Path dir;

    /** 200 small boards, few plays (the test stays seconds); a player given by file ships to the executors as its content. */
    private static List<Object> sift(Path out, Object... boardsAndEngine) {
        List<Object> args = new java.util.ArrayList<>(List.of("sift", "--seed", 7, "--repeats", 4,
                "--weak", "players/weak.json", "-q", "--out", out));
        args.addAll(List.of(boardsAndEngine));
        return args;
    }

    /**
     * The boards as JSON lines: in process from the local file, on Spark from its file: URI (the
     * same code reads hdfs:// and s3a://), the results also written to a file: URI.
     */
    @Test
    void sparkWritesTheSameFilesAsTheInProcessRunner() throws IOException {
        Path boards = dir.resolve("boards.jsonl");
        Cli.Result made = Cli.run("generate", "9x9x10", "--first-click", "zero", "--count", 200, "--seed", 7, "-q",
                "--out", boards);
        assertEquals(0, made.code(), made.toString());
        Path local = dir.resolve("local");
        Path spark = dir.resolve("spark");
        Path copy = dir.resolve("copies/results.jsonl");
        Cli.Result a = Cli.run(sift(local, "--instances", boards, "--threads", 2).toArray());
        Cli.Result b = Cli.run(sift(spark, "--engine", "spark", "--master", "local[2]", "--partitions", 7,
                "--boards-from", boards.toUri(), "--results-to", copy.toUri()).toArray());
        assertEquals(0, a.code(), a.toString());
        assertEquals(0, b.code(), b.toString());
        assertEquals(withoutTimes(a.out()), withoutTimes(b.out().replace(spark.toString(), local.toString())),
                "the same categories and counts");
        for (String file : List.of("summary.json", "boards.csv", "results.jsonl", "boards.json")) {
            assertEquals(Files.readString(local.resolve(file)), Files.readString(spark.resolve(file)), file);
        }
        assertEquals(201, Files.readAllLines(spark.resolve("results.jsonl")).size(), "a header and 200 boards");
        assertEquals(Files.readString(spark.resolve("results.jsonl")), Files.readString(copy));
    }

    private static String withoutTimes(String out) {
        return out.replaceFirst(" in [0-9.]+ s:", " in T s:");
    }

    @Test
    void anUnknownEngineIsOneLine() {
        Cli.assertBadInput(Cli.run("sift", "--count", 2, "--engine", "hadoop", "--out", dir), "unknown --engine 'hadoop'");
    }

    @Test
    void boardsFromTwoPlacesAreOneLine() {
        Cli.assertBadInput(Cli.run("sift", "--count", 2, "--engine", "spark", "--boards-from", "file:/tmp/x.jsonl",
                "--out", dir), "--boards-from");
    }

    @Test
    void aMissingBoardsFromIsOneLine() {
        Cli.assertBadInput(Cli.run("sift", "--engine", "spark", "--boards-from", dir.resolve("none.jsonl").toUri(),
                "--out", dir.resolve("o")), "none.jsonl", "cannot read");
    }

    @Test
    void aBadMasterIsOneLine() {
        Cli.assertBadInput(Cli.run("sift", "--count", 2, "--engine", "spark", "--master", "nowhere[2]",
                "--out", dir.resolve("o")), "Spark did not start on master nowhere[2]");
    }

    @Test
    void aMasterWithoutTheSparkEngineIsOneLine() {
        Cli.assertBadInput(Cli.run("sift", "--count", 2, "--master", "local[2]", "--out", dir), "--engine spark");
    }

    /** The shaded jar run with plain java -jar has no Spark: the check names spark-submit (README shows it on the jar). */
    @Test
    void theSparkEngineWithoutSparkSaysHowToGetIt() {
        EngineOptions.requireSpark(EngineOptions.SPARK_CLASS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EngineOptions.requireSpark("org.apache.spark.NoSuchContext"));
        assertTrue(e.getMessage().contains("spark-submit --class io.minesift.cli.Main"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), "one line");
    }
}
