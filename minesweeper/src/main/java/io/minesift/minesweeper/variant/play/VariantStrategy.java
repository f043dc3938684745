package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.variant.VariantPosition;

/** One player in one game of a variant board: looks at what a person sees and names the next cell to open. */
public interface VariantStrategy {
    /** The next cell to open, a hidden cell of {@code view} (which shows no flags: the player keeps its own). */
    Move next(VariantPosition view);
}
