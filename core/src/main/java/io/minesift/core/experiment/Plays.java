package io.minesift.core.experiment;

import io.minesift.core.util.Seeds;
import io.minesift.core.util.Workers;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * The one repeated-play runner. Every play of every player on every board draws its randomness from
 * the stream of its seed path, (seed, board, player, play), or (seed, board, player) for a board
 * played once; boards are spread over worker threads. {@code sift} (through {@link Sift}), {@code tune}
 * and {@code play} all play this way, so a board's results depend only on the seed and the path,
 * never on the thread count or the order.
 */
public final class Plays {
    private Plays() {
    }

    /** The stream of play {@code play} of {@code player} on {@code board}. */
    public static SplittableRandom stream(long seed, long board, long player, int play) {
        return Seeds.stream(seed, board, player, play);
    }

    /** The stream of the one play of {@code player} on a board played once. */
    public static SplittableRandom stream(long seed, long board, long player) {
        return Seeds.stream(seed, board, player);
    }

    /** The player's {@code repeats} plays of the board, in play order. */
    public static <B> List<Attempt> repeat(Contestant<B> player, B board, long seed, long boardKey, long playerKey,
                                           int repeats) {
        List<Attempt> attempts = new ArrayList<>(repeats);
        for (int r = 0; r < repeats; r++) {
            attempts.add(player.attempt(board, stream(seed, boardKey, playerKey, r)));
        }
        return attempts;
    }

    /**
     * Runs {@code work} for each of {@code count} boards (by index) on {@code threads} worker
     * threads named {@code name}; the first failure is rethrown and no board starts after it.
     */
    public static void forEachBoard(int count, int threads, String name, IntConsumer work) {
        List<Runnable> tasks = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int board = i;
            tasks.add(() -> work.accept(board));
        }
        Workers.run(tasks, threads, name);
    }
}
