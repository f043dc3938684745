package io.minesift.hint;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Locale;

/** The advice when nothing can be deduced: the safest cells, and whether it is a forced 50/50. */
final class Guesses {
    private static final double TIE = 1e-9;

    private Guesses() {
    }

    static Guess advise(Position position, MineProbabilities p, ProbabilityEngine engine) {
        Geometry g = position.geometry();
        double lowest = p.lowestProbability();
        int[] safest = p.safestCells(TIE);
        boolean forced = Math.abs(lowest - 0.5) < TIE && fiftyFiftyPartner(position, p, safest[0], engine) >= 0;
        String text = String.format(Locale.ROOT, "No deduction is possible. The safest %s %s, with a %.1f %% chance of a mine",
                safest.length == 1 ? "cell is" : "cells are", Words.cells(g, Arrays.copyOf(safest, Math.min(6, safest.length)))
                        + (safest.length > 6 ? " and " + (safest.length - 6) + " more" : ""), 100 * lowest);
        if (forced) {
            int partner = fiftyFiftyPartner(position, p, safest[0], engine);
            text += "; " + g.cell(safest[0]).label() + " and " + g.cell(partner).label() + " are a forced 50/50: one of "
                    + "them is a mine and no clue can ever tell which, so guess it now";
        }
        return new Guess(Arrays.stream(safest).boxed().toList(), lowest, forced, text + ".");
    }

    /**
     * A neighbour {@code b} of {@code a} such that exactly one of the two is a mine and no other
     * cell can ever tell them apart: every cell next to only one of them is a known mine. Then
     * swapping their contents changes no number, so the guess can never be avoided.
     */
    static int fiftyFiftyPartner(Position position, MineProbabilities p, int a, ProbabilityEngine engine) {
        Geometry g = position.geometry();
        BitSet mines = p.certainMines();
        for (int k = 0; k < g.degree(a); k++) {
            int b = g.neighbour(a, k);
            if (p.isUnknown(b) && Math.abs(p.probability(b) - 0.5) < TIE && sealed(position, g, mines, a, b)
                    && sealed(position, g, mines, b, a) && exactlyOne(position, a, b, engine)) {
                return b;
            }
        }
        return -1;
    }

    /** Whether every neighbour of {@code x} that is not next to {@code y} (nor {@code y} itself) is a mine. */
    private static boolean sealed(Position position, Geometry g, BitSet mines, int x, int y) {
        for (int k = 0; k < g.degree(x); k++) {
            int n = g.neighbour(x, k);
            boolean known = mines.get(n) || position.state(n) == Position.FLAG || position.state(n) == Position.MINE;
            if (n != y && !g.adjacent(n, y) && !known) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether exactly one of the two is a mine: each has probability 1/2, so if no layout has
     * both, P(exactly one) = P(a) + P(b) = 1. "Both" is tested by flagging both and asking the
     * engine whether any layout remains.
     */
    private static boolean exactlyOne(Position position, int a, int b, ProbabilityEngine engine) {
        byte[] states = position.states();
        states[a] = Position.FLAG;
        states[b] = Position.FLAG;
        return !engine.analyse(Position.of(position.geometry(), position.totalMines(), states)).consistent();
    }
}
