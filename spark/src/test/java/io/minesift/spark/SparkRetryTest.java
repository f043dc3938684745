package io.minesift.spark;

import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.Sift;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Spark's fault tolerance: every task's first attempt fails after playing a board; with one attempt
 * allowed the job fails and the journal gains nothing, with two ({@code local[2,2]}) Spark runs the
 * tasks again and the results are the in-process runner's.
 */
class SparkRetryTest {
    @TempDir
    Path dir;

    /** Minesweeper with its built-in players. */
    static final class BuiltInPlayers implements SiftRecipe<Instance> {
        @Override
        public Puzzle<Instance> puzzle() {
            return new MinesweeperPuzzle(BoardFiles.defaults());
        }

        @Override
        public List<Contestant<Instance>> players() {
            return List.of(puzzle().weak(), puzzle().strong());
        }
    }

    private static final SiftRecipe<Instance> RECIPE = new BuiltInPlayers();
    private static final List<Instance> BOARDS = boards();

    private static List<Instance> boards() {
        UniformGenerator generator = new UniformGenerator(BoardSpec.parse("9x9x10"), FirstClickRule.ZERO, new StartRule.Corner());
        return IntStream.range(0, 40).mapToObj(i -> generator.generate(5, i)).toList();
    }

    private static Sift<Instance> sift() {
        Puzzle<Instance> puzzle = RECIPE.puzzle();
        return new Sift<>(RECIPE.players(), puzzle::boardId, puzzle.measurer());
    }

    private List<BoardResult> inProcess() {
        Sift<Instance> sift = sift();
        try (Journal journal = Journal.open(dir.resolve("local.jsonl"), sift.key(5, 4, BOARDS))) {
            return sift.run(BOARDS, journal, 2, done -> { });
        }
    }

    @Test
    void aRetriedTaskGivesTheSameResults() {
        Sift<Instance> sift = sift();
        try (SparkCluster cluster = SparkCluster.start("local[2,2]");
             Journal journal = Journal.open(dir.resolve("spark.jsonl"), sift.key(5, 4, BOARDS))) {
            List<BoardResult> results = sift.run(BOARDS, journal, cluster.runner(RECIPE, 4, true), done -> { });
            assertEquals(inProcess(), results);
        }
    }

    @Test
    void withoutRetriesTheJobFailsAndTheJournalGainsNothing() {
        Sift<Instance> sift = sift();
        try (SparkCluster cluster = SparkCluster.start("local[2]");
             Journal journal = Journal.open(dir.resolve("spark.jsonl"), sift.key(5, 4, BOARDS))) {
            SparkJobFailed failed = assertThrows(SparkJobFailed.class,
                    () -> sift.run(BOARDS, journal, cluster.runner(RECIPE, 4, true), done -> { }));
            assertTrue(failed.getMessage().contains("test hook: the first attempt of spark partition"), failed.getMessage());
            assertFalse(failed.getMessage().contains("\n"), "one line");
            assertEquals(0, journal.size());
        }
    }
}
