package io.minesift.shanghai.play;

import io.minesift.shanghai.Move;
import io.minesift.shanghai.ShanghaiView;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The weak player's choice at a view as the chances of its moves, estimated: the weak player (n = 1,
 * d = 1, the shipped weights) draws one arrangement of the hidden tiles consistent with its view and
 * takes the best move on it by its depth-1 value ({@link MonteCarlo}, the player's own code), so the
 * chance that it takes move m is the share of arrangements on which m is that move. This gives, for
 * {@code draws} arrangements drawn in turn from a random stream, how many times each move is the one
 * taken: an unbiased estimate of each move's chance, with a standard error of sqrt(p(1 - p)/draws)
 * for a move of chance p. Nothing is replaced by an expectation: the certain moves after the move and
 * the dead tests of each arrangement count as they do for the player. (A judgement that replaced the
 * sample by the expected features over the arrangements, with no coin, judged unlike the player: on
 * 100 mini-turtle deals it put the weak player's rate 0.02 low on average, with an RMSE of 0.09.)
 */
public final class OneSampleJudgement {
    private final MonteCarlo player;
    private final int draws;

    /** A judgement drawing {@code draws} arrangements per view. */
    public OneSampleJudgement(int draws) {
        if (draws < 1) {
            throw new IllegalArgumentException("at least one draw per view, not " + draws);
        }
        this.draws = draws;
        ShanghaiPlayer weak = (ShanghaiPlayer) ShanghaiPlayers.weak();
        this.player = new MonteCarlo(1, weak.depth(), weak.weights(), weak.deadCheck());
    }

    /**
     * How many of the draws from {@code random} make the weak player take each of {@code moves} (the
     * legal moves of {@code view}, at least two, no certain move among them): {@code picks[i]} for
     * {@code moves.get(i)}, summing to the draws.
     */
    public int[] picks(ShanghaiView view, List<Move> moves, SplittableRandom random) {
        return player.picks(view, moves, random, draws);
    }
}
