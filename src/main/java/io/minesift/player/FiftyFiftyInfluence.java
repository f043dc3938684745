package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;

/**
 * Long-term risk: for each cell, the share of layouts in which it is the mine of a 50/50 still to
 * come. Two side-by-side cells (or the diagonals of a 2×2 box) form a 50/50 that no clue can ever
 * break when every cell that sees just one of them is a mine or off the board. In such layouts a
 * guess there loses half the time whatever the player does; so guessing such a cell now risks
 * less than its mine probability says: the layouts where it is the mine of the coming 50/50 were
 * half lost anyway. The layouts in which a cell is the one missing mine that walls a 50/50 in
 * count the same way (half of the walled-in layouts).
 *
 * <p>Only walls with at most one undecided cell are weighed, since wider walls are unlikely to
 * close; each pattern costs one probability analysis with its mines flagged. The share is at most
 * the cell's mine probability.
 */
final class FiftyFiftyInfluence {
    private final Position position;
    private final MineProbabilities p;
    private final ProbabilityEngine engine;
    private final Geometry g;
    private final double[] share;

    private FiftyFiftyInfluence(Position position, MineProbabilities p, ProbabilityEngine engine) {
        this.position = position;
        this.p = p;
        this.engine = engine;
        this.g = position.geometry();
        this.share = new double[g.size()];
    }

    /** The share of layouts per cell (0 for most), indexed like the board. */
    static double[] of(Position position, MineProbabilities p, ProbabilityEngine engine) {
        FiftyFiftyInfluence f = new FiftyFiftyInfluence(position, p, engine);
        f.scan();
        for (int c = 0; c < f.share.length; c++) {
            if (f.share[c] > 0) {
                f.share[c] = Math.min(f.share[c], Math.min(p.probability(c), 1 - p.probability(c)));
            }
        }
        return f.share;
    }

    private void scan() {
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                if (x + 1 < g.width()) {
                    pair(x, y, x + 1, y, new int[][]{{x - 1, y - 1}, {x - 1, y}, {x - 1, y + 1}, {x + 2, y - 1}, {x + 2, y}, {x + 2, y + 1}});
                }
                if (y + 1 < g.height()) {
                    pair(x, y, x, y + 1, new int[][]{{x - 1, y - 1}, {x, y - 1}, {x + 1, y - 1}, {x - 1, y + 2}, {x, y + 2}, {x + 1, y + 2}});
                }
                if (x + 1 < g.width() && y + 1 < g.height()) {
                    box(x, y);
                }
            }
        }
    }

    /** A pair walled in by {@code wall}: each cell as the mine of the 50/50, and the wall's missing mine. */
    private void pair(int x1, int y1, int x2, int y2, int[][] wall) {
        int a = g.index(x1, y1);
        int b = g.index(x2, y2);
        if (!p.isUndecided(a) || !p.isUndecided(b)) {
            return;
        }
        int missing = missingWall(wall);
        if (missing == BROKEN) {
            return;
        }
        double aMine = chance(new int[]{a, missing}, b);
        double bMine = chance(new int[]{b, missing}, a);
        share[a] += aMine;
        share[b] += bMine;
        if (missing >= 0) {
            share[missing] += (aMine + bMine) / 2;
        }
    }

    /** A 2×2 box whose four diagonal neighbours are mines or off the board: each diagonal as the mines. */
    private void box(int x, int y) {
        int a = g.index(x, y);
        int b = g.index(x + 1, y + 1);
        int c = g.index(x + 1, y);
        int d = g.index(x, y + 1);
        if (!p.isUndecided(a) || !p.isUndecided(b) || !p.isUndecided(c) || !p.isUndecided(d)) {
            return;
        }
        int missing = missingWall(new int[][]{{x - 1, y - 1}, {x + 2, y - 1}, {x - 1, y + 2}, {x + 2, y + 2}});
        if (missing != NONE) {
            return; // a box needs two mines of its own: with a wall mine still to come it is too unlikely to count
        }
        double ab = chance(new int[]{a, b}, c, d);
        double cd = chance(new int[]{c, d}, a, b);
        share[a] += ab;
        share[b] += ab;
        share[c] += cd;
        share[d] += cd;
    }

    private static final int NONE = -1;
    private static final int BROKEN = -2;

    /**
     * The one undecided wall cell, {@link #NONE} when every wall cell is a mine or off the board,
     * or {@link #BROKEN} when a wall cell is open, safe, or more than one is undecided.
     */
    private int missingWall(int[][] wall) {
        int missing = NONE;
        for (int[] xy : wall) {
            if (!g.contains(xy[0], xy[1])) {
                continue;
            }
            int cell = g.index(xy[0], xy[1]);
            byte s = position.state(cell);
            if (s == Position.FLAG || s == Position.MINE) {
                continue;
            }
            if (s != Position.HIDDEN || !(p.probability(cell) > 0)) {
                return BROKEN;
            }
            if (p.probability(cell) >= 1) {
                continue;
            }
            if (missing != NONE) {
                return BROKEN;
            }
            missing = cell;
        }
        return missing;
    }

    /**
     * The chance that the cells of {@code mines} (a negative entry is skipped) are all mines and
     * the one or two {@code safe} cells are not; exact (two safe cells by inclusion–exclusion).
     */
    private double chance(int[] mines, int... safe) {
        MineProbabilities given = given(mines);
        if (given == null) {
            return 0;
        }
        double all = Math.pow(10, given.log10Layouts() - p.log10Layouts());
        if (safe.length == 1) {
            return all * (1 - given.probability(safe[0]));
        }
        int[] more = java.util.Arrays.copyOf(mines, mines.length + 2);
        more[mines.length] = safe[0];
        more[mines.length + 1] = safe[1];
        MineProbabilities both = given(more);
        double bothMines = both == null ? 0 : Math.pow(10, both.log10Layouts() - p.log10Layouts());
        return Math.max(0, all * (1 - given.probability(safe[0]) - given.probability(safe[1])) + bothMines);
    }

    /** The probabilities with the given cells flagged as mines, or {@code null} when no layout fits. */
    private MineProbabilities given(int[] mines) {
        byte[] states = position.states();
        for (int m : mines) {
            if (m >= 0) {
                states[m] = Position.FLAG;
            }
        }
        MineProbabilities given = engine.analyse(Position.of(g, position.totalMines(), states));
        return given.consistent() ? given : null;
    }
}
