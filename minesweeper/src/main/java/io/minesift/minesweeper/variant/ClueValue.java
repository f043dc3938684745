package io.minesift.minesweeper.variant;

import java.util.Arrays;

/**
 * What a revealed cell shows under a clue rule: a number, or for the wall rule (W) the multiset
 * of run lengths, written smallest first with spaces, e.g. {@code 1 3}; {@code 0} when the ring
 * holds no mine.
 */
public sealed interface ClueValue {
    /** The text form: {@code 3}, or {@code 1 3} for runs. */
    String text();

    /** A plain number. */
    record Count(int value) implements ClueValue {
        public Count {
            if (value < 0) {
                throw new IllegalArgumentException("a clue cannot be negative: " + value);
            }
        }

        public String text() {
            return Integer.toString(value);
        }
    }

    /** Run lengths of the wall rule, ascending; empty when the ring holds no mine. */
    record Runs(int[] lengths) implements ClueValue {
        public Runs {
            lengths = lengths.clone();
            Arrays.sort(lengths);
            for (int n : lengths) {
                if (n < 1 || n > 8) {
                    throw new IllegalArgumentException("a run around a clue is 1 to 8 long, got " + n);
                }
            }
            if (Arrays.stream(lengths).sum() > 8) {
                throw new IllegalArgumentException("runs " + Arrays.toString(lengths) + " do not fit in 8 cells");
            }
        }

        @Override
        public int[] lengths() {
            return lengths.clone();
        }

        public String text() {
            if (lengths.length == 0) {
                return "0";
            }
            StringBuilder s = new StringBuilder();
            for (int n : lengths) {
                s.append(s.length() == 0 ? "" : " ").append(n);
            }
            return s.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Runs r && Arrays.equals(lengths, r.lengths);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(lengths);
        }

        @Override
        public String toString() {
            return "Runs[" + text() + "]";
        }
    }

    /**
     * Reads a count ({@code 3}) or, when {@code runs} is set, run lengths ({@code 1 3}, or
     * {@code 0} for none).
     *
     * @throws IllegalArgumentException with a one-line message on anything else
     */
    static ClueValue parse(String text, boolean runs) {
        String t = text.trim();
        if (!t.matches("\\d{1,2}( \\d{1,2})*")) {
            throw new IllegalArgumentException("bad clue '" + text + "': expected a number"
                    + (runs ? " or run lengths such as '1 3'" : ""));
        }
        int[] numbers = Arrays.stream(t.split(" ")).mapToInt(Integer::parseInt).toArray();
        if (!runs) {
            if (numbers.length != 1) {
                throw new IllegalArgumentException("bad clue '" + text + "': one number expected");
            }
            return new Count(numbers[0]);
        }
        if (numbers.length == 1 && numbers[0] == 0) {
            return new Runs(new int[0]);
        }
        return new Runs(numbers);
    }
}
