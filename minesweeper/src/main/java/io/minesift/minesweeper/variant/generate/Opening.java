package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.ClueRule;

import java.util.BitSet;

/**
 * How a revealed cell opens, as a zero does in vanilla Minesweeper: a revealed cell opens when its
 * scope holds no mine, and then every cell of the scope is revealed, which may open more. The
 * referee knows the layout; the player sees the opened cells. For V, X, M, P (a 0), W (no run)
 * and E (it sees its whole row and column) the shown value says so itself; a liar (whose 1 may
 * be 0 or 2 mines) and a negation clue (whose 0 may be one mine of each colour) open by the same
 * truth, and the opened neighbours show the player that the scope is clear. One definition for
 * every rule, so the generators and the players reveal the same cells.
 */
public final class Opening {
    private Opening() {
    }

    /** Whether the revealed cell {@code cell} of the layout {@code mines} opens its scope: no mine in it. */
    public static boolean opens(Geometry g, ClueRule rule, int cell, long mines) {
        return (scope(g, rule, cell) & mines) == 0;
    }

    /** The cells a clue looks at, as a set. */
    public static long scope(Geometry g, ClueRule rule, int cell) {
        long set = 0;
        for (int c : rule.scope(g, cell)) {
            set |= 1L << c;
        }
        return set;
    }

    /**
     * The cells revealed after revealing {@code more} on top of {@code revealed}, opening every
     * cell whose scope holds no mine of the layout {@code mines}, in turn. The cells revealed are
     * safe in that layout.
     */
    public static long reveal(Geometry g, ClueRule rule, long mines, long revealed, long more) {
        long done = revealed;
        long queue = more & ~revealed;
        while (queue != 0) {
            int c = Long.numberOfTrailingZeros(queue);
            queue &= queue - 1;
            done |= 1L << c;
            if (opens(g, rule, c, mines)) {
                queue |= scope(g, rule, c) & Cells.all(g) & ~done;
            }
        }
        return done;
    }

    /** {@link #scope} on a board of any size. */
    public static BitSet scopeCells(Geometry g, ClueRule rule, int cell) {
        return CellSets.of(rule.scope(g, cell));
    }

    /** {@link #reveal(Geometry, ClueRule, long, long, long)} on a board of any size; a new set. */
    public static BitSet reveal(Geometry g, ClueRule rule, BitSet mines, BitSet revealed, BitSet more) {
        BitSet done = (BitSet) revealed.clone();
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int c = more.nextSetBit(0); c >= 0; c = more.nextSetBit(c + 1)) {
            if (!done.get(c)) {
                done.set(c);
                queue.add(c);
            }
        }
        while (!queue.isEmpty()) {
            int c = queue.poll();
            int[] scope = rule.scope(g, c);
            if (java.util.Arrays.stream(scope).noneMatch(mines::get)) {
                for (int d : scope) {
                    if (!done.get(d)) {
                        done.set(d);
                        queue.add(d);
                    }
                }
            }
        }
        return done;
    }
}
