package io.minesift.minesweeper.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The counting behind {@link VariantEngine} and {@link VariantSampler}. A forward pass keeps, for
 * each layer (after cells 0..j-1), every state with its number of prefixes by mines placed; a
 * backward pass gives each state its number of completions by mines placed before it, and each
 * cell the number of layouts in which it is a mine. Under a rule whose showing is random (the
 * liar, {@link ClueRule#weighs}) a layout counts with its weight, the product of the weights of
 * its clues, applied on the step that finishes each clue; the counts are then weighted counts,
 * and exceeding 64 bits is an error rather than a wrong answer.
 */
final class Counting {
    final Transitions step;
    final long layouts;
    final long[] mineCounts;
    /** Completions of each state of layer j, j = 0..n; only when kept. */
    final List<StateTable> completions;

    private Counting(Transitions step, long layouts, long[] mineCounts, List<StateTable> completions) {
        this.step = step;
        this.layouts = layouts;
        this.mineCounts = mineCounts;
        this.completions = completions;
    }

    /**
     * @throws IllegalArgumentException with more than one global rule
     * @throws IllegalStateException    when a layer exceeds {@code maxStates}, or a (weighted) count 64 bits
     */
    static Counting of(VariantPosition p, int maxStates, boolean keepCompletions) {
        try {
            return count(p, maxStates, keepCompletions);
        } catch (ArithmeticException e) {
            throw new IllegalStateException("the " + (p.rules().clue().weighs() ? "weighted " : "")
                    + "count of layouts exceeds 64 bits; no answer");
        }
    }

    private static Counting count(VariantPosition p, int maxStates, boolean keepCompletions) {
        if (p.rules().globals().size() > 1) {
            throw new IllegalArgumentException("the exact engine handles one global rule for now");
        }
        Tracker tracker = p.rules().globals().isEmpty() ? Tracker.NONE
                : p.rules().globals().get(0).tracker(p.geometry(), p.totalMines());
        ClueChecks clues = new ClueChecks(p);
        Transitions step = new Transitions(p, clues, tracker);
        int n = p.geometry().size();
        if (clues.impossible() || tracker.initial() == Tracker.REJECT) {
            return new Counting(step, 0, new long[n], null);
        }
        StateTable[] layers = forward(step, n, maxStates);
        long[] counts = new long[n];
        List<StateTable> kept = keepCompletions ? new ArrayList<>() : null;
        long layouts = backward(step, layers, counts, kept);
        return new Counting(step, layouts, layouts == 0 ? new long[n] : counts, kept);
    }

    private static StateTable[] forward(Transitions step, int n, int maxStates) {
        StateTable[] layers = new StateTable[n + 1];
        layers[0] = step.table(0);
        if (layers[0].inRange(0)) {
            layers[0].add(layers[0].put(0, step.initialGlobal()), 0, 1);
        }
        for (int i = 0; i < n; i++) {
            StateTable here = layers[i];
            StateTable next = step.table(i + 1);
            for (int e = 0; e < here.size(); e++) {
                for (int v : step.values(i)) {
                    if (step.next(here.first(e), here.second(e), i, v)) {
                        carry(here, e, next, step.nextMines, step.nextGlobal, v, step.nextWeight);
                    }
                }
            }
            if (next.size() > maxStates) {
                throw new IllegalStateException("the exact count needs more than " + maxStates
                        + " states at cell " + (i + 1) + "; no answer");
            }
            layers[i + 1] = next;
        }
        return layers;
    }

    /** Adds entry {@code e}'s prefixes, with {@code v} more mines and weight {@code w}, to state (a, b) of the next layer. */
    private static void carry(StateTable here, int e, StateTable next, long a, long b, int v, long w) {
        int target = -1;
        for (int m = here.low(); m <= here.high(); m++) {
            long count = here.get(e, m);
            if (count != 0 && next.inRange(m + v)) {
                target = target < 0 ? next.put(a, b) : target;
                next.add(target, m + v, weighted(count, w));
            }
        }
    }

    /** Fills {@code counts} with each cell's mine count and returns the number of layouts. */
    private static long backward(Transitions step, StateTable[] layers, long[] counts, List<StateTable> kept) {
        int n = layers.length - 1;
        int total = step.totalMines();
        StateTable after = step.table(n);
        long layouts = 0;
        for (int e = 0; e < layers[n].size(); e++) {
            if (step.accepts(layers[n].second(e)) && layers[n].get(e, total) != 0) {
                after.add(after.put(layers[n].first(e), layers[n].second(e)), total, 1);
                layouts = Math.addExact(layouts, layers[n].get(e, total));
            }
        }
        StateTable[] completions = new StateTable[n + 1];
        completions[n] = after;
        for (int i = n - 1; i >= 0; i--) {
            StateTable here = layers[i];
            StateTable before = step.table(i);
            for (int e = 0; e < here.size(); e++) {
                for (int v : step.values(i)) {
                    if (step.next(here.first(e), here.second(e), i, v)) {
                        int t = after.find(step.nextMines, step.nextGlobal);
                        if (t >= 0) {
                            pull(here, e, before, after, t, v, step.nextWeight);
                            counts[i] = v == 1 ? Math.addExact(counts[i], weighted(join(here, e, after, t), step.nextWeight))
                                    : counts[i];
                        }
                    }
                }
            }
            layers[i + 1] = kept == null ? null : layers[i + 1];
            completions[i] = before;
            after = before;
        }
        if (kept != null) {
            kept.addAll(Arrays.asList(completions));
        }
        return layouts;
    }

    /** Adds state t's completions (one step on, after value v with weight w) to entry e's, in {@code before}. */
    private static void pull(StateTable here, int e, StateTable before, StateTable after, int t, int v, long w) {
        int target = -1;
        for (int m = here.low(); m <= here.high(); m++) {
            long count = after.get(t, m + v);
            if (count != 0) {
                target = target < 0 ? before.put(here.first(e), here.second(e)) : target;
                before.add(target, m, weighted(count, w));
            }
        }
    }

    /** Σ prefixes(e, m) · completions(t, m + 1): the layouts through e in which the step took a mine. */
    private static long join(StateTable here, int e, StateTable after, int t) {
        long sum = 0;
        for (int m = here.low(); m <= here.high(); m++) {
            sum = Math.addExact(sum, Math.multiplyExact(here.get(e, m), after.get(t, m + 1)));
        }
        return sum;
    }

    /** A count times a step's weight; {@link ArithmeticException} beyond 64 bits. */
    private static long weighted(long count, long w) {
        return w == 1 ? count : Math.multiplyExact(count, w);
    }
}
