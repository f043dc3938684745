package io.minesift.minesweeper.variant.certainty;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntFunction;

/**
 * Steps from the nearest of several cells to every other, breadth first: how far a mine could lie
 * from the flags (the detours) or from A's root (the reach layers), where a shorter path would need
 * mines that are not there.
 */
final class Distances {
    private Distances() {
    }

    /**
     * The steps from the nearest of {@code from} to each of {@code size} cells, moving from a cell to
     * the cells {@code next} gives; -1 where none leads.
     */
    static int[] from(int size, BitSet from, IntFunction<int[]> next) {
        int[] distance = new int[size];
        Arrays.fill(distance, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = from.nextSetBit(0); c >= 0; c = from.nextSetBit(c + 1)) {
            distance[c] = 0;
            queue.add(c);
        }
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (int d : next.apply(c)) {
                if (distance[d] < 0) {
                    distance[d] = distance[c] + 1;
                    queue.add(d);
                }
            }
        }
        return distance;
    }
}
