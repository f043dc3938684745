package io.minesift.tune;

import io.minesift.experiment.Contestant;
import io.minesift.util.Seeds;
import io.minesift.util.Workers;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays a fixed list of boards a fixed number of times with common random numbers: play
 * {@code r} of board {@code i} always draws from the stream of (seed, i, r), whoever the player,
 * so two candidates differ only by how they play, not by their luck.
 */
public final class Trials {
    private Trials() {
    }

    /** Solved plays per board, in the boards' order. */
    public static <B> int[] solved(Contestant<B> player, List<B> boards, int repeats, long seed, int threads) {
        int[] solved = new int[boards.size()];
        List<Runnable> work = new ArrayList<>(boards.size());
        for (int i = 0; i < boards.size(); i++) {
            int board = i;
            work.add(() -> {
                for (int r = 0; r < repeats; r++) {
                    if (player.attempt(boards.get(board), Seeds.stream(seed, board, r)).solved()) {
                        solved[board]++;
                    }
                }
            });
        }
        Workers.run(work, threads, "minesift-tune");
        return solved;
    }

    /** All plays' solve rate. */
    public static double rate(int[] solved, int repeats) {
        long sum = 0;
        for (int s : solved) {
            sum += s;
        }
        return (double) sum / ((long) solved.length * repeats);
    }
}
