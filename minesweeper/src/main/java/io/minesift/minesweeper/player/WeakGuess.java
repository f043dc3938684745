package io.minesift.minesweeper.player;

import io.minesift.minesweeper.game.PlayerView;

import java.util.SplittableRandom;

/**
 * How the weak player ({@link WeakStrategy}) guesses when its rules settle nothing: a cell drawn
 * at random, or (the {@code LOCAL_DENSITY} policy) one of the cells whose neighbouring clues
 * make them look least likely a mine; and when it misses a safe cell it has found.
 */
final class WeakGuess {
    private final WeakPlayer.Parameters parameters;
    private final SplittableRandom random;

    WeakGuess(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.random = random;
    }

    /**
     * Whether the player misses the safe cell it has found this time (the {@code overlook}
     * parameter), when there is anything else to guess. No random number is drawn at 0, so the
     * default player plays exactly as it did before the parameter existed.
     */
    boolean overlooks(WeakKnowledge k) {
        return parameters.overlook() > 0 && k.undecided() > 0 && random.nextDouble() < parameters.overlook();
    }

    /** The guess among the undecided cells of {@code k}. */
    Move guess(PlayerView view, WeakKnowledge k) {
        int left = view.totalMines() - k.knownMines();
        double density = k.undecided() == 0 ? 0 : (double) left / k.undecided();
        if (parameters.guess() == WeakPlayer.GuessPolicy.LOCAL_DENSITY) {
            return leastDense(k, density);
        }
        int pick = random.nextInt(k.undecided());
        for (int c = 0; c < k.known.length; c++) {
            if (k.known[c] == WeakKnowledge.UNDECIDED && pick-- == 0) {
                return Move.guess(c, density);
            }
        }
        throw new IllegalStateException("no undecided cell left to guess");
    }

    private Move leastDense(WeakKnowledge k, double restDensity) {
        byte[] known = k.known;
        double best = Double.MAX_VALUE;
        double[] estimate = new double[known.length];
        for (int c = 0; c < known.length; c++) {
            if (known[c] != WeakKnowledge.UNDECIDED) {
                continue;
            }
            double e = -1;
            for (int n = 0; n < k.g.degree(c); n++) {
                int nb = k.g.neighbour(c, n);
                if (known[nb] == WeakKnowledge.REVEALED && k.mask[nb] != 0) {
                    e = Math.max(e, (double) k.need[nb] / Integer.bitCount(k.mask[nb]));
                }
            }
            estimate[c] = e < 0 ? restDensity : e;
            best = Math.min(best, estimate[c]);
        }
        int ties = 0;
        int choice = -1;
        for (int c = 0; c < known.length; c++) {
            if (known[c] == WeakKnowledge.UNDECIDED && estimate[c] <= best + parameters.tolerance()
                    && random.nextInt(++ties) == 0) {
                choice = c;
            }
        }
        return Move.guess(choice, estimate[choice]);
    }
}
