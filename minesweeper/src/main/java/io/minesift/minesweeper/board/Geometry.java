package io.minesift.minesweeper.board;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * A rectangular grid of cells with 8-neighbour adjacency.
 *
 * <p>Cells are addressed by a row-major index {@code y * width + x}. The neighbour table is
 * computed once per size and shared, because every player and referee walks it in hot loops.
 * Sizes run from 1×1 to 255×255, the limit of the MBF format.
 */
public final class Geometry {
    /** Largest width or height: MBF stores each in one unsigned byte. */
    public static final int MAX_SIDE = 255;

    private static final ConcurrentMap<Integer, Geometry> CACHE = new ConcurrentHashMap<>();

    private final int width;
    private final int height;
    private final int[] neighbourStart;
    private final int[] neighbours;

    private Geometry(int width, int height) {
        this.width = width;
        this.height = height;
        int size = width * height;
        neighbourStart = new int[size + 1];
        int[] table = new int[size * 8];
        int n = 0;
        for (int i = 0; i < size; i++) {
            neighbourStart[i] = n;
            int x = i % width;
            int y = i / width;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if ((dx != 0 || dy != 0) && contains(x + dx, y + dy)) {
                        table[n++] = (y + dy) * width + x + dx;
                    }
                }
            }
        }
        neighbourStart[size] = n;
        neighbours = java.util.Arrays.copyOf(table, n);
    }

    /**
     * The geometry of a {@code width × height} board.
     *
     * @throws IllegalArgumentException when a side is outside 1..255
     */
    public static Geometry of(int width, int height) {
        checkSide("width", width);
        checkSide("height", height);
        return CACHE.computeIfAbsent(width * (MAX_SIDE + 1) + height, k -> new Geometry(width, height));
    }

    private static void checkSide(String name, int value) {
        if (value < 1 || value > MAX_SIDE) {
            throw new IllegalArgumentException(name + " must be between 1 and " + MAX_SIDE + ", got " + value);
        }
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Number of cells. */
    public int size() {
        return width * height;
    }

    public boolean contains(int x, int y) {
        return x >= 0 && x < width && y >= 0 && y < height;
    }

    /** Row-major index of the cell at column {@code x}, row {@code y}. */
    public int index(int x, int y) {
        if (!contains(x, y)) {
            throw new IllegalArgumentException("cell (" + x + "," + y + ") is outside a " + width + "x" + height + " board");
        }
        return y * width + x;
    }

    public int index(Cell cell) {
        return index(cell.x(), cell.y());
    }

    public int x(int index) {
        return index % width;
    }

    public int y(int index) {
        return index / width;
    }

    public Cell cell(int index) {
        return new Cell(x(index), y(index));
    }

    /** How many neighbours the cell has: 3 in a corner, 5 on an edge, 8 inside (fewer on strips). */
    public int degree(int index) {
        return neighbourStart[index + 1] - neighbourStart[index];
    }

    /** The {@code k}-th neighbour of a cell, for {@code 0 <= k < degree(index)}. */
    public int neighbour(int index, int k) {
        return neighbours[neighbourStart[index] + k];
    }

    /** A fresh array of the cell's neighbours. Hot loops should prefer {@link #neighbour}. */
    public int[] neighbours(int index) {
        return java.util.Arrays.copyOfRange(neighbours, neighbourStart[index], neighbourStart[index + 1]);
    }

    /**
     * The connected groups (through neighbours) among the {@code marked} cells, labelled 1, 2, …
     * in the reading order of their first cell; unmarked cells get 0.
     */
    public int[] components(boolean[] marked) {
        int[] label = new int[size()];
        int[] stack = new int[size()];
        int next = 0;
        for (int seed = 0; seed < size(); seed++) {
            if (!marked[seed] || label[seed] != 0) {
                continue;
            }
            label[seed] = ++next;
            int top = 0;
            stack[top++] = seed;
            while (top > 0) {
                int cell = stack[--top];
                for (int k = neighbourStart[cell]; k < neighbourStart[cell + 1]; k++) {
                    int n = neighbours[k];
                    if (marked[n] && label[n] == 0) {
                        label[n] = next;
                        stack[top++] = n;
                    }
                }
            }
        }
        return label;
    }

    public boolean adjacent(int a, int b) {
        return a != b && Math.abs(x(a) - x(b)) <= 1 && Math.abs(y(a) - y(b)) <= 1;
    }

    /** By size, so that hashes of layouts and positions are the same in every run. */
    @Override
    public int hashCode() {
        return width * (MAX_SIDE + 1) + height;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Geometry g && g.width == width && g.height == height;
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
