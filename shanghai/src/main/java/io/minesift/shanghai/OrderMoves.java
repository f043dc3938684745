package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Local Metropolis-Hastings moves on a removal order, with the generator's distribution of orders
 * given the view as their target: an order weighs the generator's chance of taking it (one over the
 * free pairs at each step) times the number of ways to give its pairs kinds that agree with the view.
 *
 * <p>Why beside {@link GeneratorPosterior}'s particle filter: at Turtle's size a particle that leaves
 * the followed order early dies in a dead end far ahead, so the filter hardly changes which tiles
 * pair with which (a step kept 95 % of the pairs). These moves change an order only over a few steps,
 * where the rest of the order still fits, so they see at once whether the change leads anywhere:
 * <ul>
 *   <li>a <em>shift</em> takes a step out and puts it back up to {@value #SHIFT} steps earlier or
 *       later;</li>
 *   <li>a <em>re-pairing</em> exchanges one tile of a step with one tile of a step a little later.</li>
 * </ul>
 * Both proposals are their own reverse with the same chance, so a move is kept with chance
 * min(1, weight after / weight before) (Metropolis, Rosenbluth, Rosenbluth, Teller and Teller 1953),
 * and the distribution is kept exactly.
 */
final class OrderMoves {
    /** How many steps later a re-pairing's second step may lie. */
    static final int REACH = 6;
    /** How many steps earlier or later a shift may put a step. */
    static final int SHIFT = 12;

    private final Layout layout;
    /** The kind in sight on each tile at the start, or -1 where hidden. */
    private final int[] seen;
    /** Pairs each kind has. */
    private final int[] pairsOf;
    private final double[] logFactorial;
    /** The log of the number of pairs among f free tiles, by f. */
    private final double[] logPairsOf;
    /** The tiles whose freedom may change when a tile goes: those it lies on or touches. */
    private final int[][] touched;
    /** Marks of the tiles already counted at a removal, by the removal's stamp. */
    private final int[] mark;
    private int stamp;

    OrderMoves(Layout layout, int[] seen, int[] pairsOf) {
        this.layout = layout;
        this.seen = seen;
        this.pairsOf = pairsOf;
        this.logFactorial = new double[layout.size() / 2 + 1];
        for (int i = 1; i < logFactorial.length; i++) {
            logFactorial[i] = logFactorial[i - 1] + Math.log(i);
        }
        this.logPairsOf = new double[layout.size() + 1];
        for (int f = 2; f < logPairsOf.length; f++) {
            logPairsOf[f] = Math.log(f * (f - 1) / 2.0);
        }
        this.touched = touched(layout);
        this.mark = new int[layout.size()];
    }

    /** For each tile, the tiles whose freedom reads it ({@link Table#free}: lying on them, or beside them). */
    private static int[][] touched(Layout layout) {
        List<List<Integer>> by = new ArrayList<>();
        for (int t = 0; t < layout.size(); t++) {
            by.add(new ArrayList<>());
        }
        for (int t = 0; t < layout.size(); t++) {
            for (int[] near : new int[][] {layout.aboveShared(t), layout.leftShared(t), layout.rightShared(t)}) {
                for (int u : near) {
                    by.get(u).add(t);
                }
            }
        }
        return by.stream().map(l -> l.stream().mapToInt(Integer::intValue).distinct().toArray()).toArray(int[][]::new);
    }

    /** {@code proposals} moves on {@code order}, in place; returns how many were kept. */
    int sweep(int[] order, int proposals, SplittableRandom random) {
        int[] free = freeBefore(order);
        double logWays = logWays(order);
        int kept = 0;
        int[] trial = order.clone();
        for (int p = 0; p < proposals; p++) {
            Window w = propose(trial, random);
            if (w == null) {
                continue;
            }
            double after = w.recount() ? logWays(trial) : logWays;
            int[] window = after == Double.NEGATIVE_INFINITY ? null : freeBefore(trial, w.first(), w.last(), free[w.first()]);
            int from = 2 * w.first();
            int length = 2 * (w.last() - w.first() + 1);
            // An order that breaks the rules weighs nothing: a change to it is never kept (the coin is still drawn).
            double change = window == null ? Double.NEGATIVE_INFINITY : after - logWays + logPairsChange(free, window, w.first());
            if (keep(change, random)) {
                System.arraycopy(trial, from, order, from, length);
                System.arraycopy(window, 0, free, w.first(), window.length);
                logWays = after;
                kept++;
            } else {
                System.arraycopy(order, from, trial, from, length);
            }
        }
        return kept;
    }

    /** The steps a proposal changed, and whether it changed which tiles in sight pair (so the ways must be counted again). */
    private record Window(int first, int last, boolean recount) {
    }

    /**
     * A shift or a re-pairing, each with chance one half, made on {@code order}; null (nothing
     * changed) when it would reach past the order's ends.
     */
    private Window propose(int[] order, SplittableRandom random) {
        int steps = order.length / 2;
        int first = random.nextInt(steps);
        if (random.nextBoolean()) {
            int to = first + (random.nextBoolean() ? 1 : -1) * (1 + random.nextInt(SHIFT));
            if (to < 0 || to >= steps) {
                return null;
            }
            shift(order, first, to);
            return new Window(Math.min(first, to), Math.max(first, to), false);
        }
        int last = first + 1 + random.nextInt(REACH);
        int x = 2 * first + random.nextInt(2);
        int y = 2 * Math.min(last, steps - 1) + random.nextInt(2);
        if (last >= steps) {
            return null;
        }
        swapTiles(order, x, y);
        return new Window(first, last, seen[order[x]] >= 0 || seen[order[y]] >= 0);
    }

    /** The change in the log of the generator's chance when the steps from {@code first} on see {@code window}'s free tiles. */
    private double logPairsChange(int[] free, int[] window, int first) {
        double change = 0;
        for (int s = 0; s < window.length; s++) {
            change += logPairsOf[free[first + s]] - logPairsOf[window[s]];
        }
        return change;
    }

    /** Metropolis's rule: a change of {@code logChange} in the log of the weight is kept with chance min(1, e^logChange). */
    private static boolean keep(double logChange, SplittableRandom random) {
        return logChange >= 0 || random.nextDouble() < Math.exp(logChange);
    }

    /** Takes step {@code from} out of {@code order} and puts it back as step {@code to}, the steps between moving up one. */
    private static void shift(int[] order, int from, int to) {
        int a = order[2 * from];
        int b = order[2 * from + 1];
        if (from < to) {
            System.arraycopy(order, 2 * from + 2, order, 2 * from, 2 * (to - from));
        } else {
            System.arraycopy(order, 2 * to, order, 2 * to + 2, 2 * (from - to));
        }
        order[2 * to] = a;
        order[2 * to + 1] = b;
    }

    private static void swapTiles(int[] order, int i, int j) {
        int swap = order[i];
        order[i] = order[j];
        order[j] = swap;
    }

    /**
     * The number of free tiles before each step of {@code order}, counted afresh on every table:
     * the reference the window's running count ({@link #freeBefore(int[], int, int, int)}) is
     * tested against.
     */
    int[] freeBefore(int[] order) {
        BitSet present = new BitSet(layout.size());
        present.set(0, layout.size());
        int[] free = new int[order.length / 2];
        for (int s = 0; s < free.length; s++) {
            for (int t = present.nextSetBit(0); t >= 0; t = present.nextSetBit(t + 1)) {
                free[s] += Table.free(layout, present, t) ? 1 : 0;
            }
            if (!Table.free(layout, present, order[2 * s]) || !Table.free(layout, present, order[2 * s + 1])) {
                throw new IllegalArgumentException("not a removal order of the layout: step " + s);
            }
            present.clear(order[2 * s]);
            present.clear(order[2 * s + 1]);
        }
        return free;
    }

    /**
     * The number of free tiles before each of the steps {@code first} to {@code last} of
     * {@code order}, or null when a step among them takes a tile that is not free then.
     * {@code freeAtFirst} free tiles before step {@code first} (the steps before it are as they
     * were); after that, a removal changes the count only by the two tiles gone and by the tiles
     * they lay on or touched, so only those are read again.
     */
    int[] freeBefore(int[] order, int first, int last, int freeAtFirst) {
        BitSet present = new BitSet(layout.size());
        present.set(0, layout.size());
        for (int s = 0; s < first; s++) {
            present.clear(order[2 * s]);
            present.clear(order[2 * s + 1]);
        }
        int[] counts = new int[last - first + 1];
        int free = freeAtFirst;
        for (int s = first; s <= last; s++) {
            int a = order[2 * s];
            int b = order[2 * s + 1];
            if (!Table.free(layout, present, a) || !Table.free(layout, present, b)) {
                return null;
            }
            counts[s - first] = free;
            free += removed(present, a, b);
        }
        return counts;
    }

    /** Takes the free tiles {@code a} and {@code b} off {@code present}; returns the change in free tiles. */
    private int removed(BitSet present, int a, int b) {
        int before = freeAround(present, a, b);
        present.clear(a);
        present.clear(b);
        return freeAround(present, a, b) - before - 2;
    }

    /** The free tiles among those {@code a} or {@code b} lie on or touch, each counted once. */
    private int freeAround(BitSet present, int a, int b) {
        stamp++;
        mark[a] = stamp;
        mark[b] = stamp;
        int free = 0;
        for (int t : touched[a]) {
            free += freeNotMarked(present, t);
        }
        for (int t : touched[b]) {
            free += freeNotMarked(present, t);
        }
        return free;
    }

    /** 1 if {@code t} is free and not yet counted at this stamp (it is marked then), else 0. */
    private int freeNotMarked(BitSet present, int t) {
        if (mark[t] == stamp) {
            return 0;
        }
        mark[t] = stamp;
        return Table.free(layout, present, t) ? 1 : 0;
    }

    /**
     * The log of the number of ways to give the pairs of {@code order} kinds that agree with the
     * view: a pair with a tile in sight takes its kind, the other pairs share the kinds' pairs left
     * (a multinomial); minus infinity when two tiles in sight of two kinds pair, or a kind would need
     * more pairs than it has.
     */
    double logWays(int[] order) {
        int[] forced = new int[pairsOf.length];
        int open = order.length / 2;
        for (int s = 0; s < order.length; s += 2) {
            int ka = seen[order[s]];
            int kb = seen[order[s + 1]];
            if (ka >= 0 && kb >= 0 && ka != kb) {
                return Double.NEGATIVE_INFINITY;
            }
            int k = Math.max(ka, kb);
            if (k >= 0) {
                if (++forced[k] > pairsOf[k]) {
                    return Double.NEGATIVE_INFINITY;
                }
                open--;
            }
        }
        double log = logFactorial[open];
        for (int k = 0; k < forced.length; k++) {
            log -= logFactorial[pairsOf[k] - forced[k]];
        }
        return log;
    }
}
