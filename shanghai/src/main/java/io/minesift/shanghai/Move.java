package io.minesift.shanghai;

/** A move: remove tiles {@code a} and {@code b} (tile indices of the layout, {@code a < b}) together. */
public record Move(int a, int b) {
    public Move {
        if (a == b) {
            throw new IllegalArgumentException("a move takes two different tiles, not " + a + " twice");
        }
        if (a > b) {
            int t = a;
            a = b;
            b = t;
        }
    }
}
