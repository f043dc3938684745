package io.minesift.certainty;

import java.util.ArrayList;
import java.util.List;

/**
 * Cut clauses learnt for the lazily enforced global rules (connection, outside, snake), kept to be
 * handed to the next solver of the same board: a cut holds for every layout that obeys the rules
 * with the board's mine total, whatever the clues, so a solver for another position of the board,
 * or for another candidate layout of it, can start with them instead of learning them again.
 * One pool serves one board size, rule set and mine total, on one thread.
 */
public final class Cuts {
    private final List<int[]> clauses = new ArrayList<>();

    /** How many cuts the pool holds. */
    public int size() {
        return clauses.size();
    }

    void add(int[] clause) {
        clauses.add(clause);
    }

    List<int[]> clauses() {
        return clauses;
    }
}
