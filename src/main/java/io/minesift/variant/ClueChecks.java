package io.minesift.variant;

import io.minesift.board.Geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * The shown clues of a position compiled for the exact engine, which meets the cells in reading
 * order: each clue's patterns ({@link ClueRule#patterns}), the clues each cell is seen by, and,
 * after each cell, which cells met so far some unfinished clue still looks at (the only mine
 * bits the engine must remember).
 */
final class ClueChecks {
    private final ClueRule.Pattern[][] patterns;
    private final int[][] cluesAt;
    private final long[] remembered;

    ClueChecks(VariantPosition p) {
        Geometry g = p.geometry();
        int n = g.size();
        List<ClueRule.Pattern[]> all = new ArrayList<>();
        List<Long> scopes = new ArrayList<>();
        for (long r = p.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            List<ClueRule.Pattern> list = p.rules().clue().patterns(g, c, p.clue(c));
            all.add(list.toArray(new ClueRule.Pattern[0]));
            scopes.add(Cells.set(p.rules().clue().scope(g, c)));
        }
        patterns = all.toArray(new ClueRule.Pattern[0][]);
        cluesAt = new int[n][];
        remembered = new long[n];
        for (int i = 0; i < n; i++) {
            List<Integer> at = new ArrayList<>();
            long prefix = prefix(i);
            for (int k = 0; k < scopes.size(); k++) {
                long scope = scopes.get(k);
                if (Cells.has(scope, i)) {
                    at.add(k);
                }
                boolean open = (scope & prefix) != 0 && (scope & ~prefix) != 0;
                remembered[i] |= open ? scope & prefix : 0;
            }
            cluesAt[i] = at.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** Whether a clue has no pattern at all (it cannot be shown). */
    boolean impossible() {
        for (ClueRule.Pattern[] list : patterns) {
            if (list.length == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether every clue that sees {@code cell} still has a pattern that agrees with
     * {@code mines} on the cells up to {@code cell}; {@code mines} holds at least the remembered
     * cells of the previous step and {@code cell} itself.
     */
    boolean agree(int cell, long mines) {
        long known = prefix(cell);
        for (int k : cluesAt[cell]) {
            if (!anyAgrees(patterns[k], mines, known)) {
                return false;
            }
        }
        return true;
    }

    private static boolean anyAgrees(ClueRule.Pattern[] list, long mines, long known) {
        for (ClueRule.Pattern pattern : list) {
            if (pattern.agrees(mines, known)) {
                return true;
            }
        }
        return false;
    }

    /** The cells up to {@code cell} that an unfinished clue still looks at. */
    long remembered(int cell) {
        return remembered[cell];
    }

    /** Cells 0 to {@code cell}. */
    static long prefix(int cell) {
        return cell >= 63 ? -1L : (1L << (cell + 1)) - 1;
    }
}
