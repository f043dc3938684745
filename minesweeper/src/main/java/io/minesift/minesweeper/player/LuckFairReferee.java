package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.game.PlayerView;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;

/**
 * Plays one game of a fixed board so that its result measures luck as a person meets it. A person
 * cannot see the mines, so when the player opens a cell it has not proved safe (a guess), the play
 * survives with the cell's <em>exact</em> chance of being safe: the posterior given everything
 * revealed and the mine total, computed here by the probability engine from what the player sees,
 * the same for every player. The draw comes from the play's own luck stream.
 *
 * <p><b>The board stays the board.</b> After the draw the game goes on on the same layout: if the
 * cell is safe there it opens; if it is a mine there, the game goes on as if the player had chosen
 * a really safe cell of the same safety (the nearest safety when there is none), the one nearest to
 * the chosen cell, then the first in reading order (a <em>substitution</em>, counted). This is the
 * oracle continuation the deduction profile uses too. The game is played on this way to the end
 * even when a draw has failed, so that the play's <em>chance</em> (the product of its guesses'
 * safeties: its chance of winning given its choices) is known for every play; the play is won
 * when every draw succeeded. A play stops early only when its chance reaches 0 (a guess on a
 * certain mine).
 *
 * <p>A move the player calls proven that hits a mine (a bug, or a Monte Carlo estimate gone
 * wrong) loses the play with chance 0.
 */
public final class LuckFairReferee {
    private static final double SAME = 1e-9;

    private LuckFairReferee() {
    }

    /**
     * Plays the instance to the end.
     *
     * @param luck   the play's own stream for the survival draws (not the player's stream)
     * @param engine the probability engine that gives a guess its exact safety
     * @throws IllegalStateException when the strategy names a cell that is not hidden
     */
    public static Attempt play(Instance instance, Strategy strategy, SplittableRandom luck, ProbabilityEngine engine) {
        MineLayout truth = instance.layout();
        Game game = Game.started(instance);
        LuckTally tally = new LuckTally();
        while (game.status() == GameStatus.PLAYING) {
            PlayerView view = game.view();
            Move move = strategy.next(view);
            int cell = move.cell();
            if (view.state(cell) != Position.HIDDEN) {
                throw new IllegalStateException("the player chose " + game.geometry().cell(cell).label()
                        + ", which is not a hidden cell");
            }
            if (move.guess()) {
                MineProbabilities p = engine.analyse(view.position());
                if (tally.guess(move.risk(), safety(p, view, cell), luck)) {
                    break;
                }
                if (truth.isMine(cell)) {
                    cell = standIn(p, truth, cell, view);
                    tally.substituted();
                }
            } else if (truth.isMine(cell)) {
                tally.provenMine();
                break;
            }
            game.open(cell);
        }
        return tally.attempt();
    }

    /** The exact chance that the cell is safe; the density of the unseen mines if no layout was found. */
    private static double safety(MineProbabilities p, PlayerView view, int cell) {
        if (p.consistent()) {
            return Math.max(0, Math.min(1, 1 - p.probability(cell)));
        }
        return 1 - (double) view.totalMines() / view.unrevealedCount();
    }

    /**
     * A hidden cell that is safe on the layout, with the mine probability nearest to the chosen
     * cell's; among those, the nearest to it on the board, then the first in reading order.
     */
    static int standIn(MineProbabilities p, MineLayout truth, int chosen, PlayerView view) {
        return standIn(truth.geometry(), c -> view.state(c) == Position.HIDDEN && !truth.isMine(c),
                p.consistent() ? p::probability : null, chosen);
    }

    /**
     * The stand-in rule for any game: among the cells {@code hiddenSafe} accepts (hidden, and safe
     * on the layout), the one whose mine probability is nearest the chosen cell's, then the nearest
     * to it on the board, then the first in reading order; with no probabilities known
     * ({@code probability} null), the nearest.
     *
     * @throws IllegalStateException when no cell is accepted
     */
    public static int standIn(Geometry g, IntPredicate hiddenSafe, IntToDoubleFunction probability, int chosen) {
        boolean known = probability != null;
        double target = known ? probability.applyAsDouble(chosen) : 0;
        int best = -1;
        double bestGap = Double.POSITIVE_INFINITY;
        int bestDistance = Integer.MAX_VALUE;
        for (int c = 0; c < g.size(); c++) {
            if (!hiddenSafe.test(c)) {
                continue;
            }
            double gap = known ? Math.abs(probability.applyAsDouble(c) - target) : 0;
            int dx = g.x(c) - g.x(chosen);
            int dy = g.y(c) - g.y(chosen);
            int distance = dx * dx + dy * dy;
            if (gap < bestGap - SAME || (gap <= bestGap + SAME && distance < bestDistance)) {
                best = c;
                bestGap = Math.min(gap, bestGap);
                bestDistance = distance;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("no safe hidden cell is left in a game still being played");
        }
        return best;
    }
}
