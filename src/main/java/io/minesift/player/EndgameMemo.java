package io.minesift.player;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact endgame values shared by all the games of a run ({@code strong-max} on boards of at most
 * 64 cells): on a small board the same positions come up game after game, so each is searched
 * once. It holds only exact values (layouts won with best play, from searches that ran to the
 * end), so a game's moves are the same whatever the memo already holds, in any game order and on
 * any number of threads: the memo only saves time. Safe for concurrent use; past
 * {@link #CAPACITY} entries it stops taking new ones (the searches keep theirs to themselves).
 */
final class EndgameMemo {
    /** About 100 to 200 bytes an entry on a 5×5 board: a few hundred megabytes at most. */
    static final int CAPACITY = 3_000_000;

    private final ConcurrentHashMap<Endgame.Key, Integer> wins = new ConcurrentHashMap<>();

    /** The layouts won with best play from the set {@code key}, or {@code null} when not known yet. */
    Integer recall(Endgame.Key key) {
        return wins.get(key);
    }

    /** Keeps an exact value; false when the memo is full and did not take it. */
    boolean store(Endgame.Key key, int layoutsWon) {
        if (wins.size() >= CAPACITY) {
            return false;
        }
        wins.put(key, layoutsWon);
        return true;
    }

    /** How many sets the memo holds. */
    int size() {
        return wins.size();
    }
}
