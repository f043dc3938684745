package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Chooses a guess by looking one move ahead. Each candidate among the safest cells is scored by
 * the chance of surviving it <em>and</em> the next move: for every number {@code v} it could
 * show, the exact chance {@code P(safe, shows v)} (the ratio of layout counts with and without
 * that number) times the safety of the best next move in the position it would leave (1 when
 * that position has a certain safe cell). A cell whose number can only be one value (a dead
 * cell) leaves the next move no better off, so it scores low without a special rule.
 */
final class Lookahead {
    private final ProbabilityEngine engine;
    private final StrongPlayer.Parameters parameters;
    private final SplittableRandom random;

    Lookahead(ProbabilityEngine engine, StrongPlayer.Parameters parameters, SplittableRandom random) {
        this.engine = engine;
        this.parameters = parameters;
        this.random = random;
    }

    /** The cell to open; ties (within the tolerance) are broken at random. */
    int choose(Position position, MineProbabilities p) {
        int[] candidates = candidates(position, p);
        if (candidates.length == 1 || parameters.candidates() == 0) {
            return candidates[0];
        }
        double best = -1;
        int choice = candidates[0];
        int ties = 0;
        for (int c : candidates) {
            double score = score(position, p, c);
            if (score > best + parameters.tolerance()) {
                best = score;
                choice = c;
                ties = 1;
            } else if (score >= best - parameters.tolerance() && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return choice;
    }

    /**
     * Unknown cells within the band of the lowest mine probability, safest first (ties in random
     * order), at most {@code candidates} of them; cells off the frontier are all alike but for
     * their number of hidden neighbours, so only the one with the fewest (a corner, say) stands
     * for them.
     */
    int[] candidates(Position position, MineProbabilities p) {
        Geometry g = position.geometry();
        double limit = p.lowestProbability() * (1 + parameters.band()) + parameters.tolerance();
        int n = 0;
        int[] cells = new int[g.size()];
        double[] keys = new double[g.size()];
        int interior = -1;
        int interiorHidden = Integer.MAX_VALUE;
        int interiorTies = 0;
        for (int c = 0; c < g.size(); c++) {
            if (!p.isUnknown(c) || p.probability(c) > limit) {
                continue;
            }
            int hidden = 0;
            boolean frontier = false;
            for (int k = 0; k < g.degree(c); k++) {
                byte s = position.state(g.neighbour(c, k));
                hidden += s < 0 ? 1 : 0;
                frontier |= s >= 0;
            }
            if (frontier) {
                cells[n] = c;
                keys[n++] = p.probability(c) + random.nextDouble() * 1e-12; // random order among equals
            } else if (hidden < interiorHidden || (hidden == interiorHidden && random.nextInt(++interiorTies) == 0)) {
                if (hidden < interiorHidden) {
                    interiorTies = 1;
                }
                interior = c;
                interiorHidden = hidden;
            }
        }
        if (interior >= 0) {
            cells[n] = interior;
            keys[n++] = p.probability(interior);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(keys[a], keys[b]));
        int keep = Math.max(1, Math.min(n, parameters.candidates()));
        int[] out = new int[keep];
        for (int i = 0; i < keep; i++) {
            out[i] = cells[order[i]];
        }
        return out;
    }

    /** P(survive this cell and the best next move), exactly, by the numbers the cell can show. */
    double score(Position position, MineProbabilities p, int cell) {
        Geometry g = position.geometry();
        BitSet mines = p.certainMines();
        int known = 0;
        int open = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            byte s = position.state(nb);
            if (s == Position.FLAG || s == Position.MINE || mines.get(nb)) {
                known++;
            } else if (s == Position.HIDDEN) {
                open++;
            }
        }
        byte[] cells = position.states();
        double total = 0;
        for (int v = known; v <= known + open; v++) {
            cells[cell] = (byte) v;
            MineProbabilities next = engine.analyse(Position.of(g, position.totalMines(), cells));
            if (!next.consistent()) {
                continue;
            }
            double chance = Math.pow(10, next.log10Layouts() - p.log10Layouts());
            total += chance * nextSafety(next);
        }
        return total;
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
