package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.Instance;

/** Makes boards from a seed; board {@code index} of a run depends on nothing but the seed and the index. */
public interface BoardGenerator {
    /**
     * Board number {@code index} of the run with this seed.
     *
     * @throws IllegalArgumentException when the board's settings cannot be met (too many mines for the rule)
     */
    Instance generate(long seed, int index);
}
