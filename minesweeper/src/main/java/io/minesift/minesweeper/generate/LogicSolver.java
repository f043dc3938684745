package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.CellQueue;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Plays a board from its start cell with logic alone, as a player of the chosen {@link Logic}
 * level would, and says whether that finishes it. Single clues and pairs of clues run first on
 * incremental counts (each revealed cell keeps its undecided neighbours and the mines among
 * them); at {@link Logic#FULL} the exact engine, with the mine total, takes over whenever they
 * stall.
 *
 * <p>Every cell is logged in the order it was decided, so that after a {@link Repair} changes
 * some mines the solve can resume from the longest prefix of that order the change leaves
 * valid instead of from the start cell (see {@link #rewind}). That is sound because both levels
 * of logic only ever gain from knowing more: a cell decided from some revealed numbers stays
 * decidable whatever else is revealed, so the order of the steps does not change where the
 * solve ends.
 */
final class LogicSolver {
    private static final byte UNDECIDED = 0;
    private static final byte SAFE = 1;
    private static final byte MINE = 2;

    private final Geometry g;
    private final int width;
    private final int totalMines;
    /** Mines not decided yet. */
    private int minesLeft;
    private final Logic logic;
    private final ProbabilityEngine engine;
    /** The layout being solved: the caller's array, which a repair changes between solves. */
    private boolean[] mine;
    private final byte[] state;
    /** For a revealed cell: its undecided neighbours, and the mines among them. */
    private final byte[] open;
    private final byte[] need;
    /** Decided cells in the order they were decided, and each cell's place in that order. */
    private final int[] log;
    private final int[] logIndex;
    private int logSize;
    private int safeLeft;
    /** Clues whose surroundings changed; clues the single-clue rules left for the pair rule. */
    private final CellQueue singles;
    private final CellQueue pairs;
    private final int[] onlyA = new int[8];
    private final int[] shared = new int[8];
    private final int[] onlyB = new int[8];

    LogicSolver(Geometry geometry, int totalMines, Logic logic, ProbabilityEngine engine) {
        this.g = geometry;
        this.width = geometry.width();
        this.totalMines = totalMines;
        this.logic = logic;
        this.engine = engine;
        int n = geometry.size();
        state = new byte[n];
        open = new byte[n];
        need = new byte[n];
        log = new int[n];
        logIndex = new int[n];
        singles = new CellQueue(n);
        pairs = new CellQueue(n);
    }

    /** Starts a new solve of {@code mines} (kept by reference) by opening {@code start}. */
    void start(boolean[] mines, int start) {
        this.mine = mines;
        replay(new int[]{start});
    }

    /** Goes on deducing until the board is finished (true) or logic stalls (false). */
    boolean solve() {
        while (safeLeft > 0) {
            if (!singles.isEmpty()) {
                int clue = singles.pop();
                if (open[clue] > 0 && !single(clue)) {
                    pairs.push(clue);
                }
            } else if (!pairs.isEmpty()) {
                int clue = pairs.pop();
                if (open[clue] > 0) {
                    pairsOf(clue);
                }
            } else if (minesLeft == 0) {
                counterAtZero();
            } else if (logic != Logic.FULL || !engineStep()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Takes back every decision that the change of {@code changed} (cells whose mine status was
     * just flipped) may have made unjustified, so the next {@link #solve} re-checks the board as
     * changed. A decision stays when it came before any changed cell was decided and before any
     * revealed number next to a changed cell could have been read.
     */
    void rewind(int[] changed, int count) {
        int keep = logSize;
        for (int i = 0; i < count; i++) {
            int c = changed[i];
            if (state[c] != UNDECIDED) {
                keep = Math.min(keep, logIndex[c]);
            }
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                if (state[nb] == SAFE) {
                    // The cell itself was decided from older numbers; only its own number is new.
                    keep = Math.min(keep, logIndex[nb] + 1);
                }
            }
        }
        replay(Arrays.copyOf(log, keep));
    }

    /** Whether the cell's content is still unknown to the solver. */
    boolean undecided(int cell) {
        return state[cell] == UNDECIDED;
    }

    /** Whether the cell has been opened (its number is known). */
    boolean revealed(int cell) {
        return state[cell] == SAFE;
    }

    /** Whether the cell has been deduced to be a mine. */
    boolean knownMine(int cell) {
        return state[cell] == MINE;
    }

    /** Whether the cell is open and still has undecided neighbours: where logic stalled. */
    boolean stalledClue(int cell) {
        return state[cell] == SAFE && open[cell] > 0;
    }

    /** Starts afresh and decides the cells of {@code order}, in that order, without deducing anything yet. */
    private void replay(int[] order) {
        Arrays.fill(state, UNDECIDED);
        singles.clear();
        pairs.clear();
        logSize = 0;
        safeLeft = g.size() - totalMines;
        minesLeft = totalMines;
        for (int cell : order) {
            decide(cell, mine[cell]);
        }
    }

    private void decide(int cell, boolean isMine) {
        if (mine[cell] != isMine) {
            throw new IllegalStateException("the solver deduced a wrong cell: a logic bug");
        }
        state[cell] = isMine ? MINE : SAFE;
        minesLeft -= isMine ? 1 : 0;
        logIndex[cell] = logSize;
        log[logSize++] = cell;
        int undecided = 0;
        int unknownMines = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            byte s = state[nb];
            if (s == SAFE) {
                open[nb]--;
                if (isMine) {
                    need[nb]--;
                }
                singles.push(nb);
            } else if (s == UNDECIDED) {
                undecided++;
                unknownMines += mine[nb] ? 1 : 0;
            }
        }
        if (!isMine) {
            safeLeft--;
            open[cell] = (byte) undecided;
            need[cell] = (byte) unknownMines;
            singles.push(cell);
        }
    }

    /** A clue that needs no more mines, or as many as it has undecided neighbours, settles them all. */
    private boolean single(int clue) {
        if (need[clue] != 0 && need[clue] != open[clue]) {
            return false;
        }
        boolean mines = need[clue] > 0;
        for (int k = 0; k < g.degree(clue); k++) {
            int nb = g.neighbour(clue, k);
            if (state[nb] == UNDECIDED) {
                decide(nb, mines);
            }
        }
        return true;
    }

    /** The pair rule with every open clue up to two cells away. */
    private void pairsOf(int a) {
        int x = a % width;
        int y = a / width;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                if ((dx != 0 || dy != 0) && g.contains(x + dx, y + dy)) {
                    int b = a + dy * width + dx;
                    if (state[b] == SAFE && open[b] > 0) {
                        pair(a, b);
                        if (open[a] == 0) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /**
     * The common-area argument, as the weak player makes it: the shared cells hold between
     * max(0, M1 − (C1 − C12), M2 − (C2 − C12)) and min(C12, M1, M2) mines, which may settle
     * either clue's own cells or the shared ones.
     */
    private void pair(int a, int b) {
        int na = 0;
        int ns = 0;
        int nb = 0;
        for (int k = 0; k < g.degree(a); k++) {
            int c = g.neighbour(a, k);
            if (state[c] == UNDECIDED) {
                if (g.adjacent(c, b)) {
                    shared[ns++] = c;
                } else {
                    onlyA[na++] = c;
                }
            }
        }
        if (ns == 0) {
            return;
        }
        for (int k = 0; k < g.degree(b); k++) {
            int c = g.neighbour(b, k);
            if (state[c] == UNDECIDED && !g.adjacent(c, a)) {
                onlyB[nb++] = c;
            }
        }
        int needA = need[a];
        int needB = need[b];
        int lo = Math.max(0, Math.max(needA - na, needB - nb));
        int hi = Math.min(ns, Math.min(needA, needB));
        if (lo > hi) {
            throw new IllegalStateException("clues that contradict each other on a real board: a solver bug");
        }
        settle(onlyA, na, needA - lo == 0, needA - hi == na);
        settle(onlyB, nb, needB - lo == 0, needB - hi == nb);
        settle(shared, ns, hi == 0, lo == ns);
    }

    private void settle(int[] cells, int n, boolean allSafe, boolean allMines) {
        if (n > 0 && (allSafe || allMines)) {
            for (int i = 0; i < n; i++) {
                if (state[cells[i]] == UNDECIDED) {
                    decide(cells[i], !allSafe);
                }
            }
        }
    }

    /**
     * Every mine is decided, so every undecided cell is safe: the mine counter reads 0, which
     * anyone sees (the profile counts it as a single clue, so both logic levels use it).
     */
    private void counterAtZero() {
        for (int c = 0; c < g.size(); c++) {
            if (state[c] == UNDECIDED) {
                decide(c, false);
            }
        }
    }

    /** Asks the exact engine, with the mine total, for certain cells; returns whether it found any. */
    private boolean engineStep() {
        byte[] cells = new byte[g.size()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = switch (state[c]) {
                case SAFE -> (byte) clue(c);
                case MINE -> Position.FLAG;
                default -> Position.HIDDEN;
            };
        }
        MineProbabilities p = engine.analyse(Position.of(g, totalMines, cells));
        int before = logSize;
        decideAll(p.certainMines(), true);
        decideAll(p.certainSafe(), false);
        return logSize > before;
    }

    private void decideAll(BitSet cells, boolean isMine) {
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            if (state[c] == UNDECIDED) {
                decide(c, isMine);
            }
        }
    }

    private int clue(int cell) {
        int n = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            n += mine[g.neighbour(cell, k)] ? 1 : 0;
        }
        return n;
    }

}
