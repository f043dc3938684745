package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.variant.VariantEngine;

import java.util.SplittableRandom;

/**
 * The strong player on variant boards ({@link VariantStrongStrategy}). Of the vanilla strong
 * player's parameters only {@code tolerance} applies (the look-ahead's are for vanilla clues).
 */
public final class VariantStrongPlayer implements VariantPlayer {
    private static final VariantEngine ENGINE = new VariantEngine();
    private final double tolerance;

    public VariantStrongPlayer(StrongPlayer.Parameters parameters) {
        this.tolerance = parameters.tolerance();
    }

    @Override
    public String name() {
        return "strong";
    }

    @Override
    public VariantStrategy newGame(SplittableRandom random) {
        return new VariantStrongStrategy(ENGINE, tolerance, random);
    }
}
