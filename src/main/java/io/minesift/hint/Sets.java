package io.minesift.hint;

import java.util.Arrays;

/** Sorted int arrays as sets. */
final class Sets {
    private Sets() {
    }

    static int[] intersect(int[] a, int[] b) {
        return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) >= 0).toArray();
    }

    static int[] minus(int[] a, int[] b) {
        return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) < 0).toArray();
    }

    static boolean contains(int[] sorted, int x) {
        return Arrays.binarySearch(sorted, x) >= 0;
    }
}
