package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.game.PlayerView;

import java.util.SplittableRandom;

/**
 * The weak player's game, kept incremental so that it plays tens of thousands of games a
 * second: it remembers what it has deduced, updates each clue's count of mines still needed and
 * cells still undecided as cells are revealed or decided, and re-examines only the clues whose
 * surroundings changed (single-clue rules, then pairs with clues up to two cells away).
 */
final class WeakStrategy implements Strategy {
    private static final byte UNDECIDED = 0;
    private static final byte SAFE = 1;
    private static final byte MINE = 2;
    private static final byte REVEALED = 3;

    private final WeakPlayer.Parameters parameters;
    private final SplittableRandom random;
    private Geometry g;
    private byte[] known;
    private int[] need;
    private int[] open;
    private int[] dirty;
    private boolean[] queued;
    private int dirtyHead;
    private int dirtyTail;
    private int[] safeQueue;
    private int safeHead;
    private int safeTail;
    private int seen;
    private int undecided;
    private int knownMines;
    private final int[] cellsA = new int[8];
    private final int[] cellsB = new int[8];

    WeakStrategy(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.random = random;
    }

    @Override
    public Move next(PlayerView view) {
        if (g == null) {
            start(view.geometry());
        }
        catchUp(view);
        while (true) {
            while (safeHead < safeTail) {
                int cell = safeQueue[safeHead++];
                if (view.state(cell) == Position.HIDDEN) {
                    return Move.safe(cell);
                }
            }
            if (dirtyHead < dirtyTail) {
                int clue = dirty[dirtyHead++ % dirty.length];
                queued[clue] = false;
                examine(clue);
                continue;
            }
            if (!parameters.useMineCount() || !useMineCount(view.totalMines())) {
                return guess(view);
            }
        }
    }

    private void start(Geometry geometry) {
        g = geometry;
        int n = g.size();
        known = new byte[n];
        need = new int[n];
        open = new int[n];
        dirty = new int[n];
        queued = new boolean[n];
        safeQueue = new int[n];
        undecided = n;
    }

    /** Takes in the cells revealed since the last move. */
    private void catchUp(PlayerView view) {
        for (; seen < view.revealedCount(); seen++) {
            int cell = view.revealedCell(seen);
            if (known[cell] == UNDECIDED) {
                undecided--;
                forNeighbours(cell, false);
            }
            known[cell] = REVEALED;
            int clue = view.state(cell);
            int mines = 0;
            int free = 0;
            for (int k = 0; k < g.degree(cell); k++) {
                byte s = known[g.neighbour(cell, k)];
                mines += s == MINE ? 1 : 0;
                free += s == UNDECIDED ? 1 : 0;
            }
            need[cell] = clue - mines;
            open[cell] = free;
            markDirty(cell);
        }
    }

    /** Tells the revealed neighbours of a newly decided cell that it is no longer undecided. */
    private void forNeighbours(int cell, boolean mine) {
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            if (known[nb] == REVEALED) {
                open[nb]--;
                if (mine) {
                    need[nb]--;
                }
                markDirty(nb);
            }
        }
    }

    private void markDirty(int clue) {
        if (!queued[clue] && open[clue] > 0) {
            queued[clue] = true;
            dirty[dirtyTail++ % dirty.length] = clue;
        }
    }

    private void decide(int cell, boolean mine) {
        if (known[cell] != UNDECIDED) {
            return;
        }
        known[cell] = mine ? MINE : SAFE;
        undecided--;
        if (mine) {
            knownMines++;
        } else {
            safeQueue[safeTail++] = cell;
        }
        forNeighbours(cell, mine);
    }

    /** Single-clue rules, then the pair rule with every clue up to two cells away. */
    private void examine(int a) {
        if (open[a] == 0) {
            return;
        }
        int na = undecidedAround(a, cellsA);
        if (need[a] == 0 || need[a] == na) {
            settle(cellsA, na, need[a] > 0);
            return;
        }
        int ax = g.x(a);
        int ay = g.y(a);
        for (int dy = -2; dy <= 2 && open[a] > 0; dy++) {
            for (int dx = -2; dx <= 2 && open[a] > 0; dx++) {
                if ((dx != 0 || dy != 0) && g.contains(ax + dx, ay + dy)) {
                    int b = g.index(ax + dx, ay + dy);
                    if (known[b] == REVEALED && open[b] > 0) {
                        pair(a, b);
                    }
                }
            }
        }
    }

    /**
     * The common-area argument: the shared cells hold between max(0, M1 − (C1 − C12),
     * M2 − (C2 − C12)) and min(C12, M1, M2) mines, which may settle either clue's own cells or
     * the shared ones.
     */
    private void pair(int a, int b) {
        int na = undecidedAround(a, cellsA);
        int nb = undecidedAround(b, cellsB);
        int common = 0;
        for (int i = 0; i < na; i++) {
            common += g.adjacent(cellsA[i], b) ? 1 : 0;
        }
        if (common == 0) {
            return;
        }
        int ma = need[a];
        int mb = need[b];
        int lo = Math.max(0, Math.max(ma - (na - common), mb - (nb - common)));
        int hi = Math.min(common, Math.min(ma, mb));
        if (lo > hi) {
            return;
        }
        settleSide(cellsA, na, b, false, ma - lo == 0, ma - hi == na - common);
        settleSide(cellsB, nb, a, false, mb - lo == 0, mb - hi == nb - common);
        settleSide(cellsA, na, b, true, hi == 0, lo == common);
    }

    /**
     * Decides the cells of {@code cells} that lie outside ({@code shared} false) or inside
     * ({@code shared} true) the area of {@code other}: safe when {@code allSafe}, mines when
     * {@code allMines}.
     */
    private void settleSide(int[] cells, int n, int other, boolean shared, boolean allSafe, boolean allMines) {
        if (!allSafe && !allMines) {
            return;
        }
        for (int i = 0; i < n; i++) {
            if (g.adjacent(cells[i], other) == shared) {
                decide(cells[i], allMines && !allSafe);
            }
        }
    }

    private void settle(int[] cells, int n, boolean mine) {
        for (int i = 0; i < n; i++) {
            decide(cells[i], mine);
        }
    }

    private int undecidedAround(int cell, int[] out) {
        int n = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            if (known[nb] == UNDECIDED) {
                out[n++] = nb;
            }
        }
        return n;
    }

    /**
     * The total as one more clue over every undecided cell, alone and paired with each clue;
     * returns whether it decided anything.
     */
    private boolean useMineCount(int totalMines) {
        int left = totalMines - knownMines;
        int before = safeTail + knownMines;
        if (left == 0 || left == undecided) {
            for (int c = 0; c < known.length; c++) {
                if (known[c] == UNDECIDED) {
                    decide(c, left > 0);
                }
            }
        } else {
            for (int a = 0; a < known.length; a++) {
                if (known[a] == REVEALED && open[a] > 0) {
                    pairWithTotal(a, left);
                }
            }
        }
        return safeTail + knownMines != before;
    }

    private void pairWithTotal(int a, int left) {
        int na = undecidedAround(a, cellsA);
        int outside = undecided - na;
        int lo = Math.max(need[a], left - outside);
        int hi = Math.min(na, Math.min(need[a], left));
        if (lo > hi) {
            return;
        }
        boolean outsideSafe = left - lo == 0;
        boolean outsideMines = left - hi == outside;
        if (outsideSafe || outsideMines) {
            boolean[] inside = new boolean[known.length];
            for (int i = 0; i < na; i++) {
                inside[cellsA[i]] = true;
            }
            for (int c = 0; c < known.length; c++) {
                if (known[c] == UNDECIDED && !inside[c]) {
                    decide(c, outsideMines && !outsideSafe);
                }
            }
        }
        if (hi == 0 || lo == na) {
            settle(cellsA, undecidedAround(a, cellsA), lo == na && hi != 0);
        }
    }

    private Move guess(PlayerView view) {
        int left = view.totalMines() - knownMines;
        double density = undecided == 0 ? 0 : (double) left / undecided;
        if (parameters.guess() == WeakPlayer.GuessPolicy.LOCAL_DENSITY) {
            return leastDense(density);
        }
        int pick = random.nextInt(undecided);
        for (int c = 0; c < known.length; c++) {
            if (known[c] == UNDECIDED && pick-- == 0) {
                return Move.guess(c, density);
            }
        }
        throw new IllegalStateException("no undecided cell left to guess");
    }

    private Move leastDense(double restDensity) {
        double best = Double.MAX_VALUE;
        double[] estimate = new double[known.length];
        for (int c = 0; c < known.length; c++) {
            if (known[c] != UNDECIDED) {
                continue;
            }
            double e = -1;
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                if (known[nb] == REVEALED && open[nb] > 0) {
                    e = Math.max(e, (double) need[nb] / open[nb]);
                }
            }
            estimate[c] = e < 0 ? restDensity : e;
            best = Math.min(best, estimate[c]);
        }
        int ties = 0;
        int choice = -1;
        for (int c = 0; c < known.length; c++) {
            if (known[c] == UNDECIDED && estimate[c] <= best + parameters.tolerance() && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, estimate[choice]);
    }
}
