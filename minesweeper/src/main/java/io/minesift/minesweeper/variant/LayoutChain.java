package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A Markov chain over the layouts that fit a position (every shown clue, every global rule, the
 * mine total, the flags, and cells kept safe), on a board of any size: the sampler used where
 * the exact count is out of reach. Each step picks a shape (one cell, two cells across, two cells
 * down) and two places for it at random among the free cells, and proposes to swap what the
 * two places hold; one step in {@link #BLOCK_SHARE} redraws a block instead ({@link #block}). The
 * swap is symmetric and its own inverse, so accepting it when the layout still fits (and,
 * under the liar's weights, with probability min(1, weight ratio)) leaves the layouts' own
 * weights as the stationary law: uniform over fitting layouts for every rule but the liar. The
 * two-cell shapes move a domino of rule D whole. Irreducibility is not proven for every rule, so
 * the error is measured, not assumed: against exact counts on boards of 65 to 100 cells
 * (docs/figures.md) and, in each use, between independent chains.
 */
public final class LayoutChain {
    private static final int[][][] SHAPES = {{{0, 0}}, {{0, 0}, {1, 0}}, {{0, 0}, {0, 1}}};
    /** One step in this many redraws a block instead of proposing a swap. */
    static final int BLOCK_SHARE = 8;

    private final Geometry g;
    private final VariantPosition p;
    private final BitSet fixed;
    private final int[][] watchers;
    private final BitSet mines;
    /** The cells a shape may be anchored on: those neither revealed, flagged nor kept safe. */
    private final int[] free;
    /**
     * Whether the rules hold A (all mines one orthogonal group) and more than one mine, so that a
     * layout with a mine that has no orthogonal neighbour among the mines breaks them: checked
     * around the changed cells before the whole layout's check ({@link #strandsAMine}).
     */
    private final boolean attached;
    private long proposed;
    private long accepted;

    /**
     * A chain from {@code start}, a layout that fits {@code p} with {@code keepSafe} safe.
     *
     * @throws IllegalArgumentException when {@code start} does not fit
     */
    public LayoutChain(VariantPosition p, BitSet keepSafe, BitSet start) {
        this.g = p.geometry();
        this.p = p;
        this.fixed = CellSets.or(CellSets.or(p.revealedCells(), p.flaggedCells()), keepSafe);
        this.mines = (BitSet) start.clone();
        this.watchers = watchers(p);
        this.free = CellSets.cells(CellSets.minus(CellSets.all(g), fixed));
        this.attached = p.totalMines() > 1 && p.rules().globals().stream().anyMatch(r -> r.letter() == 'A');
        if (!fits(p, keepSafe, start)) {
            throw new IllegalArgumentException("the chain's first layout does not fit the position");
        }
    }

    /** Whether a layout fits the position with {@code keepSafe} safe: the reference the chain's local checks follow. */
    public static boolean fits(VariantPosition p, BitSet keepSafe, BitSet layout) {
        Geometry g = p.geometry();
        if (layout.cardinality() != p.totalMines() || layout.intersects(p.revealedCells()) || layout.intersects(keepSafe)
                || !CellSets.minus(p.flaggedCells(), layout).isEmpty() || !p.rules().holds(g, layout)) {
            return false;
        }
        BitSet revealed = p.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            if (!clueFits(p, c, layout)) {
                return false;
            }
        }
        return true;
    }

    static boolean clueFits(VariantPosition p, int c, BitSet layout) {
        ClueRule rule = p.rules().clue();
        int[] scope = rule.scope(p.geometry(), c);
        if (p.holdsAMine(c) && java.util.Arrays.stream(scope).noneMatch(layout::get)) {
            return false;
        }
        return rule.fits(p.clue(c), rule.measure(p.geometry(), c, layout::get));
    }

    /** For each cell, the revealed cells whose scope holds it. */
    static int[][] watchers(VariantPosition p) {
        Geometry g = p.geometry();
        List<List<Integer>> lists = new ArrayList<>();
        for (int c = 0; c < g.size(); c++) {
            lists.add(new ArrayList<>());
        }
        BitSet revealed = p.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            for (int s : p.rules().clue().scope(g, c)) {
                lists.get(s).add(c);
            }
        }
        int[][] out = new int[g.size()][];
        for (int c = 0; c < out.length; c++) {
            out[c] = lists.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /** One step: a swap proposal, or one time in {@link #BLOCK_SHARE} a block drawn again. */
    public void step(SplittableRandom random) {
        proposed++;
        if (free.length < 2) {
            return;
        }
        if (random.nextInt(BLOCK_SHARE) == 0) {
            block(random);
            return;
        }
        int[][] shape = SHAPES[random.nextInt(SHAPES.length)];
        int a = free[random.nextInt(free.length)];
        int b = free[random.nextInt(free.length)];
        int[] from = place(shape, a);
        int[] to = place(shape, b);
        if (from == null || to == null || overlap(from, to)) {
            return;
        }
        BitSet changed = new BitSet();
        for (int k = 0; k < from.length; k++) {
            if (mines.get(from[k]) != mines.get(to[k])) {
                changed.set(from[k]);
                changed.set(to[k]);
            }
        }
        if (changed.isEmpty() || changed.intersects(fixed)) {
            return;
        }
        double before = weight(changed);
        flip(changed);
        double after = before == 0 ? 0 : weight(changed);
        boolean keep = after > 0 && !strandsAMine(changed) && p.rules().holds(g, mines)
                && (after >= before || random.nextDouble() < after / before);
        if (keep) {
            accepted++;
        } else {
            flip(changed);
        }
    }

    /**
     * Redraws a block: the free cells of two 2×2 squares at random places, given everything
     * else, among the ways of placing the same number of mines there that fit, each as likely as
     * its weight (a heat-bath step, reversible for the same law). Swaps alone can be stuck where
     * clues tie cells together: moving a mine between two cells of one clue's scope may change
     * another clue that sees only one of them, unless a third cell moves at once.
     */
    private void block(SplittableRandom random) {
        BitSet cells = new BitSet();
        for (int k = 0; k < 2; k++) {
            int a = free[random.nextInt(free.length)];
            for (int[] d : new int[][]{{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
                int c = Cells.at(g, g.x(a) + d[0], g.y(a) + d[1]);
                if (c >= 0 && !fixed.get(c)) {
                    cells.set(c);
                }
            }
        }
        int[] block = CellSets.cells(cells);
        int count = CellSets.and(mines, cells).cardinality();
        List<Integer> ways = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        double total = 0;
        for (int w = 0; w < 1 << block.length; w++) {
            if (Integer.bitCount(w) != count) {
                continue;
            }
            place(block, w);
            double weight = weight(cells);
            if (weight > 0 && !strandsAMine(cells) && p.rules().holds(g, mines)) {
                ways.add(w);
                weights.add(weight);
                total += weight;
            }
        }
        double r = random.nextDouble() * total;
        int k = 0;
        while (k < ways.size() - 1 && r >= weights.get(k)) {
            r -= weights.get(k++);
        }
        place(block, ways.get(k));
        accepted++;
    }

    /**
     * Under A ({@link #attached}), whether a mine among the {@code changed} cells or their
     * orthogonal neighbours has no orthogonal neighbour among the mines: then the mines are not
     * one group and the rules' check would say no, so its answer, a walk over every mine, is
     * spared. Otherwise (and under other rules) false, and the rules' check decides; the chain's
     * steps are the same either way. At 30×16/99 a fresh layout's 20 sweeps made tens of thousands
     * of such walks, a tenth of no-guess generation's time.
     */
    private boolean strandsAMine(BitSet changed) {
        if (!attached) {
            return false;
        }
        for (int c = changed.nextSetBit(0); c >= 0; c = changed.nextSetBit(c + 1)) {
            if (alone(c)) {
                return true;
            }
            for (int[] d : Cells.ORTHOGONAL) {
                int n = CellSets.step(g, c, d);
                if (n >= 0 && alone(n)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code c} is a mine with no orthogonal neighbour among the mines. */
    private boolean alone(int c) {
        if (!mines.get(c)) {
            return false;
        }
        for (int[] d : Cells.ORTHOGONAL) {
            int n = CellSets.step(g, c, d);
            if (n >= 0 && mines.get(n)) {
                return false;
            }
        }
        return true;
    }

    /** Sets the block's cells as the bits of {@code way} say. */
    private void place(int[] block, int way) {
        for (int k = 0; k < block.length; k++) {
            mines.set(block[k], (way >>> k & 1) != 0);
        }
    }

    /** {@code n} sweeps: as many proposals each as there are free cells. */
    public void sweeps(int n, SplittableRandom random) {
        for (long k = (long) n * free.length; k > 0; k--) {
            step(random);
        }
    }

    /** The current layout, a new set. */
    public BitSet layout() {
        return (BitSet) mines.clone();
    }

    /** The share of proposals accepted so far. */
    public double acceptance() {
        return proposed == 0 ? 0 : (double) accepted / proposed;
    }

    /** The product of the clue weights of the clues watching the changed cells; 0 when one does not fit. */
    private double weight(BitSet changed) {
        BitSet seen = new BitSet();
        double w = 1;
        ClueRule rule = p.rules().clue();
        for (int c = changed.nextSetBit(0); c >= 0; c = changed.nextSetBit(c + 1)) {
            for (int clue : watchers[c]) {
                if (!seen.get(clue)) {
                    seen.set(clue);
                    if (!clueFits(p, clue, mines)) {
                        return 0;
                    }
                    w *= rule.weighs() ? rule.weight(p.clue(clue), rule.measure(g, clue, mines::get),
                            rule.scope(g, clue).length) : 1;
                }
            }
        }
        return w;
    }

    private void flip(BitSet cells) {
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            mines.flip(c);
        }
    }

    private int[] place(int[][] shape, int anchor) {
        int[] out = new int[shape.length];
        for (int k = 0; k < shape.length; k++) {
            int c = Cells.at(g, g.x(anchor) + shape[k][0], g.y(anchor) + shape[k][1]);
            if (c < 0) {
                return null;
            }
            out[k] = c;
        }
        return out;
    }

    private static boolean overlap(int[] a, int[] b) {
        for (int x : a) {
            for (int y : b) {
                if (x == y) {
                    return true;
                }
            }
        }
        return false;
    }
}
