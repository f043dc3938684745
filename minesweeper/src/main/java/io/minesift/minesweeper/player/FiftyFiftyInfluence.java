package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

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
    /** Per cell: its share as the mine of a coming 50/50 (walls of at most one undecided cell, boxes closed). */
    private final double[] own;
    /** Per cell: its share as the missing mine that would wall a 50/50 in. */
    private final double[] enabler;

    private FiftyFiftyInfluence(Position position, MineProbabilities p, ProbabilityEngine engine) {
        this.position = position;
        this.p = p;
        this.engine = engine;
        this.g = position.geometry();
        this.own = new double[g.size()];
        this.enabler = new double[g.size()];
    }

    /** The share of layouts per cell (0 for most), indexed like the board. */
    static double[] of(Position position, MineProbabilities p, ProbabilityEngine engine) {
        return sweep(position, p, engine).shares();
    }

    /** The sweep of the whole board, whose {@link #shares} are {@link #of}'s. */
    static FiftyFiftyInfluence sweep(Position position, MineProbabilities p, ProbabilityEngine engine) {
        FiftyFiftyInfluence f = new FiftyFiftyInfluence(position, p, engine);
        f.scan();
        return f;
    }

    /**
     * Weighs the own share of each of {@code cells} again, over the pairs and boxes that hold it
     * with up to {@code wall} undecided wall cells (the wider the wall, the less likely it
     * closes, and the layouts counted are only those where it does); returns the new shares,
     * every other cell's being the sweep's.
     */
    double[] widened(int[] cells, int wall) {
        for (int c : cells) {
            own[c] = wideOwnShare(c, wall);
        }
        return shares();
    }

    /** Own plus enabler share, at most the cell's mine probability and its safety. */
    double[] shares() {
        double[] share = new double[g.size()];
        for (int c = 0; c < share.length; c++) {
            share[c] = own[c] + enabler[c];
            if (share[c] > 0) {
                share[c] = Math.min(share[c], Math.min(p.probability(c), 1 - p.probability(c)));
            }
        }
        return share;
    }

    /** The layouts in which {@code cell} is the mine of a pair or box 50/50 whose wall is complete. */
    private double wideOwnShare(int cell, int wall) {
        int x = g.x(cell);
        int y = g.y(cell);
        double share = 0;
        for (int[] pair : new int[][]{{x - 1, y, x, y}, {x, y, x + 1, y}}) {
            share += pairShare(cell, pair, rowPairWall(pair[0], y), wall);
        }
        for (int[] pair : new int[][]{{x, y - 1, x, y}, {x, y, x, y + 1}}) {
            share += pairShare(cell, pair, columnPairWall(x, pair[1]), wall);
        }
        for (int bx = x - 1; bx <= x; bx++) {
            for (int by = y - 1; by <= y; by++) {
                share += boxShare(cell, bx, by, wall);
            }
        }
        return share;
    }

    /** The six cells that wall in the pair (x, y), (x + 1, y) from its left and right. */
    private static int[][] rowPairWall(int x, int y) {
        return new int[][]{{x - 1, y - 1}, {x - 1, y}, {x - 1, y + 1}, {x + 2, y - 1}, {x + 2, y}, {x + 2, y + 1}};
    }

    /** The six cells that wall in the pair (x, y), (x, y + 1) from above and below. */
    private static int[][] columnPairWall(int x, int y) {
        return new int[][]{{x - 1, y - 1}, {x, y - 1}, {x + 1, y - 1}, {x - 1, y + 2}, {x, y + 2}, {x + 1, y + 2}};
    }

    /** The four diagonal neighbours that wall in the 2x2 box whose top-left cell is (x, y). */
    private static int[][] boxWall(int x, int y) {
        return new int[][]{{x - 1, y - 1}, {x + 2, y - 1}, {x - 1, y + 2}, {x + 2, y + 2}};
    }

    /** The chance that {@code cell} is the mine of the pair {@code xy} (x1, y1, x2, y2) walled in by {@code wall}. */
    private double pairShare(int cell, int[] xy, int[][] wall, int most) {
        if (!g.contains(xy[0], xy[1]) || !g.contains(xy[2], xy[3])) {
            return 0;
        }
        int a = g.index(xy[0], xy[1]);
        int b = g.index(xy[2], xy[3]);
        int[] missing = missingWall(wall, most);
        if (missing == null || !p.isUndecided(a) || !p.isUndecided(b)) {
            return 0;
        }
        return chance(with(missing, cell), cell == a ? b : a);
    }

    /** The chance that {@code cell} and its diagonal are the mines of the 2x2 box at (bx, by) walled in. */
    private double boxShare(int cell, int bx, int by, int most) {
        if (!g.contains(bx, by) || !g.contains(bx + 1, by + 1)) {
            return 0;
        }
        int[] box = {g.index(bx, by), g.index(bx + 1, by), g.index(bx, by + 1), g.index(bx + 1, by + 1)};
        for (int c : box) {
            if (!p.isUndecided(c)) {
                return 0;
            }
        }
        int[] missing = missingWall(boxWall(bx, by), most);
        if (missing == null) {
            return 0;
        }
        int at = java.util.stream.IntStream.range(0, 4).filter(i -> box[i] == cell).findFirst().orElseThrow();
        int diagonal = box[3 - at];
        return chance(with(missing, cell, diagonal), box[at ^ 1], box[at ^ 2]);
    }

    private static int[] with(int[] cells, int... more) {
        int[] out = java.util.Arrays.copyOf(cells, cells.length + more.length);
        System.arraycopy(more, 0, out, cells.length, more.length);
        return out;
    }

    private void scan() {
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                if (x + 1 < g.width()) {
                    pair(x, y, x + 1, y, rowPairWall(x, y));
                }
                if (y + 1 < g.height()) {
                    pair(x, y, x, y + 1, columnPairWall(x, y));
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
        int[] missing = missingWall(wall, 1);
        if (missing == null) {
            return;
        }
        double aMine = chance(with(missing, a), b);
        double bMine = chance(with(missing, b), a);
        own[a] += aMine;
        own[b] += bMine;
        for (int m : missing) {
            enabler[m] += (aMine + bMine) / 2;
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
        int[] missing = missingWall(boxWall(x, y), 1);
        if (missing == null || missing.length > 0) {
            return; // a box needs two mines of its own: with a wall mine still to come it is too unlikely to count
        }
        double ab = chance(new int[]{a, b}, c, d);
        double cd = chance(new int[]{c, d}, a, b);
        own[a] += ab;
        own[b] += ab;
        own[c] += cd;
        own[d] += cd;
    }

    /**
     * The undecided wall cells (none when every wall cell is a mine or off the board), or
     * {@code null} when a wall cell is open or safe, or more than {@code most} are undecided
     * (1 in the sweep of the whole board; up to 3 in {@link #widened}).
     */
    private int[] missingWall(int[][] wall, int most) {
        int[] missing = new int[most];
        int n = 0;
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
                return null;
            }
            if (p.probability(cell) >= 1) {
                continue;
            }
            if (n == missing.length) {
                return null;
            }
            missing[n++] = cell;
        }
        return java.util.Arrays.copyOf(missing, n);
    }

    /**
     * The chance that the cells of {@code mines} are all mines and
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
            states[m] = Position.FLAG;
        }
        MineProbabilities given = engine.analyse(Position.of(g, position.totalMines(), states));
        return given.consistent() ? given : null;
    }
}
