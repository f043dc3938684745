package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

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
    private final Geometry geometry;
    private final ClueRule rule;
    private final int[] clueCells;
    private final long[] scopes;
    private final int[][] openAt;
    /** For a rule that {@link ClueRule#weighs}: the clues whose scope's last cell in reading order is each cell. */
    private final int[][] lastAt;
    private final ClueValue[] shown;

    ClueChecks(VariantPosition p) {
        geometry = p.geometry();
        rule = p.rules().clue();
        int n = geometry.size();
        clueCells = bits(p.revealed());
        patterns = new ClueRule.Pattern[clueCells.length][];
        scopes = new long[clueCells.length];
        for (int k = 0; k < clueCells.length; k++) {
            patterns[k] = p.patterns(clueCells[k]).toArray(new ClueRule.Pattern[0]);
            scopes[k] = Cells.set(rule.scope(geometry, clueCells[k]));
        }
        shown = new ClueValue[clueCells.length];
        for (int k = 0; k < clueCells.length; k++) {
            shown[k] = p.clue(clueCells[k]);
        }
        lastAt = new int[n][];
        cluesAt = new int[n][];
        openAt = new int[n][];
        remembered = new long[n];
        for (int i = 0; i < n; i++) {
            List<Integer> at = new ArrayList<>();
            List<Integer> open = new ArrayList<>();
            List<Integer> last = new ArrayList<>();
            long prefix = prefix(i);
            for (int k = 0; k < scopes.length; k++) {
                if (Cells.has(scopes[k], i)) {
                    at.add(k);
                    if (rule.weighs() && 63 - Long.numberOfLeadingZeros(scopes[k]) == i) {
                        last.add(k);
                    }
                }
                if ((scopes[k] & prefix) != 0 && (scopes[k] & ~prefix) != 0) {
                    open.add(k);
                    remembered[i] |= scopes[k] & prefix;
                }
            }
            cluesAt[i] = at.stream().mapToInt(Integer::intValue).toArray();
            openAt[i] = open.stream().mapToInt(Integer::intValue).toArray();
            lastAt[i] = last.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static int[] bits(long set) {
        int[] out = new int[Long.bitCount(set)];
        for (int k = 0; k < out.length; k++, set &= set - 1) {
            out[k] = Long.numberOfTrailingZeros(set);
        }
        return out;
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

    /**
     * The weight ({@link ClueRule#weight}) of the clues whose scope ends at {@code cell}, multiplied;
     * {@code mines} holds at least their scopes' cells up to {@code cell}, so their counts are whole.
     */
    long weight(int cell, long mines) {
        long w = 1;
        for (int k : lastAt[cell]) {
            w *= rule.weight(shown[k], rule.measure(geometry, clueCells[k], mines), Long.bitCount(scopes[k]));
        }
        return w;
    }

    /**
     * The mines the engine must remember after {@code cell}: those among the cells met so far that
     * an unfinished clue still looks at, less the cells every such clue has settled
     * ({@link ClueRule#settled}).
     */
    long remembered(int cell, long mines) {
        if (!rule.settles()) {
            return mines & remembered[cell];
        }
        long prefix = prefix(cell);
        long keep = 0;
        for (int k : openAt[cell]) {
            keep |= scopes[k] & prefix & ~rule.settled(geometry, clueCells[k], mines, prefix);
        }
        return mines & keep;
    }

    /** Cells 0 to {@code cell}. */
    static long prefix(int cell) {
        return cell >= 63 ? -1L : (1L << (cell + 1)) - 1;
    }
}
