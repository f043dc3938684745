package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.player.UnavoidableGuess;

import java.util.Arrays;
import java.util.Locale;

/**
 * The advice when nothing can be deduced: the safest cells, and any pair of cells that no clue
 * nor the mine count can ever tell apart (found as the strong player finds it): a forced 50/50
 * when one of the two is surely a mine, else a pseudo 50/50. Either must be guessed sooner or
 * later, so guessing it now costs nothing.
 */
final class Guesses {
    private static final double TIE = 1e-9;

    private Guesses() {
    }

    static Guess advise(Position position, MineProbabilities p, ProbabilityEngine engine) {
        Geometry g = position.geometry();
        double lowest = p.lowestProbability();
        int[] safest = p.safestCells(TIE);
        String text = String.format(Locale.ROOT, "No deduction is possible. The safest %s %s, with a %s %% chance of a mine",
                safest.length == 1 ? "cell is" : "cells are", Words.cells(g, Arrays.copyOf(safest, Math.min(6, safest.length)))
                        + (safest.length > 6 ? " and " + (safest.length - 6) + " more" : ""), Words.oneDecimal(100 * lowest));
        int[] pair = UnavoidableGuess.find(position, p, engine);
        boolean forced = pair != null && Math.abs(p.probability(pair[0]) - 0.5) < TIE;
        if (pair != null) {
            String both = g.cell(pair[0]).label() + " and " + g.cell(pair[1]).label();
            text += forced
                    ? "; " + both + " are a forced 50/50: one of them is a mine and no clue can ever tell which, so guess it now"
                    : String.format(Locale.ROOT, "; %s can never be told apart (a pseudo 50/50, %s %% each): that guess "
                    + "must be made sooner or later, so making it now costs nothing", both, Words.oneDecimal(100 * p.probability(pair[0])));
        }
        return new Guess(Arrays.stream(safest).boxed().toList(), lowest, forced, text + ".");
    }
}
