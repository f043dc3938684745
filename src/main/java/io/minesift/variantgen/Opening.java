package io.minesift.variantgen;

import io.minesift.board.Geometry;
import io.minesift.variant.Cells;
import io.minesift.variant.ClueRule;
import io.minesift.variant.ClueValue;

import java.util.List;

/**
 * How a revealed clue opens, as a zero does in vanilla Minesweeper: a clue opens when it says
 * that no cell of its scope holds a mine (its only fitting pattern is the whole scope safe), and
 * then every cell of the scope is revealed, which may open more. So V, X, M, P open on 0, W on
 * "no run", E when it sees its whole row and column; L and N never open (a liar's 1 may mean 0
 * or 2 mines, a negation 0 means equal colours, not no mines).
 */
public final class Opening {
    private Opening() {
    }

    /** Whether a clue showing {@code shown} at {@code cell} opens its scope. */
    public static boolean opens(Geometry g, ClueRule rule, int cell, ClueValue shown) {
        List<ClueRule.Pattern> patterns = rule.patterns(g, cell, shown);
        long scope = scope(g, rule, cell);
        return patterns.size() == 1 && patterns.get(0).mines() == 0 && (patterns.get(0).care() & scope) == scope;
    }

    /** Whether the rule has a clue that opens: its value for an empty scope, tried in the middle of a 5×5 board. */
    public static boolean canOpen(ClueRule rule) {
        Geometry g = Geometry.of(5, 5);
        return opens(g, rule, 12, rule.show(g, 12, 0L, 0L));
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
     * The cells revealed after revealing {@code more} on top of {@code revealed}, opening every clue
     * that opens, in turn. Cells are safe in the layout {@code mines}; the clues shown are those of
     * the layout ({@link ClueRule#show} with the board's {@code lieSeed}).
     */
    public static long reveal(Geometry g, ClueRule rule, long mines, long revealed, long more, long lieSeed) {
        long done = revealed;
        long queue = more & ~revealed;
        while (queue != 0) {
            int c = Long.numberOfTrailingZeros(queue);
            queue &= queue - 1;
            done |= 1L << c;
            if (opens(g, rule, c, rule.show(g, c, mines, lieSeed))) {
                queue |= scope(g, rule, c) & Cells.all(g) & ~done;
            }
        }
        return done;
    }
}
