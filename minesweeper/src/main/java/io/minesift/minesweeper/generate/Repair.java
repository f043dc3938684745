package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.Geometry;

import java.util.SplittableRandom;

/**
 * Changes a board where logic stalled so that the stall can be passed, in the manner of Simon
 * Tatham's generator: pick one stalled clue at random and either empty its undecided
 * neighbours (their mines move elsewhere) or fill them (mines come in from elsewhere). Either
 * way that clue then settles all of them. The mines are swapped with undecided cells, first
 * those far from the revealed area (which changes no number the solver has read), then those on
 * its edge; the mine count stays, and cells the first-click rule keeps free are never touched.
 *
 * <p>When no clue is stalled, the revealed area is walled in by known mines: then the wall of
 * one clue is emptied instead, which takes back the deductions that found those mines.
 */
final class Repair {
    private final Geometry g;
    private final boolean[] fixed;
    private final int[] set = new int[8];
    private final int[] far;
    private final int[] near;
    private final int[] changed;

    /** @param fixed the cells that must stay mine-free (the first-click rule) */
    Repair(Geometry geometry, boolean[] fixed) {
        this.g = geometry;
        this.fixed = fixed;
        int n = geometry.size();
        far = new int[n];
        near = new int[n];
        changed = new int[16];
    }

    /**
     * Changes {@code mine} around one stall of {@code solver}.
     *
     * @return how many cells changed (they are in {@link #changed()}), or 0 when this stall
     *         cannot be repaired (too few cells to swap with)
     */
    int apply(LogicSolver solver, boolean[] mine, SplittableRandom random) {
        int clue = pickClue(solver, random, true);
        boolean wall = clue < 0;
        if (wall) {
            clue = pickClue(solver, random, false);
            if (clue < 0) {
                return 0;
            }
        }
        // No set cell is one the rule keeps free: those are the start and, for a zero start, its
        // neighbours, which the first click opens before any stall.
        int size = 0;
        int setMines = 0;
        for (int k = 0; k < g.degree(clue); k++) {
            int nb = g.neighbour(clue, k);
            if (wall ? solver.knownMine(nb) : solver.undecided(nb)) {
                set[size++] = nb;
                setMines += mine[nb] ? 1 : 0;
            }
        }
        int nFar = 0;
        int nNear = 0;
        for (int c = 0; c < g.size(); c++) {
            if (solver.undecided(c) && !fixed[c] && !inSet(c, size)) {
                if (touchesRevealed(solver, c)) {
                    near[nNear++] = c;
                } else {
                    far[nFar++] = c;
                }
            }
        }
        return swap(mine, size, setMines, size - setMines, wall, random, nFar, nNear);
    }

    /** The cells the last {@link #apply} changed. */
    int[] changed() {
        return changed;
    }

    /**
     * Walks the far cells, then the near ones, in random order until it has met as many empty
     * cells as the set has mines (then the set is emptied into them) or, unless only emptying
     * is allowed, as many mines as the set has empty cells (then the set is filled from them).
     */
    private int swap(boolean[] mine, int size, int setMines, int setEmpty, boolean emptyOnly, SplittableRandom random,
                     int nFar, int nNear) {
        int seenEmpty = 0;
        int seenMines = 0;
        int[] taken = new int[8];
        int[] given = new int[8];
        for (int i = 0; i < nFar + nNear; i++) {
            int c = i < nFar ? draw(far, i, nFar, random) : draw(near, i - nFar, nNear, random);
            // Neither array overflows: the walk stops at the eighth cell of the kind it records.
            if (mine[c]) {
                if (!emptyOnly) {
                    given[seenMines] = c;
                }
                seenMines++;
            } else {
                taken[seenEmpty++] = c;
            }
            if (seenEmpty == setMines) {
                return move(mine, size, true, taken, setMines);
            }
            if (!emptyOnly && seenMines == setEmpty) {
                return move(mine, size, false, given, setEmpty);
            }
        }
        return 0;
    }

    /** Empties the set into {@code others} (empty cells) or fills it from them (mines). */
    private int move(boolean[] mine, int size, boolean empty, int[] others, int count) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (mine[set[i]] == empty) {
                mine[set[i]] = !empty;
                changed[n++] = set[i];
            }
        }
        for (int i = 0; i < count; i++) {
            mine[others[i]] = empty;
            changed[n++] = others[i];
        }
        return n;
    }

    /** Step {@code i} of a lazy Fisher–Yates shuffle of the first {@code n} cells of {@code cells}. */
    private static int draw(int[] cells, int i, int n, SplittableRandom random) {
        int j = i + random.nextInt(n - i);
        int c = cells[j];
        cells[j] = cells[i];
        cells[i] = c;
        return c;
    }

    /** A random open clue with undecided neighbours ({@code stalled}) or with known-mine neighbours; -1 if none. */
    private int pickClue(LogicSolver solver, SplittableRandom random, boolean stalled) {
        int chosen = -1;
        int seen = 0;
        for (int c = 0; c < g.size(); c++) {
            if (stalled ? solver.stalledClue(c) : solver.revealed(c) && touchesKnownMine(solver, c)) {
                if (random.nextInt(++seen) == 0) {
                    chosen = c;
                }
            }
        }
        return chosen;
    }

    private boolean touchesRevealed(LogicSolver solver, int cell) {
        for (int k = 0; k < g.degree(cell); k++) {
            if (solver.revealed(g.neighbour(cell, k))) {
                return true;
            }
        }
        return false;
    }

    private boolean touchesKnownMine(LogicSolver solver, int cell) {
        for (int k = 0; k < g.degree(cell); k++) {
            if (solver.knownMine(g.neighbour(cell, k))) {
                return true;
            }
        }
        return false;
    }

    private boolean inSet(int cell, int size) {
        for (int i = 0; i < size; i++) {
            if (set[i] == cell) {
                return true;
            }
        }
        return false;
    }
}
