package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.VariantPosition;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * {@link VariantTwoBody}'s deductions on a board of any size, cell sets as bit sets: what one clue,
 * a pair of clues, or one clue with the mine total settles. The same definition: every joint
 * assignment of the clues' undecided cells that fits both clues and passes the global rule's
 * partial check ({@link GlobalRule#admits}) on the known cells plus that assignment; with the
 * total, the cells outside take the mines left. A clue's ways are every assignment of its scope
 * that fits its value (not the rule's own pattern list), so a clue whose scope is larger than
 * {@link #MAX_SCOPE} cells (eyesight on a large board) is not supported. Within one deduction the
 * undecided cells of the clues are numbered 0, 1, … (at most 64), which keeps the joins to
 * {@code long}s. On boards of at most 64 cells {@link VariantTwoBody} answers, and
 * WideTwoBodyTest checks that both find the same cells there.
 */
public final class WideTwoBody {
    /** The largest clue scope whose assignments are listed. */
    public static final int MAX_SCOPE = 16;

    /**
     * Cells settled together.
     *
     * @param clues the clue cells used (none when the mine total alone settles the rest)
     */
    public record Finding(VariantTwoBody.Level level, int[] clues, BitSet safe, BitSet mines) {
        public Finding {
            clues = clues.clone();
            safe = (BitSet) safe.clone();
            mines = (BitSet) mines.clone();
        }
    }

    /** Each clue's ways (bit k is scope cell k a mine), listed once per game. */
    public static final class Shapes {
        private final int[][] ways;

        public Shapes(Geometry g) {
            ways = new int[g.size()][];
        }

        /** The clue's ways that agree with the known cells (flags are mines, revealed cells safe). */
        int[] consistent(VariantPosition p, int cell) {
            ClueRule rule = p.rules().clue();
            int[] scope = rule.scope(p.geometry(), cell);
            if (ways[cell] == null) {
                ways[cell] = list(p, cell, scope);
            }
            return java.util.Arrays.stream(ways[cell]).filter(w -> agrees(p, scope, w)).toArray();
        }

        private static int[] list(VariantPosition p, int cell, int[] scope) {
            if (scope.length > MAX_SCOPE) {
                throw new IllegalArgumentException("the weak player on boards over 64 cells reads clues of at most "
                        + MAX_SCOPE + " cells; the " + p.rules().clue().name() + " rule's clue at "
                        + p.geometry().cell(cell).label() + " sees " + scope.length);
            }
            ClueRule rule = p.rules().clue();
            ClueValue shown = p.clue(cell);
            boolean needsMine = p.holdsAMine(cell);
            List<Integer> out = new ArrayList<>();
            for (int w = 0; w < 1 << scope.length; w++) {
                final int way = w;
                java.util.function.IntPredicate mine = c -> {
                    int k = indexOf(scope, c);
                    return k >= 0 && (way >>> k & 1) != 0;
                };
                if ((!needsMine || w != 0) && rule.fits(shown, rule.measure(p.geometry(), cell, mine))) {
                    out.add(w);
                }
            }
            return out.stream().mapToInt(Integer::intValue).toArray();
        }

        private static boolean agrees(VariantPosition p, int[] scope, int way) {
            for (int k = 0; k < scope.length; k++) {
                boolean mine = (way >>> k & 1) != 0;
                if (p.isRevealed(scope[k]) && mine || !p.isRevealed(scope[k]) && !p.isHidden(scope[k]) && !mine) {
                    return false;
                }
            }
            return true;
        }
    }

    private WideTwoBody() {
    }

    static int indexOf(int[] cells, int c) {
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] == c) {
                return k;
            }
        }
        return -1;
    }

    /** The clue's undecided cells. */
    public static BitSet open(VariantPosition p, int clue) {
        BitSet scope = CellSets.of(p.rules().clue().scope(p.geometry(), clue));
        scope.and(p.hiddenCells());
        return scope;
    }

    /** The revealed clues with undecided cells, in reading order. */
    public static int[] clues(VariantPosition p) {
        return p.revealedCells().stream().filter(c -> !open(p, c).isEmpty()).toArray();
    }

    /** The pairs of clues looked at together, as {@link VariantTwoBody#partners} pairs them. */
    static List<int[]> partners(VariantPosition p) {
        int[] clues = clues(p);
        BitSet[] open = new BitSet[clues.length];
        BitSet[] near = new BitSet[clues.length];
        boolean global = !p.rules().globals().isEmpty();
        for (int i = 0; i < clues.length; i++) {
            open[i] = open(p, clues[i]);
            near[i] = global ? near(p.geometry(), open[i]) : open[i];
        }
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < clues.length; i++) {
            for (int j = i + 1; j < clues.length; j++) {
                if (near[i].intersects(open[j])) {
                    out.add(new int[]{clues[i], clues[j]});
                }
            }
        }
        return out;
    }

    /** The cells within two steps (across, down or diagonally) of the set. */
    private static BitSet near(Geometry g, BitSet set) {
        BitSet out = new BitSet();
        for (int c = set.nextSetBit(0); c >= 0; c = set.nextSetBit(c + 1)) {
            for (int y = Math.max(0, g.y(c) - 2); y <= Math.min(g.height() - 1, g.y(c) + 2); y++) {
                for (int x = Math.max(0, g.x(c) - 2); x <= Math.min(g.width() - 1, g.x(c) + 2); x++) {
                    out.set(y * g.width() + x);
                }
            }
        }
        return out;
    }

    /** What each clue alone settles. */
    public static List<Finding> singles(VariantPosition p, Shapes shapes) {
        List<Finding> out = new ArrayList<>();
        for (int c : clues(p)) {
            add(out, VariantTwoBody.Level.SINGLE_CLUE, new int[]{c}, settle(p, shapes, new int[]{c}, false));
        }
        return out;
    }

    /** What each pair of partners settles together. */
    public static List<Finding> pairs(VariantPosition p, Shapes shapes) {
        List<Finding> out = new ArrayList<>();
        for (int[] pair : partners(p)) {
            add(out, VariantTwoBody.Level.TWO_CLUES, pair, settle(p, shapes, pair, false));
        }
        return out;
    }

    /** What the mine total settles: alone, else with each clue. */
    public static List<Finding> withTotal(VariantPosition p, Shapes shapes) {
        BitSet undecided = p.hiddenCells();
        int left = p.totalMines() - p.flaggedCells().cardinality();
        List<Finding> out = new ArrayList<>();
        if (!undecided.isEmpty() && (left == 0 || left == undecided.cardinality())) {
            out.add(new Finding(VariantTwoBody.Level.MINE_COUNT, new int[0], left == 0 ? undecided : new BitSet(),
                    left == 0 ? new BitSet() : undecided));
            return out;
        }
        for (int c : clues(p)) {
            add(out, VariantTwoBody.Level.MINE_COUNT, new int[]{c}, settle(p, shapes, new int[]{c}, true));
        }
        return out;
    }

    private static void add(List<Finding> out, VariantTwoBody.Level level, int[] clues, BitSet[] settled) {
        if (settled != null && !(settled[0].isEmpty() && settled[1].isEmpty())) {
            out.add(new Finding(level, clues, settled[0], settled[1]));
        }
    }

    /** The cells fixed in every joint assignment: {@code {safe, mines}}, or null when none fits. */
    static BitSet[] settle(VariantPosition p, Shapes shapes, int[] clues, boolean total) {
        BitSet union = new BitSet();
        for (int c : clues) {
            union.or(open(p, c));
        }
        int[] local = CellSets.cells(union);
        Joint joint = new Joint(p, local, total);
        long[] first = localWays(p, shapes, clues[0], local);
        if (clues.length == 1) {
            for (long a : first) {
                joint.check(a);
            }
        } else {
            long[] second = localWays(p, shapes, clues[1], local);
            long shared = mask(p, clues[0], local) & mask(p, clues[1], local);
            for (long a : first) {
                for (long b : second) {
                    if (((a ^ b) & shared) == 0) {
                        joint.check(a | b);
                    }
                }
            }
        }
        return joint.result();
    }

    /** The clue's ways on the undecided cells, numbered as in {@code local}. */
    private static long[] localWays(VariantPosition p, Shapes shapes, int clue, int[] local) {
        int[] scope = p.rules().clue().scope(p.geometry(), clue);
        return java.util.Arrays.stream(shapes.consistent(p, clue)).mapToLong(w -> {
            long out = 0;
            for (int k = 0; k < scope.length; k++) {
                int i = java.util.Arrays.binarySearch(local, scope[k]);
                out |= i >= 0 && (w >>> k & 1) != 0 ? 1L << i : 0;
            }
            return out;
        }).distinct().toArray();
    }

    /** The clue's undecided cells, numbered as in {@code local}. */
    private static long mask(VariantPosition p, int clue, int[] local) {
        long out = 0;
        for (int c : p.rules().clue().scope(p.geometry(), clue)) {
            int i = java.util.Arrays.binarySearch(local, c);
            out |= i >= 0 ? 1L << i : 0;
        }
        return out;
    }

    /** The joint assignments seen so far, and the cells fixed in all of them. */
    private static final class Joint {
        private final VariantPosition p;
        private final int[] local;
        private final boolean total;
        private final boolean expand;
        private final BitSet rest;
        private final int left;
        private boolean any;
        private long safe = -1L;
        private long mines = -1L;
        private boolean restSafe = true;
        private boolean restMines = true;

        Joint(VariantPosition p, int[] local, boolean total) {
            this.p = p;
            this.local = local;
            this.total = total;
            this.expand = total || !p.rules().globals().isEmpty();
            this.rest = CellSets.minus(p.hiddenCells(), CellSets.of(local));
            this.left = p.totalMines() - p.flaggedCells().cardinality();
        }

        void check(long assigned) {
            long all = local.length == 64 ? -1L : (1L << local.length) - 1;
            if (expand && !admits(assigned, all)) {
                return;
            }
            if (total) {
                int need = left - Long.bitCount(assigned);
                int room = rest.cardinality();
                if (need < 0 || need > room) {
                    return;
                }
                restSafe &= need == 0;
                restMines &= need == room;
            }
            any = true;
            safe &= all & ~assigned;
            mines &= assigned;
        }

        private boolean admits(long assigned, long all) {
            BitSet m = p.flaggedCells();
            BitSet s = p.revealedCells();
            for (int i = 0; i < local.length; i++) {
                ((assigned >>> i & 1L) != 0 ? m : s).set(local[i]);
            }
            for (GlobalRule rule : p.rules().globals()) {
                if (!rule.admits(p.geometry(), m, s)) {
                    return false;
                }
            }
            return true;
        }

        BitSet[] result() {
            if (!any) {
                return null;
            }
            BitSet s = cells(safe);
            BitSet m = cells(mines);
            if (total && restSafe) {
                s.or(rest);
            }
            if (total && restMines) {
                m.or(rest);
            }
            return new BitSet[]{s, m};
        }

        private BitSet cells(long bits) {
            BitSet out = new BitSet();
            for (int i = 0; i < local.length; i++) {
                if ((bits >>> i & 1L) != 0) {
                    out.set(local[i]);
                }
            }
            return out;
        }
    }
}
