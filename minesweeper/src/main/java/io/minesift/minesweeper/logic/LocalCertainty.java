package io.minesift.minesweeper.logic;

import java.util.BitSet;

/**
 * The cells the clues settle on their own, without the total mine count: a cell that is safe
 * (or a mine) in every layout of its component that fits the clues, whatever the number of
 * mines. Cells the engine calls certain but this does not were settled by the mine total, which
 * is what hints and deduction profiles must tell apart.
 */
public final class LocalCertainty {
    private final BitSet safe;
    private final BitSet mines;
    private final boolean complete;

    private LocalCertainty(BitSet safe, BitSet mines, boolean complete) {
        this.safe = safe;
        this.mines = mines;
        this.complete = complete;
    }

    /**
     * Enumerates every component of the system's frontier, ignoring the mine total.
     *
     * @param nodeBudget search steps allowed per component; a component over budget settles
     *                   nothing (see {@link #complete()})
     */
    public static LocalCertainty of(ConstraintSystem system, long nodeBudget) {
        Frontier frontier = Frontier.of(system);
        BitSet safe = new BitSet();
        BitSet mines = new BitSet();
        boolean complete = true;
        for (Frontier.Component component : frontier.components) {
            // With the cap at every unknown cell, the total never cuts a layout off.
            ComponentTally tally = new ComponentSearch(frontier, component, system.unknownCount())
                    .enumerate(nodeBudget, false);
            if (tally == null) {
                complete = false;
                continue;
            }
            settle(frontier, component, tally, safe, mines);
        }
        return new LocalCertainty(safe, mines, complete);
    }

    private static void settle(Frontier frontier, Frontier.Component component, ComponentTally tally, BitSet safe,
                               BitSet mines) {
        int[] boxes = component.boxes();
        for (int b = 0; b < boxes.length; b++) {
            boolean canMine = false;
            boolean canSafe = false;
            for (int m = 0; m <= tally.maxMines(); m++) {
                if (tally.possible(m) && tally.canMine[m] != null) {
                    canMine |= tally.canMine[m][b];
                    canSafe |= tally.canSafe[m][b];
                }
            }
            if (canMine != canSafe) {
                for (int cell : frontier.boxes.get(boxes[b]).cells()) {
                    (canMine ? mines : safe).set(cell);
                }
            }
        }
    }

    /** Cells safe in every layout that fits the clues. */
    public BitSet safe() {
        return (BitSet) safe.clone();
    }

    /** Cells that are mines in every layout that fits the clues. */
    public BitSet mines() {
        return (BitSet) mines.clone();
    }

    /** Whether every component was enumerated within the budget. */
    public boolean complete() {
        return complete;
    }
}
