package io.minesift.minesweeper.player;

import io.minesift.core.experiment.Attempt;

import java.util.SplittableRandom;

/**
 * The running account of one luck-fair play, shared by the referees of vanilla and variant boards:
 * each guess multiplies the play's chance by the guessed cell's exact safety and draws its
 * survival from the play's luck stream; the attempt follows from the account (docs/design.md:
 * luck-fair play).
 */
public final class LuckTally {
    private boolean drawsWon = true;
    private double chance = 1;
    private double survival = 1;
    private int guesses;
    private int substitutions;

    /**
     * A guess of the player's estimated {@code risk} on a cell of exact {@code safety}: its draw
     * comes from {@code luck}. Returns whether the play is over (its chance has reached 0).
     */
    public boolean guess(double risk, double safety, SplittableRandom luck) {
        guesses++;
        survival *= 1 - risk;
        chance *= safety;
        drawsWon &= luck.nextDouble() < safety;
        return chance == 0;
    }

    /** The guessed cell was a mine on the board, and the game goes on through a stand-in. */
    public void substituted() {
        substitutions++;
    }

    /** A move the player called proven hit a mine: the play is lost with chance 0. */
    public void provenMine() {
        chance = 0;
        drawsWon = false;
    }

    /** The play as the experiment sees it. */
    public Attempt attempt() {
        boolean won = chance > 0 && drawsWon;
        return new Attempt(won, Math.min(1, chance), guesses, survival, chance > 0 && substitutions == 0, substitutions);
    }
}
