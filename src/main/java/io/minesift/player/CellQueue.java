package io.minesift.player;

import java.util.Arrays;

/** A first-in first-out queue of cells in which each cell stands at most once. */
final class CellQueue {
    private final char[] items;
    private final boolean[] queued;
    private int head;
    private int tail;

    CellQueue(int capacity) {
        items = new char[capacity];
        queued = new boolean[capacity];
    }

    /** Empties the queue. */
    void clear() {
        head = 0;
        tail = 0;
        Arrays.fill(queued, false);
    }

    boolean isEmpty() {
        return head == tail;
    }

    void push(int cell) {
        if (!queued[cell]) {
            queued[cell] = true;
            items[tail] = (char) cell;
            tail = tail + 1 == items.length ? 0 : tail + 1;
        }
    }

    int pop() {
        int cell = items[head];
        head = head + 1 == items.length ? 0 : head + 1;
        queued[cell] = false;
        return cell;
    }
}
