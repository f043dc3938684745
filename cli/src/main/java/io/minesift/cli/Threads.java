package io.minesift.cli;

/** The worker thread count of {@code --threads}: the number of cores unless given, 1 to 256. */
final class Threads {
    private Threads() {
    }

    static int resolve(Integer threads) {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1 || t > 256) {
            throw new IllegalArgumentException("--threads must be between 1 and 256, got " + t);
        }
        return t;
    }
}
