package io.minesift.minesweeper.player;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact endgame values shared by all the games of a run ({@code strong-max} on boards of at most
 * 64 cells): on a small board the same positions come up game after game, so each is searched
 * once. It holds only exact values (layouts won with best play, from searches that ran to the
 * end), so a game's moves are the same whatever the memo already holds, in any game order and on
 * any number of threads: the memo only saves time. Safe for concurrent use; past a quarter of
 * the heap (at most {@link #MAX_BYTES}) it stops taking new entries (the searches then keep
 * theirs to themselves), which again changes the time a game takes, not its moves.
 */
final class EndgameMemo {
    /** The most the memo may hold, estimated; 5×5 with 4 mines needs about 1 million entries, a few hundred MB. */
    static final long MAX_BYTES = 1L << 30;
    /** Estimated bytes of an entry besides its key's words: the map's node, the key and array headers, the value. */
    private static final int OVERHEAD = 96;

    private final ConcurrentHashMap<EndgameKey, Integer> wins = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong bytes = new java.util.concurrent.atomic.AtomicLong();
    private final long limit = Math.min(MAX_BYTES, Runtime.getRuntime().maxMemory() / 4);

    /** The layouts won with best play from the set {@code key}, or {@code null} when not known yet. */
    Integer recall(EndgameKey key) {
        return wins.get(key);
    }

    /** Keeps an exact value; false when the memo is full and did not take it. */
    boolean store(EndgameKey key, int layoutsWon) {
        long size = 8L * key.words() + OVERHEAD;
        if (bytes.addAndGet(size) > limit) {
            bytes.addAndGet(-size);
            return false;
        }
        if (wins.putIfAbsent(key, layoutsWon) != null) {
            bytes.addAndGet(-size); // another thread stored it first
        }
        return true;
    }

    /** How many sets the memo holds. */
    int size() {
        return wins.size();
    }
}
