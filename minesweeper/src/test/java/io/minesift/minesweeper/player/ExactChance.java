package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.logic.BruteForce;

/**
 * The exact luck-fair chance of a small board for a player that opens certain cells and, when
 * stuck, the one safest cell, computed by brute force over every layout that fits what is
 * visible ({@link BruteForce}, which shares no code with the probability engine). It follows the
 * documented continuation of {@link LuckFairReferee}: a guess that is a mine on the board goes on
 * through the safe hidden cell of the nearest probability, the nearest on the board, then the
 * first in reading order. Refuses positions where the safest cell is not unique, where the answer
 * would depend on a tie-break.
 */
public final class ExactChance {
    private ExactChance() {
    }

    public static double of(Instance instance) {
        Game game = Game.started(instance);
        Geometry g = instance.geometry();
        double chance = 1;
        while (game.status() == GameStatus.PLAYING) {
            Position position = game.view().position();
            BruteForce truth = BruteForce.of(position);
            int safest = -1;
            int certain = -1;
            for (int c = 0; c < g.size() && certain < 0; c++) {
                if (position.state(c) != Position.HIDDEN) {
                    continue;
                }
                if (truth.mineCount[c].signum() == 0) {
                    certain = c;
                } else if (safest < 0 || truth.probability(c) < truth.probability(safest)) {
                    safest = c;
                }
            }
            if (certain >= 0) {
                game.open(certain);
                continue;
            }
            for (int c = 0; c < g.size(); c++) {
                if (c != safest && position.state(c) == Position.HIDDEN
                        && Math.abs(truth.probability(c) - truth.probability(safest)) < 1e-9) {
                    throw new IllegalArgumentException("the safest cell is not unique: " + position);
                }
            }
            chance *= 1 - truth.probability(safest);
            game.open(instance.layout().isMine(safest) ? standIn(truth, instance, position, safest) : safest);
        }
        return chance;
    }

    private static int standIn(BruteForce truth, Instance instance, Position position, int chosen) {
        Geometry g = instance.geometry();
        int best = -1;
        for (int c = 0; c < g.size(); c++) {
            if (position.state(c) != Position.HIDDEN || instance.layout().isMine(c)) {
                continue;
            }
            if (best < 0 || closer(truth, g, chosen, c, best)) {
                best = c;
            }
        }
        return best;
    }

    private static boolean closer(BruteForce truth, Geometry g, int chosen, int c, int best) {
        double gapC = Math.abs(truth.probability(c) - truth.probability(chosen));
        double gapB = Math.abs(truth.probability(best) - truth.probability(chosen));
        if (Math.abs(gapC - gapB) > 1e-9) {
            return gapC < gapB;
        }
        return distance(g, c, chosen) < distance(g, best, chosen);
    }

    private static int distance(Geometry g, int a, int b) {
        int dx = g.x(a) - g.x(b);
        int dy = g.y(a) - g.y(b);
        return dx * dx + dy * dy;
    }
}
