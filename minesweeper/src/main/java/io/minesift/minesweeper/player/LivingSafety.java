package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.logic.MineProbabilities;

/**
 * The safety of the next move in a position the look-ahead ({@link LookaheadScore}) or a
 * roll-out ({@link Rollouts}) reaches: sought among <em>living</em> cells only (those with an
 * undecided neighbour, whose number can still tell something), the second-safest blended in with
 * the weight {@code secondBest}, so a position that leaves two good moves beats one that leaves a
 * single one.
 */
final class LivingSafety {
    private LivingSafety() {
    }

    /** Best (blended with second best) safety among living cells: those with an undecided neighbour. */
    static double of(MineProbabilities next, Geometry g, double secondBest) {
        double best1 = -1;
        double best2 = -1;
        for (int c = 0; c < g.size(); c++) {
            if (!next.isUnknown(c) || next.probability(c) >= 1 || 1 - next.probability(c) <= best2) {
                continue; // only a cell that would enter the best two needs the neighbour check
            }
            boolean living = false;
            for (int k = 0; k < g.degree(c) && !living; k++) {
                living = next.isUndecided(g.neighbour(c, k));
            }
            if (!living) {
                continue;
            }
            double s = 1 - next.probability(c);
            if (s > best1) {
                best2 = best1;
                best1 = s;
            } else if (s > best2) {
                best2 = s;
            }
        }
        if (best1 < 0) {
            return nextSafety(next);
        }
        if (best2 < 0) {
            best2 = best1;
        }
        return (1 - secondBest) * best1 + secondBest * best2;
    }

    private static double nextSafety(MineProbabilities next) {
        if (!next.certainSafe().isEmpty()) {
            return 1;
        }
        double lowest = next.lowestProbability();
        // No unknown cell left, or only certain mines: the game is won.
        return Double.isNaN(lowest) || lowest >= 1 ? 1 : 1 - lowest;
    }
}
