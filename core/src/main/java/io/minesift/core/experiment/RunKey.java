package io.minesift.core.experiment;

import io.minesift.core.util.Digests;

import java.util.List;
import java.util.Objects;

/**
 * What fixes a sift's results: the run seed, the most plays per board and player, the players in
 * order (their fingerprints, JSON objects as text; the first is the weak player, the last the strong
 * one), the board set (its size and a digest of its board ids in order) and the rule that says how
 * many of the most each board gets ({@link PlayRule#fingerprint}; {@value PlayRule#FIXED_NAME}: all).
 * A journal is resumed only under the same key, so one output folder never mixes two runs.
 */
public record RunKey(long seed, int repeats, List<String> players, String boards, String plays) {
    public RunKey {
        if (repeats < 1) {
            throw new IllegalArgumentException("--repeats must be at least 1, got " + repeats);
        }
        players = List.copyOf(players);
        if (players.size() < 2) {
            throw new IllegalArgumentException("a sift needs at least two players, got " + players.size());
        }
        Objects.requireNonNull(boards, "boards");
        Objects.requireNonNull(plays, "plays");
    }

    /** A key of the fixed rule: every board gets {@code repeats} plays. */
    public RunKey(long seed, int repeats, List<String> players, String boards) {
        this(seed, repeats, players, boards, PlayRule.FIXED_NAME);
    }

    /** Whether every board gets the most plays. */
    public boolean fixedPlays() {
        return PlayRule.FIXED_NAME.equals(plays);
    }

    /** A two-player key. */
    public RunKey(long seed, int repeats, String weak, String strong, String boards) {
        this(seed, repeats, List.of(Objects.requireNonNull(weak, "weak"), Objects.requireNonNull(strong, "strong")), boards);
    }

    /** The first player's fingerprint. */
    public String weak() {
        return players.get(0);
    }

    /** The last player's fingerprint. */
    public String strong() {
        return players.get(players.size() - 1);
    }

    /** The board set's fingerprint: {@code N boards, sha256 XXXXXXXXXXXX} over the ids in order. */
    public static String boardsOf(List<String> ids) {
        StringBuilder text = new StringBuilder();
        ids.forEach(id -> text.append(id).append('\n'));
        return ids.size() + (ids.size() == 1 ? " board" : " boards") + ", sha256 " + Digests.hex12(text.toString());
    }

    /**
     * The first field in which {@code other} differs from this key, as "its FIELD is A, not B", or
     * {@code null} when the keys are equal.
     */
    public String difference(RunKey other) {
        if (seed != other.seed) {
            return "its seed is " + other.seed + ", not " + seed;
        }
        if (repeats != other.repeats) {
            return "its repeats are " + other.repeats + ", not " + repeats;
        }
        if (!boards.equals(other.boards)) {
            return "its board set is " + other.boards + ", not " + boards;
        }
        if (players.size() != other.players.size()) {
            return "it has " + other.players.size() + " players, not " + players.size();
        }
        if (!weak().equals(other.weak())) {
            return "its weak player is " + other.weak() + ", not " + weak();
        }
        if (!strong().equals(other.strong())) {
            return "its strong player is " + other.strong() + ", not " + strong();
        }
        for (int i = 1; i < players.size() - 1; i++) {
            if (!players.get(i).equals(other.players.get(i))) {
                return "its player " + (i + 1) + " is " + other.players.get(i) + ", not " + players.get(i);
            }
        }
        // last: a sequential rule's fingerprint follows from the players (they make its training points)
        if (!plays.equals(other.plays)) {
            return "its plays are " + other.plays + ", not " + plays;
        }
        return null;
    }
}
