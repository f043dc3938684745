package io.minesift.spark;

import io.minesift.core.experiment.RunKey;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** A {@link RunKey} as it travels to executors (a record of the experiment is not serializable). */
record ShippedKey(long seed, int repeats, ArrayList<String> players, String boards, String plays) implements Serializable {
    static ShippedKey of(RunKey key) {
        return new ShippedKey(key.seed(), key.repeats(), new ArrayList<>(key.players()), key.boards(), key.plays());
    }

    RunKey key() {
        return new RunKey(seed, repeats, List.copyOf(players), boards, plays);
    }
}
