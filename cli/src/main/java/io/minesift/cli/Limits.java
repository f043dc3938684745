package io.minesift.cli;

import java.util.Locale;

/**
 * The documented range of every count a command takes (docs/guide.md, "Limits"): each is checked
 * where it enters, so that a mistyped count is refused in one line instead of running for days or
 * running out of memory. The maxima sit far above any use the guide or the research makes.
 */
final class Limits {
    /** Plays per board and player (sift, score, reference, tune): the research's longest runs used 500. */
    static final int REPEATS = 100_000;
    /** Monte Carlo samples of probabilities (default 100,000). */
    static final int SAMPLES = 10_000_000;
    /** Games book plays to the first guess (--scan, default 20,000). */
    static final int BOOK_SCAN = 10_000_000;
    /** Boards per position and race stage of book (--boards, default 4,000). */
    static final int BOOK_BOARDS = 1_000_000;
    /** Positions book studies at a guess (--entries, default 6), and guesses deep (--depth). */
    static final int BOOK_ENTRIES = 1_000;
    static final int BOOK_DEPTH = 20;
    /** Timed games of bench (--count, default 500) and untimed warm-up games (--warmup, default 100). */
    static final int BENCH_GAMES = 10_000_000;
    static final int BENCH_WARMUP = 100_000;
    /** Deals solve-rate solves (default 1,000). */
    static final int SOLVE_RATE_DEALS = 1_000_000;
    /** shanghai-grid: deals (default 100), plays of each (default 10), and their product. */
    static final int GRID_DEALS = 100_000;
    static final int GRID_PLAYS = 10_000;
    static final long GRID_GAMES = 10_000_000L;
    /** Games play plays (default 1,000; the figures use 100,000). */
    static final int PLAY_GAMES = 100_000_000;

    private Limits() {
    }

    /**
     * Refuses {@code value} outside {@code least}..{@code most}, in one line naming the option.
     *
     * @throws IllegalArgumentException naming the option, its range and the value given
     */
    static void check(String option, long value, long least, long most) {
        if (value < least || value > most) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s must be from %,d to %,d, got %,d", option,
                    least, most, value));
        }
    }
}
