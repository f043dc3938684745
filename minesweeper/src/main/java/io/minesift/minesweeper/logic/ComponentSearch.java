package io.minesift.minesweeper.logic;

import io.minesift.core.util.SplitMix;

import java.math.BigInteger;
import java.util.List;

/**
 * Counts the layouts of one component box by box: how many mines each box holds, checked
 * against every constraint's remaining need and room as the search goes. {@link #enumerate}
 * visits every solution within a node budget; {@link #sample} runs random probes down the same
 * tree, each weighted by the inverse of its probability (Knuth's estimator, 1975), which gives
 * unbiased estimates when the tree is too large to walk.
 */
final class ComponentSearch {
    /** Largest box: 8 for 8-neighbour clues; room for larger clue areas of variant rules. */
    private static final int MAX_BOX = 64;
    private static final long[][] EXACT_BINOMIAL = binomials();
    private static final double[][] BINOMIAL = asDoubles(EXACT_BINOMIAL);

    private final int[] sizes;
    private final int[][] boxConstraints;
    private final int[] need;
    private final int[] room;
    private final int maxMines;
    private final int[] k;

    private ComponentTally tally;
    /** When set, every solution visited is also kept here: its mines per box, then its total. */
    private List<int[]> solutions;
    private long budget;
    private long nodes;

    ComponentSearch(Frontier frontier, Frontier.Component component, int minesLeft) {
        List<Frontier.Box> boxes = frontier.boxes;
        int[] cs = component.constraints();
        int boxCount = component.boxes().length;
        sizes = new int[boxCount];
        boxConstraints = new int[boxCount][];
        need = new int[cs.length];
        room = new int[cs.length];
        int cells = 0;
        for (int i = 0; i < cs.length; i++) {
            need[i] = frontier.constraints.get(cs[i]).mines();
        }
        for (int b = 0; b < boxCount; b++) {
            Frontier.Box box = boxes.get(component.boxes()[b]);
            sizes[b] = box.size();
            cells += box.size();
            boxConstraints[b] = new int[box.constraints().length];
            for (int j = 0; j < box.constraints().length; j++) {
                int local = java.util.Arrays.binarySearch(cs, box.constraints()[j]);
                boxConstraints[b][j] = local;
                room[local] += box.size();
            }
        }
        maxMines = Math.min(cells, minesLeft);
        k = new int[boxCount];
    }

    /**
     * Every solution, or {@code null} when the search needs more than {@code nodeBudget} steps.
     */
    ComponentTally enumerate(long nodeBudget, boolean exactCounts) {
        tally = new ComponentTally(sizes, maxMines, true, exactCounts);
        budget = nodeBudget;
        nodes = 0;
        boolean complete;
        try {
            complete = descend(0, 0, 1.0);
        } catch (StackOverflowError e) {
            complete = false; // a component too deep for this thread's stack: sample it instead
        }
        return complete ? tally : null;
    }

    /**
     * Every solution (the mines of each box, then the component's total as the last entry), or
     * {@code null} when the search needs more than {@code nodeBudget} steps.
     */
    List<int[]> solutions(long nodeBudget) {
        solutions = new java.util.ArrayList<>();
        try {
            return enumerate(nodeBudget, false) == null ? null : solutions;
        } finally {
            solutions = null;
        }
    }

    /** C(n, r) for a box of n cells. */
    static double binomial(int n, int r) {
        return BINOMIAL[n][r];
    }

    private boolean descend(int b, int mines, double w) {
        if (b == sizes.length) {
            tally.add(k, mines, w);
            if (solutions != null) {
                int[] solution = java.util.Arrays.copyOf(k, k.length + 1);
                solution[k.length] = mines;
                solutions.add(solution);
            }
            if (tally.exactWeight != null) {
                tally.exactWeight[mines] = tally.exactWeight[mines].add(exactProduct());
            }
            return true;
        }
        int lo = low(b);
        int hi = Math.min(high(b), maxMines - mines);
        for (int x = lo; x <= hi; x++) {
            if (++nodes > budget) {
                return false;
            }
            apply(b, x);
            boolean done = descend(b + 1, mines + x, w * BINOMIAL[sizes[b]][x]);
            undo(b, x);
            if (!done) {
                return false;
            }
        }
        return true;
    }

    /**
     * Estimates from {@code probes} random probes. Each probe picks the mines of each box with
     * probability proportional to its number of placements among the values the constraints
     * still allow, and carries the inverse of that probability as its weight; a dead end adds
     * nothing.
     */
    ComponentTally sample(int probes, SplitMix random) {
        tally = new ComponentTally(sizes, maxMines, false, false);
        tally.logScale = Double.NaN;
        for (int p = 0; p < probes; p++) {
            probe(random);
        }
        if (Double.isNaN(tally.logScale)) {
            tally.logScale = 0;
        }
        tally.logScale -= Math.log(probes); // the estimate is the mean weight of the probes
        return tally;
    }

    private void probe(SplitMix random) {
        int mines = 0;
        double logWeight = 0;
        int depth = 0;
        boolean alive = true;
        for (; depth < sizes.length; depth++) {
            int lo = low(depth);
            int hi = Math.min(high(depth), maxMines - mines);
            double total = 0;
            for (int x = lo; x <= hi; x++) {
                total += BINOMIAL[sizes[depth]][x];
            }
            if (total == 0) {
                alive = false;
                break;
            }
            double r = random.nextDouble() * total;
            int x = lo;
            while (x < hi && (r -= BINOMIAL[sizes[depth]][x]) >= 0) {
                x++;
            }
            apply(depth, x);
            mines += x;
            logWeight += Math.log(total);
        }
        for (int b = depth - 1; b >= 0; b--) {
            undo(b, k[b]);
        }
        if (!alive) {
            return;
        }
        if (Double.isNaN(tally.logScale)) {
            tally.logScale = logWeight;
        } else if (logWeight - tally.logScale > 500) {
            tally.rescale(tally.logScale - logWeight);
        }
        tally.add(k, mines, Math.exp(logWeight - tally.logScale));
    }

    /** The fewest mines box {@code b} can take: each constraint's need beyond its other room. */
    private int low(int b) {
        int lo = 0;
        for (int c : boxConstraints[b]) {
            lo = Math.max(lo, need[c] - (room[c] - sizes[b]));
        }
        return lo;
    }

    /** The most mines box {@code b} can take: its size and each constraint's need. */
    private int high(int b) {
        int hi = sizes[b];
        for (int c : boxConstraints[b]) {
            hi = Math.min(hi, need[c]);
        }
        return hi;
    }

    private void apply(int b, int x) {
        k[b] = x;
        for (int c : boxConstraints[b]) {
            need[c] -= x;
            room[c] -= sizes[b];
        }
    }

    private void undo(int b, int x) {
        for (int c : boxConstraints[b]) {
            need[c] += x;
            room[c] += sizes[b];
        }
    }

    private BigInteger exactProduct() {
        BigInteger product = BigInteger.ONE;
        for (int b = 0; b < sizes.length; b++) {
            if (k[b] != 0 && k[b] != sizes[b]) {
                product = product.multiply(BigInteger.valueOf(EXACT_BINOMIAL[sizes[b]][k[b]]));
            }
        }
        return product;
    }

    /** Pascal's triangle up to 64, exact in longs (C(64,32) is below 2^63). */
    private static long[][] binomials() {
        long[][] c = new long[MAX_BOX + 1][];
        for (int n = 0; n <= MAX_BOX; n++) {
            c[n] = new long[n + 1];
            c[n][0] = 1;
            for (int r = 1; r <= n; r++) {
                c[n][r] = c[n - 1][r - 1] + (r <= n - 1 ? c[n - 1][r] : 0);
            }
        }
        return c;
    }

    private static double[][] asDoubles(long[][] table) {
        double[][] d = new double[table.length][];
        for (int n = 0; n < table.length; n++) {
            d[n] = new double[table[n].length];
            for (int r = 0; r < table[n].length; r++) {
                d[n][r] = table[n][r];
            }
        }
        return d;
    }
}
