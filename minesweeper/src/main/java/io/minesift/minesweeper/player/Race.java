package io.minesift.minesweeper.player;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The play-outs of an opening-book position's candidates, board by board, as a race: every
 * candidate still running has played the same first boards, so any two can be compared on the
 * boards both played (the paired difference: the boards one won and the other lost). Candidate
 * {@link #OWN}, the player's own choice, never drops out. Results of different boards may be
 * recorded from different threads; each board's row is written by one thread only.
 */
final class Race {
    /** The player's own choice: the first candidate. */
    static final int OWN = 0;

    private final boolean[][] won;
    private final int[] played;
    private final boolean[] running;

    Race(int candidates, int boards) {
        this.won = new boolean[boards][candidates];
        this.played = new int[candidates];
        this.running = new boolean[candidates];
        Arrays.fill(running, true);
    }

    /** The candidates still running. */
    int[] running() {
        return IntStream.range(0, running.length).filter(c -> running[c]).toArray();
    }

    void record(int board, int candidate, boolean win) {
        won[board][candidate] = win;
    }

    /** The candidates have now played the first {@code boards} boards. */
    void played(int[] candidates, int boards) {
        IntStream.of(candidates).forEach(c -> played[c] = boards);
    }

    /** The boards each candidate played. */
    int[] played() {
        return played.clone();
    }

    /** The games each candidate won. */
    int[] wins() {
        return IntStream.range(0, played.length).map(c -> wins(c, played[c])).toArray();
    }

    /** The running candidate with the most wins (the first of equals). */
    int leader() {
        int best = OWN;
        for (int c : running()) {
            best = wins(c, played[c]) > wins(best, played[best]) ? c : best;
        }
        return best;
    }

    /** How many more of the boards both played {@code a} won than {@code b}. */
    int lead(int a, int b) {
        int boards = Math.min(played[a], played[b]);
        return wins(a, boards) - wins(b, boards);
    }

    /** The boards both played that one won and the other lost. */
    int discordant(int a, int b) {
        int boards = Math.min(played[a], played[b]);
        int n = 0;
        for (int i = 0; i < boards; i++) {
            n += won[i][a] != won[i][b] ? 1 : 0;
        }
        return n;
    }

    /** Drops every running candidate but {@link #OWN} that trails the leader by more than {@code z} standard errors. */
    void dropTrailing(double z) {
        int leader = leader();
        for (int c : running()) {
            if (c != OWN && c != leader && lead(leader, c) > z * Math.sqrt(discordant(leader, c))) {
                running[c] = false;
            }
        }
    }

    private int wins(int candidate, int boards) {
        int n = 0;
        for (int i = 0; i < boards; i++) {
            n += won[i][candidate] ? 1 : 0;
        }
        return n;
    }
}
