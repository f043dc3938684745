package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.logic.MineProbabilities;

import java.util.BitSet;

/**
 * What a candidate's numbers leave, for domination ({@code strong-max}, {@code domination}): the
 * cells certainly safe whatever number it shows (so certainly safe whenever it is safe), and the
 * single safest living cell when it is the same one for every number. The best open solver (David
 * Hill's) plays a safer cell instead of its choice in both cases: when the choice's safety makes
 * a safer cell certain, opening the safer one first risks less and loses nothing the choice would
 * have told; and when one cell is the best next move whatever the choice shows, while being
 * safer now, the choice only adds a risk before that same move.
 */
final class Outcomes {
    /** The safety margin a dominating cell needs over the choice (as the best open solver). */
    static final double SAFER = 1e-4;
    private BitSet alwaysSafe;
    /** The single safest living cell of every number so far; -1 before the first, -2 when none or they differ. */
    private int sameSafest = -1;

    /** Records what the candidate {@code cell} showing one more possible number leaves ({@code next}). */
    void add(int cell, MineProbabilities next, Geometry g) {
        BitSet safe = next.certainSafe();
        safe.clear(cell);
        if (alwaysSafe == null) {
            alwaysSafe = safe;
        } else {
            alwaysSafe.and(safe);
        }
        int single = singleSafestLiving(next, g);
        sameSafest = sameSafest == -1 ? (single >= 0 ? single : -2) : (sameSafest == single ? single : -2);
    }

    /**
     * The candidate to play instead of {@code candidates[choice]}: a scored candidate safer by
     * {@link #SAFER} that is certainly safe whenever the choice is; then a scored candidate safer
     * than that which is the single safest living cell after every number it can show; else the
     * choice itself.
     */
    static int dominating(MineProbabilities p, int[] candidates, Outcomes[] outcomes, int choice) {
        int c = choice;
        for (int j = 0; j < candidates.length; j++) {
            BitSet safe = outcomes[c].alwaysSafe;
            if (safe != null && safe.get(candidates[j])
                    && p.probability(candidates[j]) < p.probability(candidates[c]) - SAFER) {
                c = j;
                break;
            }
        }
        int single = outcomes[c].sameSafest;
        if (single >= 0 && p.probability(single) < p.probability(candidates[c]) - 1e-12) {
            for (int j = 0; j < candidates.length; j++) {
                if (candidates[j] == single) {
                    return single;
                }
            }
        }
        return candidates[c];
    }

    /** The living cell (one with an undecided neighbour) strictly safer than every other, or -1. */
    static int singleSafestLiving(MineProbabilities next, Geometry g) {
        int best = -1;
        double bestSafety = -1;
        double second = -1;
        for (int c = 0; c < g.size(); c++) {
            if (!next.isUnknown(c) || next.probability(c) >= 1 || 1 - next.probability(c) < second) {
                continue;
            }
            boolean living = false;
            for (int k = 0; k < g.degree(c) && !living; k++) {
                living = next.isUndecided(g.neighbour(c, k));
            }
            double s = 1 - next.probability(c);
            if (!living) {
                continue;
            }
            if (s > bestSafety) {
                second = bestSafety;
                bestSafety = s;
                best = c;
            } else {
                second = Math.max(second, s);
            }
        }
        return bestSafety > second ? best : -1;
    }
}
