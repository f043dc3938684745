package io.minesift.shanghai.play;

import java.util.List;

/**
 * The five weights of the action value ({@link ActionValue}), each declared once here with its
 * range: any real number from {@link #LOW} to {@link #HIGH}. The names are the player files'
 * parameter names.
 */
public record Weights(double dominated, double moves, double high, double floating, double hidden) {
    static final double LOW = -10;
    static final double HIGH = 10;
    static final List<String> NAMES = List.of("dominated", "moves", "high", "floating", "hidden");

    public Weights {
        for (double v : new double[] {dominated, moves, high, floating, hidden}) {
            if (!(v >= LOW && v <= HIGH)) {
                throw new IllegalArgumentException("a weight must be from " + LOW + " to " + HIGH + ", got " + v);
            }
        }
    }

    /** The weights in {@link #NAMES}' order. */
    double[] values() {
        return new double[] {dominated, moves, high, floating, hidden};
    }

    static Weights of(double[] v) {
        return new Weights(v[0], v[1], v[2], v[3], v[4]);
    }
}
