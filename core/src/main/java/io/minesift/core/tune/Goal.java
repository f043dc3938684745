package io.minesift.core.tune;

import java.util.Locale;

/**
 * What a tuning run maximises: the win rate; closeness to a target rate (to model a level of
 * play); or separation, how well the strong/weak pair tells the categories of the boards apart.
 */
public sealed interface Goal {
    /** Maximise the tuned player's win rate. */
    record WinRate() implements Goal {
        @Override
        public String toString() {
            return "win-rate";
        }
    }

    /** Bring the tuned player's win rate as close to {@code target} as possible. */
    record TargetRate(double target) implements Goal {
        public TargetRate {
            if (!(target >= 0 && target <= 1)) {
                throw new IllegalArgumentException("--goal target-rate must be between 0 and 1, got " + target);
            }
        }

        @Override
        public String toString() {
            return "target-rate=" + target;
        }
    }

    /**
     * Maximise leave-one-out accuracy of the k-NN on the boards' points labelled by
     * construction, times the balance of its predictions (their entropy over log 3).
     */
    record Separation() implements Goal {
        @Override
        public String toString() {
            return "separation";
        }
    }

    /** Reads {@code win-rate}, {@code separation} or {@code target-rate=X}. */
    static Goal parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("win-rate")) {
            return new WinRate();
        }
        if (t.equals("separation")) {
            return new Separation();
        }
        if (t.startsWith("target-rate=")) {
            try {
                return new TargetRate(Double.parseDouble(t.substring("target-rate=".length())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--goal target-rate needs a number, e.g. target-rate=0.35");
            }
        }
        throw new IllegalArgumentException("unknown goal '" + text + "': use win-rate, separation or target-rate=X");
    }
}
