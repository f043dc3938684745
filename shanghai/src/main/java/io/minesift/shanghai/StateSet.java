package io.minesift.shanghai;

/**
 * A growing hash set of states (sets of tiles as {@code words} longs each), stored flat in one
 * {@code long[]} with open addressing: the solver looks a state up at every node, and a
 * {@code HashSet} of {@code BitSet}s costs an object and a copy per state. The empty set is never
 * stored (the solver stops there), so all-zero slots mean "free".
 */
final class StateSet {
    private final int words;
    private long[] slots;
    private int capacity;
    private int size;

    StateSet(int words) {
        this.words = words;
        this.capacity = 1 << 12;
        this.slots = new long[capacity * words];
    }

    boolean contains(long[] state) {
        return find(slots, capacity, state) >= 0;
    }

    void add(long[] state) {
        if (TileMasks.empty(state)) {
            throw new IllegalArgumentException("the empty state is never stored");
        }
        int at = find(slots, capacity, state);
        if (at >= 0) {
            return;
        }
        if (2 * (size + 1) > capacity) {
            grow();
            at = find(slots, capacity, state);
        }
        System.arraycopy(state, 0, slots, (-at - 1) * words, words);
        size++;
    }

    /** The slot holding {@code state}, or {@code -(free slot) - 1} where it would go. */
    private int find(long[] table, int cap, long[] state) {
        int i = (int) (hash(state) & (cap - 1));
        while (true) {
            int base = i * words;
            boolean emptySlot = true;
            boolean same = true;
            for (int w = 0; w < words; w++) {
                long v = table[base + w];
                emptySlot &= v == 0;
                same &= v == state[w];
            }
            if (emptySlot) {
                return -i - 1;
            }
            if (same) {
                return i;
            }
            i = (i + 1) & (cap - 1);
        }
    }

    private void grow() {
        long[] old = slots;
        int oldCap = capacity;
        capacity *= 2;
        slots = new long[capacity * words];
        long[] state = new long[words];
        for (int i = 0; i < oldCap; i++) {
            System.arraycopy(old, i * words, state, 0, words);
            if (!TileMasks.empty(state)) {
                int at = find(slots, capacity, state);
                System.arraycopy(state, 0, slots, (-at - 1) * words, words);
            }
        }
    }

    private static long hash(long[] state) {
        long h = 0x9E3779B97F4A7C15L;
        for (long w : state) {
            h = (h ^ w) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        return h ^ (h >>> 32);
    }
}
