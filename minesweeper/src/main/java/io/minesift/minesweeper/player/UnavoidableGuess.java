package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.BitSet;

/**
 * Finds a guess that can never be avoided nor improved by waiting: two neighbouring undecided
 * cells {@code a} and {@code b} whose every other neighbour that touches only one of them is a
 * known mine, and which cannot both be mines.
 *
 * <p>Why it must be guessed, and now: swapping the contents of {@code a} and {@code b} changes
 * no number anywhere but on {@code a} and {@code b} themselves, since every other cell sees both
 * or neither (or is a mine, which shows nothing). So no clue, present or future, nor the mine
 * count, can ever tell "mine on {@code a}" from "mine on {@code b}": when exactly one is a mine,
 * winning needs a blind pick between them, lost half the time whenever it is made. When neither
 * is a mine, opening either is safe. Opening one now therefore loses exactly as often as later,
 * and it ends the games that were lost anyway before any other risky guess is made in them.
 * This covers the plain forced 50/50 (a clue that needs one mine in two sealed cells) and the
 * pseudo 50/50 where the pair may also hold no mine at all (then the guess is safer than 1/2).
 */
public final class UnavoidableGuess {
    private UnavoidableGuess() {
    }

    /**
     * The two cells of such a pair, or {@code null} when there is none. Candidates pass a cheap
     * neighbourhood test first; only they cost an analysis of the position with both flagged.
     */
    public static int[] find(Position position, MineProbabilities p, ProbabilityEngine engine) {
        Geometry g = position.geometry();
        BitSet known = p.certainMines();
        for (int c = 0; c < g.size(); c++) {
            if (position.state(c) == Position.FLAG || position.state(c) == Position.MINE) {
                known.set(c);
            }
        }
        for (int a = 0; a < g.size(); a++) {
            if (!undecided(p, known, a)) {
                continue;
            }
            for (int k = 0; k < g.degree(a); k++) {
                int b = g.neighbour(a, k);
                // Both cells of such a pair are mines with the same chance, at most 1/2.
                if (b > a && undecided(p, known, b) && p.probability(a) <= 0.5 + 1e-9
                        && sealedPair(g, known, a, b) && !bothMinesFit(position, known, a, b, engine)) {
                    return new int[] {a, b};
                }
            }
        }
        return null;
    }

    /** An unknown cell that is neither a known mine nor certainly safe. */
    private static boolean undecided(MineProbabilities p, BitSet known, int cell) {
        return p.isUnknown(cell) && !known.get(cell) && p.probability(cell) > 0;
    }

    /** Whether every cell next to exactly one of {@code a} and {@code b} (other than them) is a known mine. */
    private static boolean sealedPair(Geometry g, BitSet known, int a, int b) {
        return onlyMinesBeside(g, known, a, b) && onlyMinesBeside(g, known, b, a);
    }

    private static boolean onlyMinesBeside(Geometry g, BitSet known, int cell, int other) {
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            if (nb != other && !known.get(nb) && !g.adjacent(nb, other)) {
                return false;
            }
        }
        return true;
    }

    /** Whether some layout that fits has a mine on both cells (known mines flagged, then both). */
    private static boolean bothMinesFit(Position position, BitSet known, int a, int b, ProbabilityEngine engine) {
        byte[] states = position.states();
        known.stream().forEach(c -> states[c] = Position.FLAG);
        states[a] = Position.FLAG;
        states[b] = Position.FLAG;
        return engine.analyse(Position.of(position.geometry(), position.totalMines(), states)).consistent();
    }
}
