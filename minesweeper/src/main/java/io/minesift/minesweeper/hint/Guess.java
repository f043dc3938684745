package io.minesift.minesweeper.hint;

import java.util.List;

/**
 * The advice when no deduction exists: the safest cells and their mine probability, and
 * whether the guess is a forced 50/50 (two cells no clue can ever tell apart).
 */
public record Guess(List<Integer> safest, double probability, boolean forcedFiftyFifty, String explanation) {
    public Guess {
        safest = List.copyOf(safest);
    }
}
