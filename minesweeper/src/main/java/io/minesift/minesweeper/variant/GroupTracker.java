package io.minesift.minesweeper.variant;

/**
 * Base of the trackers that keep group labels of the last {@code w} cells (O and S): 4 bits of
 * label a cell must fit in 32 bits, so the board may be at most 8 wide.
 */
abstract class GroupTracker implements Tracker {
    final int w;

    GroupTracker(int w, String rule) {
        if (w > 8) {
            throw new IllegalArgumentException("the " + rule + " rule's exact count needs a width of at most 8");
        }
        this.w = w;
    }

    public long initial() {
        return 0;
    }
}
