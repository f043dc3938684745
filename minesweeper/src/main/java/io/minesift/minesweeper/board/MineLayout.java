package io.minesift.minesweeper.board;

import java.util.BitSet;
import java.util.Objects;

/**
 * Where the mines are: the hidden truth of a board. Immutable.
 *
 * <p>Only the referee ({@code game.Game}) and tools that work on whole boards (generators,
 * converters) hold one; players never see it.
 */
public final class MineLayout {
    private final Geometry geometry;
    private final BitSet mines;
    private final int mineCount;
    private final byte[] clues;

    private MineLayout(Geometry geometry, BitSet mines) {
        this.geometry = geometry;
        this.mines = mines;
        this.mineCount = mines.cardinality();
        this.clues = new byte[geometry.size()];
        for (int m = mines.nextSetBit(0); m >= 0; m = mines.nextSetBit(m + 1)) {
            for (int k = 0; k < geometry.degree(m); k++) {
                clues[geometry.neighbour(m, k)]++;
            }
        }
    }

    /**
     * A layout with mines at the given cell indices.
     *
     * @throws IllegalArgumentException on an index outside the board
     */
    public static MineLayout of(Geometry geometry, BitSet mines) {
        Objects.requireNonNull(geometry, "geometry");
        if (mines.length() > geometry.size()) {
            throw new IllegalArgumentException("mine at index " + (mines.length() - 1)
                    + " is outside a " + geometry + " board");
        }
        return new MineLayout(geometry, (BitSet) mines.clone());
    }

    /** A layout with mines at the given cell indices. */
    public static MineLayout of(Geometry geometry, int... mineIndices) {
        BitSet bits = new BitSet(geometry.size());
        for (int i : mineIndices) {
            if (i < 0 || i >= geometry.size()) {
                throw new IllegalArgumentException("mine at index " + i + " is outside a " + geometry + " board");
            }
            bits.set(i);
        }
        return new MineLayout(geometry, bits);
    }

    public Geometry geometry() {
        return geometry;
    }

    public int width() {
        return geometry.width();
    }

    public int height() {
        return geometry.height();
    }

    public int mineCount() {
        return mineCount;
    }

    public boolean isMine(int index) {
        return mines.get(index);
    }

    public boolean isMine(int x, int y) {
        return mines.get(geometry.index(x, y));
    }

    /** Number of mines among the cell's neighbours (its clue when it is safe). */
    public int clue(int index) {
        return clues[index];
    }

    /** A copy of the mine set, by cell index. */
    public BitSet mines() {
        return (BitSet) mines.clone();
    }

    /** Cell indices of the mines in increasing order. */
    public int[] mineIndices() {
        return mines.stream().toArray();
    }

    /** The board's size and mine count as {@code WxHxM}. */
    public BoardSpec spec() {
        return new BoardSpec(width(), height(), mineCount);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MineLayout other && geometry.equals(other.geometry) && mines.equals(other.mines);
    }

    @Override
    public int hashCode() {
        return 31 * geometry.hashCode() + mines.hashCode();
    }

    @Override
    public String toString() {
        return spec() + " " + mines;
    }
}
