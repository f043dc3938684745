package io.minesift.minesweeper.player;

import io.minesift.core.experiment.Plays;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.BoardGenerator;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * One player on many fresh boards, through the one repeated-play runner ({@link Plays}): board
 * {@code i} comes from the generator's stream {@code i}, the player's choices from the path
 * (seed, i, player), so the results are the same for any number of threads.
 */
public final class Match {
    /** The stream label that keeps a player's randomness apart from the boards'. */
    static final long PLAYER_STREAM = 0x504C4159L;

    private Match() {
    }

    /**
     * Game {@code i} of a match: board {@code i} of the generator's stream, the player's choices
     * from the path (seed, i, player). Public so that tools outside the jar (scripts/hill-compare)
     * replay exactly the games of {@code minesift play}, one board at a time.
     */
    public static GameRecord game(Player player, BoardGenerator boards, long seed, int i) {
        return Referee.play(boards.generate(seed, i), player.newGame(Plays.stream(seed, i, PLAYER_STREAM)));
    }

    /** The games in board order, the CPU time they took in all, and the wall-clock time. */
    public record Result(List<GameRecord> games, long cpuNanos, long wallNanos) {
    }

    /**
     * Plays {@code games} boards.
     *
     * @param progress told how many more games have finished, every few games (from any thread)
     */
    public static Result play(Player player, BoardGenerator boards, long seed, int games, int threads,
                              IntConsumer progress) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        GameRecord[] records = new GameRecord[games];
        java.util.concurrent.atomic.AtomicLong cpuTotal = new java.util.concurrent.atomic.AtomicLong();
        long start = System.nanoTime();
        int chunk = Math.max(1, Math.min(256, games / (threads * 8) + 1));
        int chunks = (games + chunk - 1) / chunk;
        // One play per fresh board: board i's game draws from the path (seed, i, PLAYER_STREAM).
        Plays.forEachBoard(chunks, threads, "minesift-play", c -> {
            int lo = c * chunk;
            int hi = Math.min(games, lo + chunk);
            long before = cpu.getCurrentThreadCpuTime();
            for (int i = lo; i < hi; i++) {
                records[i] = game(player, boards, seed, i);
                if ((i - lo) % 16 == 15) {
                    progress.accept(16);
                }
            }
            progress.accept((hi - lo) % 16);
            cpuTotal.addAndGet(cpu.getCurrentThreadCpuTime() - before);
        });
        return new Result(List.of(records), cpuTotal.get(), System.nanoTime() - start);
    }
}
