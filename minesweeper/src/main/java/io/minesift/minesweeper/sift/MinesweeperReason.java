package io.minesift.minesweeper.sift;

import io.minesift.core.experiment.BoardResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One line in plain words on why a Minesweeper board plays as it does: first what exact logic
 * meets on it (its deduction profile: forced guesses and their survival, or the hardest reasoning
 * it needs), then how often the weak player has to guess. The profile is a fact of the board;
 * the weak player's guesses show what lacking that reasoning costs.
 */
public final class MinesweeperReason {
    /** Fewer weak guesses than this per play read as none. */
    private static final double SOME_GUESSING = 0.05;

    private MinesweeperReason() {
    }

    /** The reason, or empty when the board's profile was not measured. */
    static String of(BoardResult result) {
        return of(result.measures(), result.weak().meanGuesses());
    }

    /** The reason from a board's measures and the weak player's mean guesses (as {@code summary.json} holds them). */
    public static String of(Map<String, Double> m, double weakGuesses) {
        Double forced = m.get(MinesweeperMeasurer.FORCED_GUESSES);
        Double survival = m.get(MinesweeperMeasurer.GUESS_SURVIVAL);
        if (forced == null || survival == null) {
            return "";
        }
        String profile = forced > 0
                ? count(forced, "forced guess", "forced guesses") + ", " + Math.round(100 * survival) + " % survival"
                : logicNeeded(m);
        return weakGuesses < SOME_GUESSING ? profile
                : profile + String.format(Locale.ROOT, "; the weak player guesses %.1f times on average", weakGuesses);
    }

    /**
     * The reason of a board under variant rules, which has no deduction profile: its rules and how
     * often the weak player guesses ({@code rules T,V; the weak player guesses 0.4 times on average}).
     */
    public static String ofVariant(String rules, double weakGuesses) {
        return "rules " + rules + String.format(Locale.ROOT, "; the weak player guesses %.1f times on average", weakGuesses);
    }

    /** What a board exact logic finishes without a guess needs beyond single clues and pairs of clues. */
    private static String logicNeeded(Map<String, Double> m) {
        List<String> needs = new ArrayList<>();
        double several = m.getOrDefault(MinesweeperMeasurer.ENUMERATION, 0.0);
        double total = m.getOrDefault(MinesweeperMeasurer.MINE_COUNT, 0.0);
        if (several > 0) {
            needs.add("several clues together for " + count(several, "cell", "cells"));
        }
        if (total > 0) {
            needs.add("the mine count for " + count(total, "cell", "cells"));
        }
        return needs.isEmpty() ? "single clues and pairs of clues finish it"
                : "exact logic needs " + String.join(" and ", needs);
    }

    private static String count(double n, String one, String many) {
        long whole = Math.round(n);
        return whole + " " + (whole == 1 ? one : many);
    }
}
