package io.minesift.minesweeper.board;

import java.util.Arrays;

/**
 * A first-in first-out queue of cells in which each cell stands at most once: the work list of
 * the solvers that settle cells one clue at a time (the weak player, the no-guess generator).
 * Cells are stored as {@code char}s, since a board has at most 255 x 255 cells.
 */
public final class CellQueue {
    private final char[] items;
    private final boolean[] queued;
    private int head;
    private int tail;
    private int size;

    /** A queue for the cells {@code 0..capacity-1}. */
    public CellQueue(int capacity) {
        items = new char[capacity];
        queued = new boolean[capacity];
    }

    /** Empties the queue. */
    public void clear() {
        head = 0;
        tail = 0;
        size = 0;
        Arrays.fill(queued, false);
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Adds the cell at the end, unless it is already queued. */
    public void push(int cell) {
        if (!queued[cell]) {
            queued[cell] = true;
            items[tail] = (char) cell;
            tail = tail + 1 == items.length ? 0 : tail + 1;
            size++;
        }
    }

    /** Takes the first cell off the queue. */
    public int pop() {
        int cell = items[head];
        head = head + 1 == items.length ? 0 : head + 1;
        queued[cell] = false;
        size--;
        return cell;
    }
}
