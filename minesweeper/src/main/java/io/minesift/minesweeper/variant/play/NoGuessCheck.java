package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.player.StrongPlayer;

import java.util.SplittableRandom;

/**
 * A second route to "this board needs no guess": the strong variant player plays it on the
 * referee's game ({@link VariantGame}), and the board passes when it is won without a single
 * guess. The generator's own route is its play-out on the witness it grew; this one starts
 * from the board file's layout and goes through the player's certainty (the exact engine up to
 * 64 cells, Sat4j beyond), so a generator that fooled itself would be caught.
 */
public final class NoGuessCheck {
    private NoGuessCheck() {
    }

    /** Whether the strong player wins the board without guessing. */
    public static boolean winsWithoutGuess(Instance board) {
        VariantGame game = VariantGame.started(board);
        VariantStrategy strategy = new VariantStrongPlayer(StrongPlayer.Parameters.defaults()).newGame(new SplittableRandom(0));
        while (game.status() == VariantGame.Status.PLAYING) {
            Move move = strategy.next(game.view());
            if (move.guess()) {
                return false;
            }
            game.open(move.cell());
        }
        return game.status() == VariantGame.Status.WON;
    }
}
