package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.ArrayList;
import java.util.List;

/**
 * The weak player's deductions under any clue rule: what follows from one clue, from two clues
 * together, and (when asked) from one clue with the mine total. For one clue or a pair, every
 * joint assignment of the undecided cells of their scopes is tried that fits both clues (each
 * clue's {@link ClueRule#patterns}, joined where they overlap) and passes the global rule's
 * partial check ({@link GlobalRule#admits}) on the known cells plus that assignment; a cell with
 * the same value in every one is settled. With the mine total, the cells outside the clue's scope
 * must take the mines that are left. Nothing else is used: no third clue, no enumeration.
 *
 * <p>Which clues pair ({@link #partners}): two revealed clues whose undecided cells overlap, or,
 * with a global rule, come within two cells of each other (without a global rule, clues with
 * disjoint undecided cells are independent and a pair adds nothing). The test
 * {@code VariantTwoBodyTest} holds every deduction to a brute force over the pair's cells.
 *
 * <p>The position's flags are the cells the player knows to be mines; its revealed cells are the
 * known safe ones.
 */
public final class VariantTwoBody {
    /** How a finding was reached, easiest first. */
    public enum Level { SINGLE_CLUE, TWO_CLUES, MINE_COUNT }

    /**
     * Cells settled together.
     *
     * @param clues the clue cells used (one or two; none when the mine total alone settles the rest)
     * @param safe  the hidden cells found safe
     * @param mines the hidden cells found to be mines
     */
    public record Finding(Level level, int[] clues, long safe, long mines) {
        public Finding {
            clues = clues.clone();
        }
    }

    /** Each clue's patterns, computed once per game: a clue's value never changes once shown. */
    public static final class Shapes {
        private final List<?>[] byCell;

        public Shapes(Geometry g) {
            byCell = new List<?>[g.size()];
        }

        /** The clue's patterns that agree with the known cells of the position. */
        @SuppressWarnings("unchecked")
        List<ClueRule.Pattern> consistent(VariantPosition p, int cell) {
            if (byCell[cell] == null) {
                byCell[cell] = p.patterns(cell);
            }
            long known = p.revealed() | p.flagged();
            List<ClueRule.Pattern> out = new ArrayList<>();
            for (ClueRule.Pattern pattern : (List<ClueRule.Pattern>) byCell[cell]) {
                if (pattern.agrees(p.flagged(), known)) {
                    out.add(pattern);
                }
            }
            return out;
        }
    }

    private VariantTwoBody() {
    }

    /** The clue's undecided cells. */
    public static long open(VariantPosition p, int clue) {
        long scope = 0;
        for (int c : p.rules().clue().scope(p.geometry(), clue)) {
            scope |= 1L << c;
        }
        return scope & p.hidden();
    }

    /** The revealed clues with undecided cells, in reading order. */
    public static int[] clues(VariantPosition p) {
        int[] out = new int[Long.bitCount(p.revealed())];
        int n = 0;
        for (long r = p.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            if (open(p, c) != 0) {
                out[n++] = c;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The pairs of clues the weak player looks at together, {@code [a, b]} with a before b, in reading order. */
    public static List<int[]> partners(VariantPosition p) {
        int[] clues = clues(p);
        long[] open = new long[clues.length];
        long[] near = new long[clues.length];
        boolean global = !p.rules().globals().isEmpty();
        for (int i = 0; i < clues.length; i++) {
            open[i] = open(p, clues[i]);
            near[i] = global ? near(p.geometry(), open[i]) : open[i];
        }
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < clues.length; i++) {
            for (int j = i + 1; j < clues.length; j++) {
                if ((near[i] & open[j]) != 0) {
                    out.add(new int[]{clues[i], clues[j]});
                }
            }
        }
        return out;
    }

    /** The cells within two steps (across, down or diagonally) of the set. */
    static long near(Geometry g, long set) {
        long out = 0;
        for (long s = set; s != 0; s &= s - 1) {
            int c = Long.numberOfTrailingZeros(s);
            for (int y = Math.max(0, g.y(c) - 2); y <= Math.min(g.height() - 1, g.y(c) + 2); y++) {
                for (int x = Math.max(0, g.x(c) - 2); x <= Math.min(g.width() - 1, g.x(c) + 2); x++) {
                    out |= 1L << (y * g.width() + x);
                }
            }
        }
        return out;
    }

    /** What each clue alone settles, clue by clue (clues that settle nothing are left out). */
    public static List<Finding> singles(VariantPosition p, Shapes shapes) {
        List<Finding> out = new ArrayList<>();
        for (int c : clues(p)) {
            add(out, Level.SINGLE_CLUE, new int[]{c}, settle(p, shapes, new int[]{c}, false));
        }
        return out;
    }

    /** What each pair of {@link #partners} settles together (which may include what one of them settles alone). */
    public static List<Finding> pairs(VariantPosition p, Shapes shapes) {
        List<Finding> out = new ArrayList<>();
        for (int[] pair : partners(p)) {
            add(out, Level.TWO_CLUES, pair, settle(p, shapes, pair, false));
        }
        return out;
    }

    /**
     * What the mine total settles: alone (no mine left, or as many as undecided cells), else with
     * each clue, the cells outside the clue's scope taking the mines left.
     */
    public static List<Finding> withTotal(VariantPosition p, Shapes shapes) {
        long undecided = p.hidden();
        int left = p.totalMines() - Long.bitCount(p.flagged());
        List<Finding> out = new ArrayList<>();
        if (undecided != 0 && (left == 0 || left == Long.bitCount(undecided))) {
            out.add(new Finding(Level.MINE_COUNT, new int[0], left == 0 ? undecided : 0, left == 0 ? 0 : undecided));
            return out;
        }
        for (int c : clues(p)) {
            add(out, Level.MINE_COUNT, new int[]{c}, settle(p, shapes, new int[]{c}, true));
        }
        return out;
    }

    private static void add(List<Finding> out, Level level, int[] clues, long[] settled) {
        if (settled != null && (settled[0] | settled[1]) != 0) {
            out.add(new Finding(level, clues, settled[0], settled[1]));
        }
    }

    /**
     * The cells fixed in every joint assignment of the clues' undecided cells (and, with
     * {@code total}, of the cells outside them): {@code {safe, mines}}, or null when no assignment fits.
     */
    static long[] settle(VariantPosition p, Shapes shapes, int[] clues, boolean total) {
        long union = 0;
        for (int c : clues) {
            union |= open(p, c);
        }
        Joint joint = new Joint(p, union, total);
        List<ClueRule.Pattern> first = shapes.consistent(p, clues[0]);
        if (clues.length == 1) {
            first.forEach(a -> joint.offer(a.care(), a.mines()));
        } else {
            List<ClueRule.Pattern> second = shapes.consistent(p, clues[1]);
            for (ClueRule.Pattern a : first) {
                for (ClueRule.Pattern b : second) {
                    if (((a.mines() ^ b.mines()) & a.care() & b.care()) == 0) {
                        joint.offer(a.care() | b.care(), a.mines() | b.mines());
                    }
                }
            }
        }
        return joint.any ? new long[]{joint.safe, joint.mines} : null;
    }

    /** Whether every global rule can still hold with these mines and safe cells. */
    static boolean admits(VariantPosition p, long mines, long safes) {
        for (GlobalRule rule : p.rules().globals()) {
            if (!rule.admits(p.geometry(), mines, safes)) {
                return false;
            }
        }
        return true;
    }

    /** The joint assignments seen so far, and the cells fixed in all of them. */
    private static final class Joint {
        private final VariantPosition p;
        private final long union;
        private final boolean total;
        private final boolean expand;
        private final long rest;
        private final int left;
        boolean any;
        long safe = -1L;
        long mines = -1L;

        Joint(VariantPosition p, long union, boolean total) {
            this.p = p;
            this.union = union;
            this.total = total;
            this.expand = total || !p.rules().globals().isEmpty();
            this.rest = p.hidden() & ~union;
            this.left = p.totalMines() - Long.bitCount(p.flagged());
        }

        /**
         * A joint pattern. Cells of the scopes it leaves free (an eyesight line past its first
         * mine) take both values, each one checked, when the global rule or the total looks at them.
         */
        void offer(long care, long patternMines) {
            long free = union & ~care;
            if (free == 0 || !expand) {
                check(care, patternMines);
                return;
            }
            for (long s = free; ; s = (s - 1) & free) {
                check(care | free, patternMines | s);
                if (s == 0) {
                    return;
                }
            }
        }

        private void check(long care, long patternMines) {
            long assignedMines = patternMines & union;
            long assignedSafe = care & union & ~patternMines;
            if (expand && !admits(p, p.flagged() | assignedMines, p.revealed() | assignedSafe)) {
                return;
            }
            long restSafe = 0;
            long restMines = 0;
            if (total) {
                int need = left - Long.bitCount(assignedMines);
                int room = Long.bitCount(rest);
                if (need < 0 || need > room) {
                    return;
                }
                restSafe = need == 0 ? rest : 0;
                restMines = need == room ? rest : 0;
            }
            any = true;
            safe &= assignedSafe | restSafe;
            mines &= assignedMines | restMines;
        }
    }
}
