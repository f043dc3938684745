package io.minesift.minesweeper.variant.certainty;

/**
 * Where an encoding puts its constraints over cell literals (cell {@code i} is {@code i + 1},
 * negative for "safe"): the SAT solver ({@link Sat}), or another solver being measured against it.
 */
interface Constraints {
    /** At least one of the literals holds. */
    void clause(int... literals);

    /** Exactly {@code value} of the literals hold. */
    void exactly(int[] literals, int value);

    /** Nothing holds: no layout of this size obeys the rule. */
    void impossible();
}
