package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;

import java.util.ArrayDeque;

/**
 * Whether a cell has room around it ({@code strong-max}, {@code spaceThreshold}): the hidden
 * cells (not known mines) reachable from it, step by step through neighbours or across one open
 * cell, number at least the threshold. A cell in a cramped pocket can be left for later: a guess
 * there settles little, while the pocket stays as it is whatever happens elsewhere. The best open
 * solver (David Hill's) defers such cells with a threshold of 8.
 */
final class OpenSpace {
    private final Position position;
    private final MineProbabilities p;
    private final int threshold;
    /** Per cell: 0 not yet measured, 1 in a roomy region, -1 in a cramped one. */
    private final byte[] room;

    OpenSpace(Position position, MineProbabilities p, int threshold) {
        this.position = position;
        this.p = p;
        this.threshold = threshold;
        this.room = new byte[position.geometry().size()];
    }

    /** Whether the region of {@code cell} holds at least the threshold of hidden cells. */
    boolean roomy(int cell) {
        if (room[cell] == 0) {
            measure(cell);
        }
        return room[cell] > 0;
    }

    /** Fills the region of {@code cell} until the threshold is reached, and marks what it saw. */
    private void measure(int cell) {
        Geometry g = position.geometry();
        boolean[] seen = new boolean[g.size()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        java.util.List<Integer> region = new java.util.ArrayList<>();
        seen[cell] = true;
        queue.add(cell);
        region.add(cell);
        boolean large = false;
        while (!queue.isEmpty() && !large) {
            int c = queue.poll();
            for (int k = 0; k < g.degree(c) && !large; k++) {
                int nb = g.neighbour(c, k);
                if (position.state(nb) >= 0) {
                    for (int j = 0; j < g.degree(nb) && !large; j++) {
                        large = visit(g.neighbour(nb, j), seen, queue, region);
                    }
                } else {
                    large = visit(nb, seen, queue, region);
                }
            }
            large |= region.size() >= threshold;
        }
        byte mark = (byte) (large ? 1 : -1);
        region.forEach(c -> room[c] = mark);
    }

    /** Adds a hidden cell to the region; true when it lies in a region already known to be roomy. */
    private boolean visit(int c, boolean[] seen, ArrayDeque<Integer> queue, java.util.List<Integer> region) {
        if (!hidden(c)) {
            return false;
        }
        if (room[c] > 0) {
            return true;
        }
        if (!seen[c]) {
            seen[c] = true;
            queue.add(c);
            region.add(c);
        }
        return false;
    }

    private boolean hidden(int c) {
        return position.state(c) == Position.HIDDEN && !(p.probability(c) >= 1);
    }
}
