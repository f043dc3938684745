package io.minesift.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.curate.BoardLines;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.BoardRunner;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.PlayRule;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.experiment.Sift;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Plays a sift's boards on Spark: the boards go out as JSON lines in {@code partitions} slices,
 * each task plays its slice ({@link PlayPartition}), and the board-result lines come back to the
 * driver when the job ends, to be handed over in the boards' order. Nothing is handed over when
 * the job fails, so the journal holds all or none of a Spark job's boards.
 *
 * @param <B> the game's board type
 */
final class SparkBoardRunner<B> implements BoardRunner<B> {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JavaSparkContext context;
    private final SiftRecipe<B> recipe;
    private final int partitions;
    private final boolean failFirstAttempts;

    SparkBoardRunner(JavaSparkContext context, SiftRecipe<B> recipe, int partitions, boolean failFirstAttempts) {
        if (partitions < 1) {
            throw new IllegalArgumentException("--partitions must be at least 1, got " + partitions);
        }
        this.context = context;
        this.recipe = recipe;
        this.partitions = partitions;
        this.failFirstAttempts = failFirstAttempts;
    }

    @Override
    public void play(Sift<B> sift, List<B> boards, RunKey key, Consumer<BoardResult> done) {
        if (boards.isEmpty()) {
            return;
        }
        Puzzle<B> puzzle = recipe.puzzle();
        List<String> lines = boards.stream().map(b -> BoardLines.line(puzzle, b)).toList();
        List<String> results = collect(lines, key, sift.rule());
        Map<String, BoardResult> byId = new HashMap<>();
        for (String line : results) {
            BoardResult result = decode(line);
            byId.put(result.id(), result);
        }
        for (B board : boards) {
            BoardResult result = byId.get(puzzle.boardId(board));
            if (result == null) {
                throw new IllegalStateException("the Spark job returned no result for board " + puzzle.boardId(board));
            }
            done.accept(result);
        }
    }

    /** The result lines of the Spark job over the board lines; a failed job ends in one line that says nothing was kept. */
    private List<String> collect(List<String> lines, RunKey key, PlayRule rule) {
        try {
            return context.parallelize(lines, Math.min(partitions, lines.size()))
                    .mapPartitions(new PlayPartition<>(recipe, key, rule, failFirstAttempts))
                    .collect();
        } catch (Exception e) { // SparkException is checked, though Scala declares no throws
            String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            throw new SparkJobFailed("the Spark job failed and none of its boards were kept (run the same "
                    + "command again to rerun them): " + message, e);
        }
    }

    private static BoardResult decode(String line) {
        try {
            return Journal.decode(JSON.readTree(line));
        } catch (IOException e) {
            throw new UncheckedIOException("a Spark task returned a bad result line", e);
        }
    }
}
