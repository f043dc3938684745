package io.minesift.minesweeper.variant;

/**
 * A global rule as a state machine: it meets every cell of the board once, in reading order,
 * learns whether it is a mine, and keeps in one {@code long} all it needs to judge the rest (a
 * window of recent cells, labels of groups, counts). Two prefixes with the same state have the
 * same completions, which is what lets the exact engine merge them.
 */
interface Tracker {
    /** The state returned when the prefix can no longer be completed. */
    long REJECT = -1;

    /** The state before any cell. */
    long initial();

    /** The state after {@code cell} (the next cell in reading order) is found a mine or safe; or {@link #REJECT}. */
    long next(long state, int cell, boolean mine);

    /** Whether the rule holds when the board ends in this state. */
    boolean accepts(long state);

    /** The tracker of "no global rule": one state, always accepted. */
    Tracker NONE = new Tracker() {
        public long initial() {
            return 0;
        }

        public long next(long state, int cell, boolean mine) {
            return 0;
        }

        public boolean accepts(long state) {
            return true;
        }
    };
}
