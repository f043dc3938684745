package hillcompare;

/**
 * One paired game as one line of a results file: the board index, who won, the guesses each
 * made, the CPU time each took (microseconds, thread time) and, after a {@code #}, why Hill's
 * solver stopped short if it did (an exception, no move).
 */
record GameLine(int index, boolean hillWon, boolean ourWon, int hillGuesses, int ourGuesses, long hillMicros,
                long ourMicros, String failure) {
    static final String HEADER = "# board hill_won ours_won hill_guesses ours_guesses hill_cpu_us ours_cpu_us [# hill failure]";

    String text() {
        return index + " " + (hillWon ? 1 : 0) + " " + (ourWon ? 1 : 0) + " " + hillGuesses + " " + ourGuesses + " "
                + hillMicros + " " + ourMicros + (failure == null ? "" : " # " + failure.replace('\n', ' '));
    }

    /** Reads a line written by {@link #text()}. */
    static GameLine parse(String line) {
        int hash = line.indexOf('#');
        String failure = hash < 0 ? null : line.substring(hash + 1).trim();
        String[] f = (hash < 0 ? line : line.substring(0, hash)).trim().split("\\s+");
        if (f.length != 7) {
            throw new IllegalArgumentException("expected 7 fields, got " + f.length + ": '" + line + "'");
        }
        if (Integer.parseInt(f[0]) < 0) {
            throw new IllegalArgumentException("a board index is never negative: '" + line + "'");
        }
        return new GameLine(Integer.parseInt(f[0]), bit(f[1]), bit(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                Long.parseLong(f[5]), Long.parseLong(f[6]), failure);
    }

    private static boolean bit(String s) {
        return switch (s) {
            case "0" -> false;
            case "1" -> true;
            default -> throw new IllegalArgumentException("expected 0 or 1, got '" + s + "'");
        };
    }
}
