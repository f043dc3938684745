package io.minesift.core.tune;

import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Plays;

import java.util.List;

/**
 * Plays a fixed list of boards a fixed number of times with common random numbers, through the one
 * repeated-play runner ({@link Plays}): play {@code r} of board {@code i} always draws from the stream of
 * (seed, i, 1, r), whoever the candidate,
 * so two candidates differ only by how they play, not by their luck.
 */
public final class Trials {
    /**
     * The player key of the seed path of every candidate: the same for all of them, so two
     * candidates differ only by how they play (common random numbers).
     */
    private static final long TUNED = 1;

    private Trials() {
    }

    /** Solved plays per board, in the boards' order. */
    public static <B> int[] solved(Contestant<B> player, List<B> boards, int repeats, long seed, int threads) {
        int[] solved = new int[boards.size()];
        Plays.forEachBoard(boards.size(), threads, "minesift-tune", board -> {
            for (Attempt a : Plays.repeat(player, boards.get(board), seed, board, TUNED, repeats)) {
                solved[board] += a.solved() ? 1 : 0;
            }
        });
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
