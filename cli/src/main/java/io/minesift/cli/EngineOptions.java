package io.minesift.cli;

import io.minesift.core.curate.BoardLines;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.SiftBoards;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.report.SiftReport;
import io.minesift.spark.SiftRecipe;
import io.minesift.spark.SparkCluster;
import io.minesift.spark.SparkPaths;
import io.minesift.core.util.InputFiles;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** Where {@code sift} plays its boards: in this process (the default) or on Apache Spark. */
final class EngineOptions {
    static final String IN_PROCESS = "in-process";
    static final String SPARK = "spark";
    /** A class every Spark installation has: its absence means the jar runs without Spark. */
    static final String SPARK_CLASS = "org.apache.spark.SparkContext";

    @Option(names = "--engine", paramLabel = "E", defaultValue = IN_PROCESS,
            description = "in-process (default) or spark: the same results.")
    String engine;

    @Option(names = "--master", paramLabel = "URL",
            description = "spark: the master, such as 'local[2]' or yarn.")
    String master;

    @Option(names = "--partitions", paramLabel = "P",
            description = "spark: slices of the boards. Default: 4 a core.")
    Integer partitions;

    @Option(names = "--boards-from", paramLabel = "URI",
            description = "spark: boards as JSON lines from hdfs://, s3a://...")
    String boardsFrom;

    @Option(names = "--results-to", paramLabel = "URI",
            description = "spark: also copy results.jsonl to this path.")
    String resultsTo;

    /** The boards of {@code --boards-from}, read through Hadoop and checked as a board file's are. */
    <B> List<B> boardsFrom(Puzzle<B> puzzle, Consumer<String> note) {
        List<String> lines = SparkPaths.readLines(boardsFrom);
        List<B> boards = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                boards.add(BoardLines.board(puzzle, lines.get(i), boardsFrom, i + 1));
            }
        }
        return SiftBoards.checked(puzzle, boards, boardsFrom, false, note);
    }

    /** Runs the sift job on the chosen engine; the Spark engine starts a context for it and stops it after. */
    <B> SiftReport run(SiftJob<B> job, Supplier<SiftRecipe<B>> recipe, Function<SiftJob<B>, SiftReport> sift,
                       Path out, Consumer<String> note) {
        if (!spark()) {
            return sift.apply(job);
        }
        SiftReport report;
        try (SparkCluster cluster = SparkCluster.start(master)) {
            note.accept(String.format(Locale.ROOT, "spark: context on %s (%d cores) started in %.1f s",
                    cluster.master(), cluster.cores(), cluster.startSeconds()));
            report = sift.apply(job.on(cluster.runner(recipe.get(), partitions)));
        }
        if (resultsTo != null) {
            SparkPaths.writeLines(resultsTo, new String(InputFiles.bytes(out.resolve(SiftJob.RESULTS)),
                    java.nio.charset.StandardCharsets.UTF_8).lines().toList());
        }
        return report;
    }

    /** Whether the Spark engine is chosen, after checking the options (and that Spark is there). */
    boolean spark() {
        if (!engine.equals(IN_PROCESS) && !engine.equals(SPARK)) {
            throw new IllegalArgumentException("unknown --engine '" + engine + "': use " + IN_PROCESS + " or " + SPARK);
        }
        boolean spark = engine.equals(SPARK);
        if (!spark && (master != null || partitions != null || boardsFrom != null || resultsTo != null)) {
            throw new IllegalArgumentException("--master, --partitions, --boards-from and --results-to go with --engine spark");
        }
        if (spark) {
            requireSpark(SPARK_CLASS);
        }
        return spark;
    }

    /** Refuses the Spark engine, in one line, when Spark's classes are missing (the jar run with plain java -jar). */
    static void requireSpark(String sparkClass) {
        try {
            Class.forName(sparkClass, false, EngineOptions.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("--engine spark needs Apache Spark, which this jar leaves to the cluster: "
                    + "run it with spark-submit --class io.minesift.cli.Main minesift.jar sift --engine spark ..., "
                    + "or leave out --engine to play in this process");
        }
    }
}
