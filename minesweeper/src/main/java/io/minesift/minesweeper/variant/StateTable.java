package io.minesift.minesweeper.variant;

/**
 * The states of one layer of the exact engine, each a pair of {@code long}s (remembered mine
 * bits, tracker state) with a polynomial: a count for every number of mines placed before the
 * layer, within the layer's feasible range {@code [low, low + width)}. Open addressing, so that
 * millions of states cost no objects.
 */
final class StateTable {
    private final int low;
    private final int width;
    private long[] first = new long[16];
    private long[] second = new long[16];
    private long[] polys;
    private int[] slots = new int[32];
    private int size;

    StateTable(int low, int width) {
        this.low = low;
        this.width = Math.max(width, 0);
        this.polys = new long[16 * this.width];
    }

    int size() {
        return size;
    }

    long first(int entry) {
        return first[entry];
    }

    long second(int entry) {
        return second[entry];
    }

    /** The count of an entry for {@code mines} placed before the layer; 0 outside the range. */
    long get(int entry, int mines) {
        int m = mines - low;
        return m < 0 || m >= width ? 0 : polys[entry * width + m];
    }

    /** Adds to the count of an entry for {@code mines}, which must be in range. */
    void add(int entry, int mines, long count) {
        int at = entry * width + mines - low;
        polys[at] = Math.addExact(polys[at], count);
    }

    /** Whether {@code mines} lies in the layer's range. */
    boolean inRange(int mines) {
        return mines >= low && mines < low + width;
    }

    int low() {
        return low;
    }

    int high() {
        return low + width - 1;
    }

    /** The entry of a state, or -1. */
    int find(long a, long b) {
        int mask = slots.length - 1;
        for (int s = hash(a, b) & mask; slots[s] != 0; s = (s + 1) & mask) {
            int e = slots[s] - 1;
            if (first[e] == a && second[e] == b) {
                return e;
            }
        }
        return -1;
    }

    /** The entry of a state, added with all counts 0 when new. */
    int put(long a, long b) {
        int found = find(a, b);
        if (found >= 0) {
            return found;
        }
        if (size == first.length) {
            first = java.util.Arrays.copyOf(first, size * 2);
            second = java.util.Arrays.copyOf(second, size * 2);
            polys = java.util.Arrays.copyOf(polys, size * 2 * width);
        }
        first[size] = a;
        second[size] = b;
        size++;
        if (2 * size > slots.length) {
            rehash(slots.length * 2);
        } else {
            place(size - 1);
        }
        return size - 1;
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        for (int e = 0; e < size; e++) {
            place(e);
        }
    }

    private void place(int e) {
        int mask = slots.length - 1;
        int s = hash(first[e], second[e]) & mask;
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = e + 1;
    }

    private static int hash(long a, long b) {
        long z = a * 0x9E3779B97F4A7C15L + b;
        z = (z ^ (z >>> 31)) * 0xBF58476D1CE4E5B9L;
        return (int) (z ^ (z >>> 29));
    }
}
