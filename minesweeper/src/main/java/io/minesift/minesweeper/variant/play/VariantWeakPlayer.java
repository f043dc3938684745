package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.player.WeakPlayer;

import java.util.SplittableRandom;

/** The weak player on variant boards, with the vanilla weak player's parameters ({@link VariantWeakStrategy}). */
public final class VariantWeakPlayer implements VariantPlayer {
    private final WeakPlayer.Parameters parameters;

    public VariantWeakPlayer(WeakPlayer.Parameters parameters) {
        this.parameters = parameters;
    }

    @Override
    public String name() {
        return "weak";
    }

    @Override
    public VariantStrategy newGame(SplittableRandom random) {
        return new VariantWeakStrategy(parameters, random);
    }
}
