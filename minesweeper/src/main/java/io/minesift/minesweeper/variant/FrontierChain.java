package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * A Markov chain over the layouts that fit a position under its global rule, built on the exact
 * law of the clues alone ({@link FrontierLaw}). Four moves, each leaving the target law (every
 * fitting layout as likely as its weight) unchanged:
 *
 * <ul>
 *   <li><b>whole</b>: a new layout drawn from the clues' law, kept when the global rule holds (an
 *       independence proposal whose Metropolis ratio is 1 on fitting layouts, 0 elsewhere);
 *   <li><b>parts</b>: one or two parts (components of the frontier, or its interior) drawn again
 *       from the clues' law given the rest, with their mines together kept, kept when the global
 *       rule holds (the same ratio, for the conditional law);
 *   <li><b>patches</b>: the free cells of two 2×2 squares at random places drawn again among the
 *       ways that keep their mine count and fit, each as likely as its weight (heat bath);
 *   <li><b>swap</b>: the contents of one shape at two random places swapped when the layout still
 *       fits (a symmetric proposal): with patches, these move single mines and dominoes where the
 *       global rule rejects most whole draws.
 * </ul>
 *
 * Every fitting layout is reached: the whole move proposes each one with a positive chance from
 * any state. So the chain is irreducible and aperiodic (a rejected move stays put), and its
 * long-run shares converge to the exact probabilities; how fast is measured (docs/figures.md).
 */
final class FrontierChain {
    private static final int[][] SQUARE = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    private static final int[][][] SHAPES = {{{0, 0}}, {{0, 0}, {1, 0}}, {{0, 0}, {0, 1}}, SQUARE};

    private final FrontierLaw law;
    private final Frontier frontier;
    private final VariantPosition p;
    private final Geometry g;
    private final double[][] suffix;
    private final BitSet layout;
    private final boolean global;
    private long moves;
    private long kept;

    /** A chain from {@code start}, a layout that fits the position with the frontier's known cells. */
    FrontierChain(FrontierLaw law, BitSet start) {
        this.law = law;
        this.frontier = law.frontier;
        this.p = frontier.p;
        this.g = p.geometry();
        this.suffix = law.suffixes();
        this.layout = (BitSet) start.clone();
        this.global = !p.rules().globals().isEmpty();
    }

    /** One move: whole one time in eight, else parts, patches or a swap. */
    void step(SplittableRandom random) {
        moves++;
        int kind = random.nextInt(16);
        if (kind < 2 || !global) {
            whole(random);
        } else if (kind < 7) {
            parts(random);
        } else if (kind < 11) {
            patches(random);
        } else {
            swap(random);
        }
    }

    /**
     * The contents of one shape (a cell, two cells across or down, a 2×2 square) at two random
     * places swapped, kept when the layout still fits (with probability min(1, weight ratio) under
     * the liar's weights): a symmetric proposal, its own inverse. It carries a domino of rule D, or a
     * lone mine, across the board where a whole draw almost never obeys the rule.
     */
    private void swap(SplittableRandom random) {
        int[][] shape = SHAPES[random.nextInt(SHAPES.length)];
        int[] from = place(shape, random.nextBoolean() ? frontier.free[random.nextInt(frontier.free.length)] : aMine(random));
        int[] to = place(shape, frontier.free[random.nextInt(frontier.free.length)]);
        if (from == null || to == null) {
            return;
        }
        BitSet changed = new BitSet();
        for (int k = 0; k < from.length; k++) {
            if (changed.get(from[k]) || changed.get(to[k]) || from[k] == to[k]) {
                return;
            }
            if (layout.get(from[k]) != layout.get(to[k])) {
                changed.set(from[k]);
                changed.set(to[k]);
            }
        }
        if (changed.isEmpty() || CellSets.or(CellSets.of(from), CellSets.of(to)).cardinality() != 2 * from.length) {
            return;
        }
        double before = weight(changed);
        flip(changed);
        double after = weight(changed);
        if (after > 0 && p.rules().holds(g, layout) && (after >= before || random.nextDouble() < after / before)) {
            kept++;
        } else {
            flip(changed);
        }
    }

    /**
     * A free cell holding a mine, at random (a free cell when none does). Anchoring the first shape
     * there keeps the swap symmetric: the free cells hold as many mines after it as before, and
     * the swap puts a mine on the other shape's anchor, from which the same swap undoes it.
     */
    private int aMine(SplittableRandom random) {
        int[] mines = java.util.Arrays.stream(frontier.free).filter(layout::get).toArray();
        return mines.length == 0 ? frontier.free[random.nextInt(frontier.free.length)] : mines[random.nextInt(mines.length)];
    }

    /** The free cells of the shape anchored at {@code anchor}, or null when one is off the board or not free. */
    private int[] place(int[][] shape, int anchor) {
        int[] out = new int[shape.length];
        for (int k = 0; k < shape.length; k++) {
            int c = Cells.at(g, g.x(anchor) + shape[k][0], g.y(anchor) + shape[k][1]);
            if (c < 0 || law.partOf[c] < 0) {
                return null;
            }
            out[k] = c;
        }
        return out;
    }

    private void flip(BitSet cells) {
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            layout.flip(c);
        }
    }

    private void whole(SplittableRandom random) {
        BitSet proposal = law.draw(random, suffix);
        if (!global || p.rules().holds(g, proposal)) {
            layout.clear();
            layout.or(proposal);
            kept++;
        }
    }

    private void parts(SplittableRandom random) {
        int a = random.nextInt(law.parts);
        int b = random.nextInt(law.parts);
        BitSet proposal = (BitSet) layout.clone();
        if (a == b) {
            law.place(proposal, a, law.minesIn(a, layout), random);
        } else {
            int total = law.minesIn(a, layout) + law.minesIn(b, layout);
            int ka = FrontierLaw.pick(law.byCount[a], law.byCount[b], total, random);
            law.place(proposal, a, ka, random);
            law.place(proposal, b, total - ka, random);
        }
        if (p.rules().holds(g, proposal)) {
            layout.clear();
            layout.or(proposal);
            kept++;
        }
    }

    /** The heat-bath redraw of the free cells of two random 2×2 squares. */
    private void patches(SplittableRandom random) {
        BitSet cells = new BitSet();
        for (int k = 0; k < 2; k++) {
            int a = frontier.free[random.nextInt(frontier.free.length)];
            for (int[] d : SQUARE) {
                int c = Cells.at(g, g.x(a) + d[0], g.y(a) + d[1]);
                if (c >= 0 && law.partOf[c] >= 0) {
                    cells.set(c);
                }
            }
        }
        int[] block = CellSets.cells(cells);
        int count = CellSets.and(layout, cells).cardinality();
        int ways = 0;
        int[] way = new int[1 << block.length];
        double[] weights = new double[way.length];
        double total = 0;
        for (int w = 0; w < 1 << block.length; w++) {
            if (Integer.bitCount(w) != count) {
                continue;
            }
            set(block, w);
            double weight = weight(cells);
            if (weight > 0 && p.rules().holds(g, layout)) {
                way[ways] = w;
                weights[ways++] = weight;
                total += weight;
            }
        }
        double u = random.nextDouble() * total;
        int k = 0;
        while (k < ways - 1 && u >= weights[k]) {
            u -= weights[k++];
        }
        set(block, way[k]);
        kept++;
    }

    private void set(int[] block, int w) {
        for (int k = 0; k < block.length; k++) {
            layout.set(block[k], (w >>> k & 1) != 0);
        }
    }

    /** The product of the weights of the clues that see the cells; 0 when one does not fit. */
    private double weight(BitSet cells) {
        BitSet seen = new BitSet();
        double w = 1;
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            for (int clue : frontier.watchers[c]) {
                if (!seen.get(clue)) {
                    seen.set(clue);
                    if (!frontier.fits(clue, layout)) {
                        return 0;
                    }
                    w *= frontier.weight(clue, layout);
                }
            }
        }
        return w;
    }

    /** The current layout (not a copy: read it before the next move). */
    BitSet layout() {
        return layout;
    }

    /** The share of moves that changed or redrew the layout. */
    double acceptance() {
        return moves == 0 ? 0 : (double) kept / moves;
    }
}
