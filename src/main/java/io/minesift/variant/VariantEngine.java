package io.minesift.variant;

import io.minesift.board.Geometry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact mine probabilities of a variant position, for any clue rule and at most one global rule.
 *
 * <p>A dynamic programme over the cells in reading order (a transfer matrix). After each cell the
 * state is what the rest of the board can still depend on: the mine bits of the cells met so far
 * that an unfinished clue looks at ({@link ClueChecks}), and the global rule's {@link Tracker}
 * state. Prefixes with the same state have the same completions, so they are merged, each state
 * carrying its number of prefixes by mine count. Clues prune as soon as no pattern agrees; the
 * tracker prunes as soon as the rule cannot hold. A backward pass then gives, for each cell, the
 * layouts in which it is a mine. Cells that no clue sees are counted exactly like the others,
 * so with a global rule their dependence is followed, and without one the count reduces to the
 * usual binomial weighting. Exact: counts are {@code long}s, which cannot overflow on 64 cells.
 */
public final class VariantEngine {
    /** Default budget of states in one layer. */
    public static final int DEFAULT_MAX_STATES = 3_000_000;

    private final int maxStates;

    public VariantEngine(int maxStates) {
        this.maxStates = maxStates;
    }

    public VariantEngine() {
        this(DEFAULT_MAX_STATES);
    }

    /**
     * @throws IllegalArgumentException with more than one global rule, or a global rule on a board
     *                                  wider than its tracker supports
     * @throws IllegalStateException    when a layer would exceed the state budget (no answer is given)
     */
    public VariantProbabilities analyse(VariantPosition p) {
        Geometry g = p.geometry();
        if (p.rules().globals().size() > 1) {
            throw new IllegalArgumentException("the exact engine handles one global rule for now");
        }
        Tracker tracker = p.rules().globals().isEmpty() ? Tracker.NONE
                : p.rules().globals().get(0).tracker(g, p.totalMines());
        ClueChecks clues = new ClueChecks(p);
        Transitions step = new Transitions(p, clues, tracker);
        long[] counts = new long[g.size()];
        if (clues.impossible() || tracker.initial() == Tracker.REJECT) {
            return new VariantProbabilities(g, 0, counts);
        }
        List<Map<Transitions.State, long[]>> layers = forward(step, g.size());
        long layouts = backward(step, layers, counts);
        return new VariantProbabilities(g, layouts, layouts == 0 ? new long[g.size()] : counts);
    }

    private List<Map<Transitions.State, long[]>> forward(Transitions step, int n) {
        List<Map<Transitions.State, long[]>> layers = new ArrayList<>(n + 1);
        Map<Transitions.State, long[]> layer = new HashMap<>();
        long[] one = new long[step.totalMines() + 1];
        one[0] = 1;
        layer.put(step.initial(), one);
        layers.add(layer);
        for (int i = 0; i < n; i++) {
            Map<Transitions.State, long[]> next = new HashMap<>();
            for (Map.Entry<Transitions.State, long[]> e : layer.entrySet()) {
                for (int v : step.values(i)) {
                    Transitions.State t = step.next(e.getKey(), i, v);
                    if (t != null) {
                        step.addShifted(next.computeIfAbsent(t, k -> new long[one.length]), e.getValue(), v, i + 1);
                    }
                }
            }
            next.values().removeIf(Transitions::empty);
            if (next.size() > maxStates) {
                throw new IllegalStateException("the exact count needs more than " + maxStates
                        + " states at cell " + (i + 1) + "; no answer");
            }
            layers.add(next);
            layer = next;
        }
        return layers;
    }

    /** Fills {@code counts} with each cell's mine count and returns the number of layouts. */
    private static long backward(Transitions step, List<Map<Transitions.State, long[]>> layers, long[] counts) {
        int n = layers.size() - 1;
        int total = step.totalMines();
        Map<Transitions.State, long[]> after = new HashMap<>();
        long layouts = 0;
        for (Map.Entry<Transitions.State, long[]> e : layers.get(n).entrySet()) {
            if (step.accepts(e.getKey())) {
                long[] done = new long[total + 1];
                done[0] = 1;
                after.put(e.getKey(), done);
                layouts += e.getValue()[total];
            }
        }
        for (int i = n - 1; i >= 0; i--) {
            Map<Transitions.State, long[]> here = new HashMap<>();
            for (Map.Entry<Transitions.State, long[]> e : layers.get(i).entrySet()) {
                long[] rest = new long[total + 1];
                for (int v : step.values(i)) {
                    Transitions.State t = step.next(e.getKey(), i, v);
                    long[] tail = t == null ? null : after.get(t);
                    if (tail != null) {
                        for (int k = 0; k + v <= total; k++) {
                            rest[k + v] += tail[k];
                        }
                        counts[i] += v == 1 ? Transitions.join(e.getValue(), tail, total - 1) : 0;
                    }
                }
                if (!Transitions.empty(rest)) {
                    here.put(e.getKey(), rest);
                }
            }
            after = here;
        }
        return layouts;
    }
}
