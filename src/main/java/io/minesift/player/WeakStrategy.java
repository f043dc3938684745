package io.minesift.player;

import io.minesift.board.CellQueue;
import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.game.PlayerView;

import java.util.SplittableRandom;

/**
 * The weak player's game, kept incremental so that it plays tens of thousands of games a
 * second. Each cell carries a 9-bit mask of its undecided neighbours (bit {@code 3(dy+1)+dx+1}
 * for the neighbour at offset dx, dy), updated as cells are revealed or decided; a clue's cells
 * in common with a clue up to two cells away are then one mask operation. Only clues whose
 * surroundings changed are examined again: single-clue rules, then the pair rule.
 */
final class WeakStrategy implements Strategy {
    private static final byte UNDECIDED = 0;
    private static final byte SAFE = 1;
    private static final byte MINE = 2;
    private static final byte REVEALED = 3;
    private static final int[] SHARED = NeighbourMasks.SHARED;
    private static final int[] PARTNERS = NeighbourMasks.PARTNERS;

    private final WeakPlayer.Parameters parameters;
    private final SplittableRandom random;
    private Geometry g;
    private int width;
    private byte[] known;
    /**
     * For a revealed cell, the mines its clue still lacks; for any other cell, minus the mines
     * decided around it, so that revealing the cell just adds its clue.
     */
    private byte[] need;
    /** Each cell's undecided neighbours. */
    private int[] mask;
    /** Each cell's neighbours on the board, whatever their state. */
    private int[] around;
    /** The index step to the neighbour at each mask bit. */
    private int[] offset;
    /** Each cell's partners up to two away, as window slots. */
    private int[] window;
    /** The index step to the partner at each window slot. */
    private int[] windowOffset;
    /** Clues whose surroundings changed, for the single-clue rules. */
    private CellQueue singles;
    /** Clues the single-clue rules could not settle, for the pair rule (tried only when no single rule applies). */
    private CellQueue pairs;
    private char[] safeQueue; // cell indices fit in 16 bits: boards are at most 255x255
    private int safeHead;
    private int safeTail;
    private int seen;
    private int undecided;
    private int knownMines;

    WeakStrategy(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.random = random;
    }

    @Override
    public Move next(PlayerView view) {
        if (g == null) {
            start(view);
        }
        catchUp(view);
        while (true) {
            while (safeHead < safeTail) {
                int cell = safeQueue[safeHead];
                if (view.state(cell) != Position.HIDDEN) {
                    safeHead++;
                } else if (overlooks()) {
                    return guess(view); // the safe cell stays queued: it may be seen next time
                } else {
                    safeHead++;
                    return Move.safe(cell);
                }
            }
            if (!singles.isEmpty()) {
                int clue = singles.pop();
                if (mask[clue] != 0 && !single(clue)) {
                    pairs.push(clue);
                }
                continue;
            }
            if (!pairs.isEmpty()) {
                int clue = pairs.pop();
                if (mask[clue] != 0) {
                    pairsOf(clue);
                }
                continue;
            }
            if (knownMines == view.totalMines() && undecided > 0) {
                decideRest(-1, 0, false); // the mine counter reads 0: anyone sees every other cell is safe
                continue;
            }
            if (!parameters.useMineCount() || !useMineCount(view.totalMines())) {
                return guess(view);
            }
        }
    }

    private void start(PlayerView view) {
        g = view.geometry();
        width = g.width();
        undecided = g.size();
        NeighbourMasks tables = NeighbourMasks.of(g);
        around = tables.around();
        WeakScratch scratch = WeakScratch.claim(view, around);
        known = scratch.known;
        need = scratch.need;
        mask = scratch.mask;
        singles = scratch.singles;
        pairs = scratch.pairs;
        safeQueue = scratch.safeQueue;
        offset = tables.offset();
        window = tables.window();
        windowOffset = tables.windowOffset();
    }

    /** The bit of {@code other} in the neighbour mask of {@code cell}. */
    private int bit(int cell, int other) {
        return NeighbourMasks.bitOf(width, cell, other);
    }

    /** The cell at bit {@code b} of the mask of {@code cell}. */
    private int cellAt(int cell, int b) {
        return cell + offset[b];
    }

    /** Takes in the cells revealed since the last move. */
    private void catchUp(PlayerView view) {
        for (; seen < view.revealedCount(); seen++) {
            int cell = view.revealedCell(seen);
            if (known[cell] == UNDECIDED) {
                undecided--;
                leaveNeighbourhood(cell, false);
            }
            known[cell] = REVEALED;
            need[cell] += view.state(cell);
            markDirty(cell);
        }
    }

    /**
     * Takes a newly decided or revealed cell out of its neighbours' undecided masks. The mask's
     * bit order is the geometry's neighbour order, so clues are queued, and moves made, in the
     * same order as a walk of the geometry would give.
     */
    private void leaveNeighbourhood(int cell, boolean mine) {
        int less = mine ? 1 : 0;
        for (int m = around[cell]; m != 0; m &= m - 1) {
            int b = Integer.numberOfTrailingZeros(m);
            int nb = cell + offset[b];
            mask[nb] &= ~NeighbourMasks.opposite(b); // this cell as nb sees it
            need[nb] -= less;
            if (known[nb] == REVEALED) {
                markDirty(nb);
            }
        }
    }

    private void markDirty(int clue) {
        if (mask[clue] != 0) {
            singles.push(clue);
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
            safeQueue[safeTail++] = (char) cell;
        }
        leaveNeighbourhood(cell, mine);
    }

    /** Decides every cell of {@code bits} in the mask frame of {@code cell}. */
    private void decideAll(int cell, int bits, boolean mine) {
        for (int m = bits; m != 0; m &= m - 1) {
            decide(cellAt(cell, Integer.numberOfTrailingZeros(m)), mine);
        }
    }

    /** The single-clue rules; returns whether they settled the clue's cells. */
    private boolean single(int a) {
        int ma = mask[a];
        if (need[a] == 0 || need[a] == Integer.bitCount(ma)) {
            decideAll(a, ma, need[a] > 0);
            return true;
        }
        return false;
    }

    /**
     * The pair rule with every clue up to two cells away, in slot order. Only partners that share
     * an undecided cell with {@code a} can tell anything, so the walk skips the others from the
     * start; as {@code a}'s mask only shrinks, each partner is still checked before its turn.
     */
    private void pairsOf(int a) {
        for (int slots = window[a] & PARTNERS[mask[a]]; slots != 0; slots &= slots - 1) {
            int slot = Integer.numberOfTrailingZeros(slots);
            int b = a + windowOffset[slot];
            if (known[b] == REVEALED && mask[b] != 0 && (mask[a] & SHARED[slot]) != 0) {
                pair(a, b, slot);
                if (mask[a] == 0) {
                    return;
                }
            }
        }
    }

    /**
     * The common-area argument: the shared cells hold between max(0, M1 − (C1 − C12),
     * M2 − (C2 − C12)) and min(C12, M1, M2) mines, which may settle either clue's own cells or
     * the shared ones.
     */
    private void pair(int a, int b, int slot) {
        int ma = mask[a];
        int mb = mask[b];
        int sharedA = ma & SHARED[slot];
        int sharedB = mb & SHARED[24 - slot]; // the same cells, seen from b
        int common = Integer.bitCount(sharedA);
        int onlyA = Integer.bitCount(ma) - common;
        int onlyB = Integer.bitCount(mb) - common;
        int lo = Math.max(0, Math.max(need[a] - onlyA, need[b] - onlyB));
        int hi = Math.min(common, Math.min(need[a], need[b]));
        if (lo > hi) {
            return;
        }
        int needA = need[a];
        int needB = need[b];
        settle(a, ma & ~sharedA, needA - lo == 0, needA - hi == onlyA);
        settle(b, mb & ~sharedB, needB - lo == 0, needB - hi == onlyB);
        settle(a, sharedA, hi == 0, lo == common);
    }

    /** Decides the cells of {@code bits} (in the frame of {@code cell}): safe when {@code allSafe}, mines when {@code allMines}. */
    private void settle(int cell, int bits, boolean allSafe, boolean allMines) {
        if (bits != 0 && (allSafe || allMines)) {
            decideAll(cell, bits, !allSafe);
        }
    }

    /**
     * The total as one more clue over every undecided cell, alone and paired with each clue;
     * returns whether it decided anything.
     */
    private boolean useMineCount(int totalMines) {
        int before = safeTail + knownMines;
        int left = totalMines - knownMines;
        if (left == 0 || left == undecided) {
            decideRest(-1, 0, left > 0);
        } else {
            for (int a = 0; a < known.length; a++) {
                if (known[a] == REVEALED && mask[a] != 0) {
                    pairWithTotal(a, totalMines - knownMines);
                }
            }
        }
        return safeTail + knownMines != before;
    }

    /** The pair rule for a clue and the total: the clue's cells are the common part. */
    private void pairWithTotal(int a, int left) {
        int ma = mask[a];
        int na = Integer.bitCount(ma);
        int outside = undecided - na;
        int lo = Math.max(need[a], left - outside);
        int hi = Math.min(na, Math.min(need[a], left));
        if (lo > hi) {
            return;
        }
        if (left - lo == 0 || left - hi == outside) {
            decideRest(a, ma, left - lo != 0);
        }
        settle(a, ma & mask[a], hi == 0, lo == na);
    }

    /** Decides every undecided cell except those of {@code bits} in the frame of {@code cell} (none when cell is -1). */
    private void decideRest(int cell, int bits, boolean mine) {
        for (int c = 0; c < known.length; c++) {
            if (known[c] == UNDECIDED && (cell < 0 || !inMask(cell, bits, c))) {
                decide(c, mine);
            }
        }
    }

    private boolean inMask(int cell, int bits, int other) {
        return g.adjacent(cell, other) && (bits & bit(cell, other)) != 0;
    }

    /**
     * Whether the player misses the safe cell it has found this time (the {@code overlook}
     * parameter), when there is anything else to guess. No random number is drawn at 0, so the
     * default player plays exactly as it did before the parameter existed.
     */
    private boolean overlooks() {
        return parameters.overlook() > 0 && undecided > 0 && random.nextDouble() < parameters.overlook();
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
                if (known[nb] == REVEALED && mask[nb] != 0) {
                    e = Math.max(e, (double) need[nb] / Integer.bitCount(mask[nb]));
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
