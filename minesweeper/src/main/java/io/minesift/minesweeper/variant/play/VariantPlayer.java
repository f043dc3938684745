package io.minesift.minesweeper.variant.play;

import java.util.SplittableRandom;

/** A virtual player of variant boards: each game gets a fresh strategy and its own random stream. */
public interface VariantPlayer {
    /** A short name for reports, e.g. {@code strong}. */
    String name();

    /** A strategy for one game, drawing every random choice from {@code random}. */
    VariantStrategy newGame(SplittableRandom random);

    /**
     * The variant counterpart of a vanilla weak or strong player, with the same parameters.
     *
     * @throws IllegalArgumentException for any other player
     */
    static VariantPlayer of(io.minesift.minesweeper.player.Player player) {
        if (player instanceof io.minesift.minesweeper.player.StrongPlayer s) {
            return new VariantStrongPlayer(s.parameters());
        }
        if (player instanceof io.minesift.minesweeper.player.WeakPlayer w) {
            return new VariantWeakPlayer(w.parameters());
        }
        throw new IllegalArgumentException("the player " + player.name() + " does not play variant boards");
    }
}
