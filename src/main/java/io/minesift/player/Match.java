package io.minesift.player;

import io.minesift.game.GameRecord;
import io.minesift.generate.BoardGenerator;
import io.minesift.util.Seeds;
import io.minesift.util.Workers;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * One player on many fresh boards: board {@code i} comes from the generator's stream {@code i},
 * the player's choices from its own stream split from (seed, i), so the results are the same for
 * any number of threads.
 */
public final class Match {
    /** The stream label that keeps a player's randomness apart from the boards'. */
    static final long PLAYER_STREAM = 0x504C4159L;

    private Match() {
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
        List<Runnable> work = new ArrayList<>();
        for (int from = 0; from < games; from += chunk) {
            int lo = from;
            int hi = Math.min(games, from + chunk);
            work.add(() -> {
                long before = cpu.getCurrentThreadCpuTime();
                for (int i = lo; i < hi; i++) {
                    records[i] = Referee.play(boards.generate(seed, i),
                            player.newGame(Seeds.stream(seed, i, PLAYER_STREAM)));
                    if ((i - lo) % 16 == 15) {
                        progress.accept(16);
                    }
                }
                progress.accept((hi - lo) % 16);
                cpuTotal.addAndGet(cpu.getCurrentThreadCpuTime() - before);
            });
        }
        Workers.run(work, threads, "minesift-play");
        return new Result(List.of(records), cpuTotal.get(), System.nanoTime() - start);
    }
}
