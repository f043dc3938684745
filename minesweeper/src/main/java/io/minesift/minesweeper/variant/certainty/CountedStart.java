package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;

import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The layout a search for a layout starts from, beyond 64 cells ({@link GuidedPhase}), given the
 * mine total: free cells (no clue looks at them, not fixed) taken as mines or safe so that the
 * start holds the total, no mine added making a line of three. A repair that makes the new clues' cells safe
 * starts from a layout a few mines short of the total; the solver then meets the shortfall only
 * as conflicts of the total's constraint, one clause over hundreds of cells each, and a trace of
 * 30×16/99 under T found such solves of 5,000 to 93,000 conflicts (up to 6.5 s), every one a
 * "safe" try that was short by 1 to 12 mines and found a layout in the end. Filling the free
 * cells first leaves the solver only the clues' own work. Which layouts exist does not change,
 * only where the search starts (and so which layout it finds).
 *
 * <p>Only for rule sets whose every global rule still holds when a mine is taken away (none, or
 * T): there a mine taken away breaks nothing and one added breaks only the lines through it, so
 * the start can be made right locally. Under a connection or pairing rule a lone far mine breaks the
 * rule and the start would be no better; those starts are left as they were.
 */
final class CountedStart {
    private CountedStart() {
    }

    /**
     * {@code near} with its cells outside {@code free} kept, and up to {@code total} mines in all:
     * its free mines first, then other free cells, each in a random order, each only if it makes
     * no line of three mines with the mines so far; {@code near} itself when a rule is not T.
     */
    static BitSet of(Geometry g, List<GlobalRule> globals, BitSet near, BitSet free, int total,
                     SplittableRandom random) {
        if (!hereditary(globals)) {
            return near;
        }
        BitSet start = CellSets.minus(near, free);
        fill(g, start, CellSets.and(near, free), total, random);
        fill(g, start, CellSets.minus(free, near), total, random);
        return start;
    }

    /** Whether taking a mine away never breaks any of the rules (none, or no three in a line: T). */
    static boolean hereditary(List<GlobalRule> globals) {
        return globals.stream().allMatch(rule -> rule.letter() == 'T');
    }

    /**
     * Adds cells of {@code from} to {@code start}, in a random order, while it holds fewer than
     * {@code total}. The check is local (the lines through the cell), not the rule's whole-board
     * one: the kept cells may already break the rule (a repair's fixed mines beside the old
     * layout's), and then every cell would be refused.
     */
    private static void fill(Geometry g, BitSet start, BitSet from, int total, SplittableRandom random) {
        int[] cells = from.stream().toArray();
        io.minesift.core.util.Seeds.shuffle(cells, random);
        int count = start.cardinality();
        for (int k = 0; k < cells.length && count < total; k++) {
            if (!completesLine(g, start, cells[k])) {
                start.set(cells[k]);
                count++;
            }
        }
    }

    /** The four directions of a line: across, down and the two diagonals. */
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    /** Whether a mine at {@code c} would make three mines in a line with {@code mines}. */
    static boolean completesLine(Geometry g, BitSet mines, int c) {
        int x = g.x(c);
        int y = g.y(c);
        for (int[] d : LINES) {
            int run = 0; // mines in a row through c along the line, c included
            for (int k = -2; k <= 2; k++) {
                boolean mine = k == 0 || mine(g, mines, x + k * d[0], y + k * d[1]);
                run = mine ? run + 1 : 0;
                if (run == 3) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean mine(Geometry g, BitSet mines, int x, int y) {
        return g.contains(x, y) && mines.get(g.index(x, y));
    }
}
