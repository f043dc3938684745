package io.minesift.shanghai;

import io.minesift.core.util.Seeds;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Instances that always have a solution (issue #16): remove random pairs of free tiles by position
 * only, kinds not yet assigned, until the table is empty (starting over when fewer than two tiles
 * are free); then give the removed pairs kinds, each kind to two pairs. Playing the pairs in the
 * order they were removed wins, because the rules of freeness never look at kinds.
 *
 * <p>A layout of 4n + 2 tiles has an odd number of pairs: its last kind gets one pair only (two
 * tiles), as in GNOME Mahjongg and in keeping with KMahjongg, which both deal kinds in whole pairs
 * (docs/formats.md says what each does). For 4n tiles nothing changes: every kind on four.
 */
public final class DealGenerator {
    /** Starts over this many times before calling the layout impossible to empty. */
    static final int MAX_TRIES = 10_000;

    private DealGenerator() {
    }

    /** The deal number {@code index} of the run {@code seed}: the same for the same three arguments. */
    public static Deal deal(Layout layout, long seed, long index) {
        SplittableRandom random = Seeds.stream(seed, index);
        for (int attempt = 0; attempt < MAX_TRIES; attempt++) {
            List<Move> order = emptyByPosition(layout, random);
            if (order != null) {
                return new Deal(Position.deal(layout, kinds(layout, order, random)), order);
            }
        }
        throw new IllegalStateException("layout " + layout.name() + ": no way to empty it found in " + MAX_TRIES + " tries");
    }

    /**
     * The deal number {@code index} of the run {@code seed} drawn uniformly: the kinds (each four
     * times, the short kind twice) shuffled over the places, every arrangement equally likely (Fisher-Yates). Unlike
     * {@link #deal}, it may have no solution; it is the deal the research's "about 97 % solvable"
     * figure speaks of.
     */
    public static Position uniform(Layout layout, long seed, long index) {
        SplittableRandom random = Seeds.stream(seed, index);
        return Position.deal(layout, uniformKinds(layout, random));
    }

    /**
     * Each kind four times ({@code t / 4} at place {@code t}; for 4n + 2 tiles the last kind is on the
     * last two places only), then shuffled: a uniform deal's kinds.
     */
    static int[] uniformKinds(Layout layout, SplittableRandom random) {
        int[] kinds = new int[layout.size()];
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = t / 4;
        }
        shuffle(kinds, random);
        return kinds;
    }

    /** Fisher-Yates: every order of {@code values} equally likely, in place. */
    static void shuffle(int[] values, SplittableRandom random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }

    /** One attempt: the pairs in removal order, or null when stuck. */
    private static List<Move> emptyByPosition(Layout layout, SplittableRandom random) {
        BitSet present = new BitSet(layout.size());
        present.set(0, layout.size());
        List<Move> order = new ArrayList<>();
        while (!present.isEmpty()) {
            List<Integer> free = new ArrayList<>();
            for (int t = present.nextSetBit(0); t >= 0; t = present.nextSetBit(t + 1)) {
                if (Table.free(layout, present, t)) {
                    free.add(t);
                }
            }
            if (free.size() < 2) {
                return null;
            }
            int i = random.nextInt(free.size());
            int j = random.nextInt(free.size() - 1);
            if (j >= i) {
                j++;
            }
            Move move = new Move(free.get(i), free.get(j));
            present.clear(move.a());
            present.clear(move.b());
            order.add(move);
        }
        return order;
    }

    /**
     * Kinds for the pairs: a random order of the pairs, two consecutive pairs per kind (with an odd
     * number of pairs, the last kind gets the last pair alone).
     */
    private static int[] kinds(Layout layout, List<Move> order, SplittableRandom random) {
        int[] pairs = new int[order.size()];
        for (int p = 0; p < pairs.length; p++) {
            pairs[p] = p;
        }
        shuffle(pairs, random);
        int[] kind = new int[layout.size()];
        for (int slot = 0; slot < pairs.length; slot++) {
            Move move = order.get(pairs[slot]);
            kind[move.a()] = slot / 2;
            kind[move.b()] = slot / 2;
        }
        return kind;
    }
}
