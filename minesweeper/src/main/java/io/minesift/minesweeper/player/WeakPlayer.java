package io.minesift.minesweeper.player;

import java.util.SplittableRandom;

/**
 * The weak virtual player: two-body search only (single clues and pairs of clues, as
 * {@link io.minesift.minesweeper.logic.TwoBody} defines it), no enumeration, and the total mine count only
 * when {@link Parameters#useMineCount()} allows (a mine counter at 0, which anyone sees, always
 * counts). When it finds nothing safe it guesses by its {@link GuessPolicy}.
 */
public final class WeakPlayer implements Player {
    /** How the weak player guesses when its logic is stuck. */
    public enum GuessPolicy {
        /** Any undecided cell, uniformly. */
        UNIFORM,
        /**
         * The undecided cell that looks least risky by single clues: a cell next to clues gets the
         * highest of their local densities (mines needed over cells open), any other cell the
         * density of the rest of the board; ties (within the tolerance) at random.
         */
        LOCAL_DENSITY
    }

    /**
     * @param useMineCount whether the total mine count joins the reasoning (as one more clue over
     *                     every undecided cell)
     * @param guess        the guessing policy
     * @param tolerance    estimates within this of the best count as ties (LOCAL_DENSITY)
     * @param overlook     the chance, each time it has found a safe cell, that the player misses it
     *                     and guesses instead: a continuous knob from perfect two-body play (0)
     *                     down to guessing all the time (1), to model a level of human play
     */
    public record Parameters(boolean useMineCount, GuessPolicy guess, double tolerance, double overlook) {
        /** Each value checked against its declaration in {@link PlayerKinds#WEAK}. */
        public Parameters {
            if (guess == null) {
                throw new IllegalArgumentException("the guess policy must be given");
            }
            PlayerKinds.WEAK.parameter("tolerance").check(tolerance);
            PlayerKinds.WEAK.parameter("overlook").check(overlook);
        }

        /** The declared defaults. */
        public static Parameters defaults() {
            return ((WeakPlayer) PlayerKinds.defaults(PlayerKinds.WEAK)).parameters();
        }
    }

    private final Parameters parameters;

    public WeakPlayer(Parameters parameters) {
        this.parameters = parameters;
    }

    public Parameters parameters() {
        return parameters;
    }

    @Override
    public String name() {
        return "weak";
    }

    @Override
    public Strategy newGame(SplittableRandom random) {
        return new WeakStrategy(parameters, random);
    }
}
