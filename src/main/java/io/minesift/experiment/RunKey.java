package io.minesift.experiment;

import java.util.Objects;

/**
 * What fixes a sift's results: the run seed, the plays per board and player, and the two
 * players. A journal is resumed only under the same key.
 */
public record RunKey(long seed, int repeats, String weak, String strong) {
    public RunKey {
        if (repeats < 1) {
            throw new IllegalArgumentException("--repeats must be at least 1, got " + repeats);
        }
        Objects.requireNonNull(weak, "weak");
        Objects.requireNonNull(strong, "strong");
    }
}
