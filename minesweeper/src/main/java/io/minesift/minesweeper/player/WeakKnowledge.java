package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.CellQueue;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.game.PlayerView;

/**
 * What the weak player ({@link WeakStrategy}) knows of its game, kept incremental: each cell
 * undecided, safe, a mine or revealed; each cell's undecided neighbours as a 9-bit mask (bit
 * {@code 3(dy+1)+dx+1} for the neighbour at offset dx, dy), updated as cells are revealed or
 * decided; the clues whose surroundings changed since the rules last looked; and the safe cells
 * found, in the order found.
 */
final class WeakKnowledge {
    static final byte UNDECIDED = 0;
    static final byte SAFE = 1;
    static final byte MINE = 2;
    static final byte REVEALED = 3;

    final Geometry g;
    final int width;
    /** Per cell: {@link #UNDECIDED}, {@link #SAFE}, {@link #MINE} or {@link #REVEALED}. */
    final byte[] known;
    /**
     * For a revealed cell, the mines its clue still lacks; for any other cell, minus the mines
     * decided around it, so that revealing the cell just adds its clue.
     */
    final byte[] need;
    /** Each cell's undecided neighbours. */
    final int[] mask;
    /** Clues whose surroundings changed, for the single-clue rules. */
    final CellQueue singles;
    /** Clues the single-clue rules could not settle, for the pair rule (tried only when no single rule applies). */
    final CellQueue pairs;
    /** Each cell's neighbours on the board, whatever their state. */
    private final int[] around;
    /** The index step to the neighbour at each mask bit. */
    private final int[] offset;
    private final char[] safeQueue; // cell indices fit in 16 bits: boards are at most 255x255
    private int safeHead;
    private int safeTail;
    private int seen;
    private int undecided;
    private int knownMines;

    /** Nothing known yet of the game {@code view} shows. */
    WeakKnowledge(PlayerView view) {
        g = view.geometry();
        width = g.width();
        undecided = g.size();
        NeighbourMasks tables = NeighbourMasks.of(g);
        around = tables.around();
        offset = tables.offset();
        WeakScratch scratch = WeakScratch.claim(view, around);
        known = scratch.known;
        need = scratch.need;
        mask = scratch.mask;
        singles = scratch.singles;
        pairs = scratch.pairs;
        safeQueue = scratch.safeQueue;
    }

    /** How many cells are neither revealed nor decided. */
    int undecided() {
        return undecided;
    }

    /** How many cells are decided to be mines. */
    int knownMines() {
        return knownMines;
    }

    /** The first safe cell found and not taken yet, or -1 when there is none. */
    int nextSafe() {
        return safeHead < safeTail ? safeQueue[safeHead] : -1;
    }

    /** Takes the first safe cell found off the queue. */
    void takeSafe() {
        safeHead++;
    }

    /** How many cells have been decided, safe or mines: it grows when a rule decides anything. */
    int decided() {
        return safeTail + knownMines;
    }

    /** Takes in the cells revealed since the last move. */
    void catchUp(PlayerView view) {
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
    void decideAll(int cell, int bits, boolean mine) {
        for (int m = bits; m != 0; m &= m - 1) {
            decide(cell + offset[Integer.numberOfTrailingZeros(m)], mine);
        }
    }

    /** Decides every undecided cell except those of {@code bits} in the frame of {@code cell} (none when cell is -1). */
    void decideRest(int cell, int bits, boolean mine) {
        for (int c = 0; c < known.length; c++) {
            if (known[c] == UNDECIDED && (cell < 0 || !inMask(cell, bits, c))) {
                decide(c, mine);
            }
        }
    }

    private boolean inMask(int cell, int bits, int other) {
        return g.adjacent(cell, other) && (bits & NeighbourMasks.bitOf(width, cell, other)) != 0;
    }
}
