package io.minesift.minesweeper.logic;

import java.util.Arrays;

/**
 * "These cells hold exactly this many mines": the knowledge one clue gives, and the unit every
 * deduction works on. Keeping a clue as a constraint over a set of cells lets other clue shapes
 * (variant rules) plug in later without touching the solvers.
 *
 * @param source the cell whose clue this is (row-major index), or {@code -1} for a global rule
 *               such as the total mine count
 * @param cells  the unknown cells it covers, sorted, no repeats (the accessor returns the record's own
 *               array, for the solvers' hot loops: read it, never change it)
 * @param mines  how many of them are mines
 */
public record Constraint(int source, int[] cells, int mines) {
    public Constraint {
        cells = cells.clone();
        Arrays.sort(cells);
    }

    public int size() {
        return cells.length;
    }

    public boolean contains(int cell) {
        return Arrays.binarySearch(cells, cell) >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Constraint c && source == c.source && mines == c.mines && Arrays.equals(cells, c.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * source + mines) + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return "Constraint[source=" + source + ", cells=" + Arrays.toString(cells) + ", mines=" + mines + "]";
    }
}
