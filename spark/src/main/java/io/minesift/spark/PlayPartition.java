package io.minesift.spark;

import io.minesift.core.curate.BoardLines;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.PlayRule;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.experiment.Sift;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * One Spark task: rebuilds the game and the players from the recipe, takes the sift's play rule
 * (a value, shipped whole; a sequential rule trains its classifier again here, alike), then plays each board line of
 * its partition with {@link Sift#play} and returns the board-result lines the journal holds. A task
 * Spark runs again (a lost executor, a failed attempt) plays its boards again from the same streams,
 * so its lines are the same.
 *
 * @param <B> the game's board type
 */
final class PlayPartition<B> implements FlatMapFunction<Iterator<String>, String> {
    private static final long serialVersionUID = 1L;

    private final SiftRecipe<B> recipe;
    private final ShippedKey key;
    private final PlayRule rule;
    private final boolean failFirstAttempt;

    /**
     * @param failFirstAttempt for the tests of Spark's retries: every task's first attempt fails
     *                         after its first board
     */
    PlayPartition(SiftRecipe<B> recipe, RunKey key, PlayRule rule, boolean failFirstAttempt) {
        this.recipe = recipe;
        this.key = ShippedKey.of(key);
        this.rule = rule;
        this.failFirstAttempt = failFirstAttempt;
    }

    @Override
    public Iterator<String> call(Iterator<String> lines) {
        Puzzle<B> puzzle = recipe.puzzle();
        List<Contestant<B>> players = recipe.players();
        RunKey runKey = key.key();
        checkPlayers(players, runKey);
        if (!rule.fingerprint().equals(runKey.plays())) {
            throw new IllegalStateException("the executor's play rule is not the driver's: " + rule.fingerprint()
                    + " instead of " + runKey.plays());
        }
        Sift<B> sift = new Sift<>(players, puzzle::boardId, puzzle.measurer(), rule);
        String source = "spark partition " + TaskContext.getPartitionId();
        List<String> results = new ArrayList<>();
        int number = 0;
        while (lines.hasNext()) {
            B board = BoardLines.board(puzzle, lines.next(), source, ++number);
            results.add(Journal.encode(sift.play(board, runKey)).toString());
            if (failFirstAttempt && TaskContext.get().attemptNumber() == 0) {
                throw new IllegalStateException("test hook: the first attempt of " + source + " fails");
            }
        }
        return results.iterator();
    }

    /** The executor's players must be the driver's: the same fingerprints in the same order. */
    private static <B> void checkPlayers(List<Contestant<B>> players, RunKey key) {
        List<String> fingerprints = players.stream().map(Contestant::fingerprint).toList();
        if (!fingerprints.equals(key.players())) {
            throw new IllegalStateException("the executor rebuilt other players than the driver's: " + fingerprints
                    + " instead of " + key.players());
        }
    }
}
