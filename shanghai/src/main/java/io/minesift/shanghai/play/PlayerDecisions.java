package io.minesift.shanghai.play;

import io.minesift.shanghai.Move;
import io.minesift.shanghai.ShanghaiView;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A player's choice at a view as the chances of its moves, estimated: {@code draws} of its
 * own decisions at the view ({@link MonteCarlo}, the player's own code: {@code n} arrangements of
 * the hidden tiles consistent with the view, every move valued on each to depth {@code d} with its
 * weights, the first best mean taken), each from the same random stream in turn, counted by
 * the move it takes. The share of each move is an unbiased estimate of the chance that the player
 * takes it, with a standard error of sqrt(p(1 - p)/draws) for a move of chance p. Nothing is
 * replaced by an expectation: the certain moves after the move and the dead tests of each
 * arrangement count as they do for the player. With one draw the count is the player's own decision
 * on that stream.
 * <p>
 * The weak player (n = 1, d = 1) draws one arrangement a decision, so its chances are the shares of
 * arrangements on which each move is the best. (A judgement that replaced that sample by the
 * expected features over the arrangements, with no coin, judged unlike the player: on 100
 * mini-turtle deals it put the weak player's rate 0.02 low on average, with an RMSE of 0.09.)
 */
public final class PlayerDecisions {
    private final MonteCarlo player;
    private final int draws;

    private PlayerDecisions(int samples, int depth, Weights weights, long deadCheck, int draws) {
        if (draws < 1) {
            throw new IllegalArgumentException("at least one draw per view, not " + draws);
        }
        this.draws = draws;
        this.player = new MonteCarlo(samples, depth, weights, deadCheck);
    }

    /** The decisions of {@code player} (its samples, depth, weights and dead check), {@code draws} per view. */
    public static PlayerDecisions of(ShanghaiPlayer player, int draws) {
        return of(player.samples(), player.depth(), player.weights(), player.deadCheck(), draws);
    }

    /**
     * The decisions of a player of {@code samples}, {@code depth}, {@code weights} and {@code deadCheck}
     * (as {@link ShanghaiPlayer} holds them), {@code draws} per view: for the pack's page, whose
     * engine (TeaVM) cannot build a {@link ShanghaiPlayer}, which reads and writes JSON.
     */
    public static PlayerDecisions of(int samples, int depth, Weights weights, long deadCheck, int draws) {
        if (samples < 1 || depth < 1) {
            throw new IllegalArgumentException("samples and depth must be at least 1, not " + samples + " and " + depth);
        }
        return new PlayerDecisions(samples, depth, weights, deadCheck, draws);
    }

    /** The shipped weak player's decisions, {@code draws} per view. */
    public static PlayerDecisions weak(int draws) {
        return of((ShanghaiPlayer) ShanghaiPlayers.weak(), draws);
    }

    /** The shipped strong player's decisions, {@code draws} per view. */
    public static PlayerDecisions strong(int draws) {
        return of((ShanghaiPlayer) ShanghaiPlayers.strong(), draws);
    }

    /**
     * How many of the draws from {@code random} make the player take each of {@code moves} (the
     * legal moves of {@code view}, at least two, no certain move among them): {@code picks[i]} for
     * {@code moves.get(i)}, summing to the draws.
     */
    public int[] picks(ShanghaiView view, List<Move> moves, SplittableRandom random) {
        return player.decisions(view, moves, random, draws);
    }
}
