package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.BitSet;

/**
 * An enclosed part of the frontier played exactly ({@code strong-max}, {@code isolatedLayouts}):
 * undecided cells tied together by their clues, none of which touches a hidden cell outside the
 * group, and whose number of mines is the same in every layout that fits. Nothing outside can
 * ever tell anything about such a region (no clue sees both, and its mine count leaves the rest
 * of the board's count alone), so the chance of winning the game is the product of the chance of
 * clearing the region and that of the rest: the move that clears the region most often, found by
 * the exact endgame search on the region alone, is optimal there, and playing it first costs the
 * rest nothing. The best open solver (David Hill's) does the same with its brute force.
 */
final class IsolatedRegion {
    private IsolatedRegion() {
    }

    /**
     * The best move of the smallest isolated region with at most {@code maxLayouts} layouts, or
     * {@code null} when there is none (or its search passes {@code budget} positions).
     * {@code position} has its known mines flagged.
     */
    static Endgame.Choice best(Position position, MineProbabilities p, ProbabilityEngine engine, int maxLayouts,
                               long budget, java.util.random.RandomGenerator random) {
        Position smallest = null;
        int smallestSize = Integer.MAX_VALUE;
        for (BitSet region : regions(position, p)) {
            if (region.cardinality() < smallestSize && region.cardinality() <= 64 && enclosed(position, p, region)) {
                Position alone = alone(position, p, engine, region);
                if (alone != null) {
                    smallest = alone;
                    smallestSize = region.cardinality();
                }
            }
        }
        if (smallest == null) {
            return null;
        }
        MineProbabilities q = engine.analyse(smallest);
        return Endgame.solve(smallest, q.certainMines(), maxLayouts, budget, random);
    }

    /** The undecided cells grouped by shared clues (two cells next to one open number are in one group). */
    static java.util.List<BitSet> regions(Position position, MineProbabilities p) {
        Geometry g = position.geometry();
        int[] parent = new int[g.size()];
        for (int c = 0; c < parent.length; c++) {
            parent[c] = c;
        }
        for (int c = 0; c < g.size(); c++) {
            if (position.state(c) < 0) {
                continue;
            }
            int first = -1;
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                if (p.isUndecided(nb)) {
                    if (first < 0) {
                        first = nb;
                    } else {
                        parent[root(parent, nb)] = root(parent, first);
                    }
                }
            }
        }
        java.util.Map<Integer, BitSet> groups = new java.util.TreeMap<>();
        for (int c = 0; c < g.size(); c++) {
            if (p.isUndecided(c)) {
                groups.computeIfAbsent(root(parent, c), r -> new BitSet()).set(c);
            }
        }
        return new java.util.ArrayList<>(groups.values());
    }

    private static int root(int[] parent, int c) {
        while (parent[c] != c) {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        return c;
    }

    /** Whether every hidden neighbour of the region's cells that is not a known mine is in the region. */
    static boolean enclosed(Position position, MineProbabilities p, BitSet region) {
        Geometry g = position.geometry();
        for (int c = region.nextSetBit(0); c >= 0; c = region.nextSetBit(c + 1)) {
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                if (position.state(nb) == Position.HIDDEN && !(p.probability(nb) >= 1) && !region.get(nb)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The region alone: every other hidden cell flagged, every open number away from the region
     * set to the flags around it (so it asks nothing), the mine total pinned to the region's one
     * mine count plus the flags; {@code null} when the region's mine count is not the same in every
     * layout that fits.
     */
    static Position alone(Position position, MineProbabilities p, ProbabilityEngine engine, BitSet region) {
        Geometry g = position.geometry();
        byte[] states = position.states();
        for (int c = 0; c < g.size(); c++) {
            if (states[c] == Position.HIDDEN && !region.get(c)) {
                states[c] = Position.FLAG;
            }
        }
        int flags = 0;
        for (int c = 0; c < g.size(); c++) {
            if (states[c] >= 0 && !touches(g, c, region)) {
                states[c] = (byte) flagsAround(g, states, c);
            }
            flags += states[c] == Position.FLAG || states[c] == Position.MINE ? 1 : 0;
        }
        Position fixed = null;
        for (int mines = 0; mines <= region.cardinality(); mines++) {
            Position candidate = Position.of(g, flags + mines, states.clone());
            if (engine.analyse(candidate).consistent()) {
                if (fixed != null) {
                    return null; // two mine counts fit: the region's count depends on the rest
                }
                fixed = candidate;
            }
        }
        return fixed;
    }

    private static boolean touches(Geometry g, int c, BitSet region) {
        for (int k = 0; k < g.degree(c); k++) {
            if (region.get(g.neighbour(c, k))) {
                return true;
            }
        }
        return false;
    }

    private static int flagsAround(Geometry g, byte[] states, int c) {
        int n = 0;
        for (int k = 0; k < g.degree(c); k++) {
            byte s = states[g.neighbour(c, k)];
            n += s == Position.FLAG || s == Position.MINE ? 1 : 0;
        }
        return n;
    }
}
