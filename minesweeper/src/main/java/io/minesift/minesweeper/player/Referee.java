package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.game.GameStatus;

import java.util.Arrays;

/**
 * Runs one game: opens the instance's start cell, then asks the strategy for moves and applies
 * them through {@link Game#open} until the game is won or lost. The strategy sees only the
 * game's {@link io.minesift.minesweeper.game.PlayerView}.
 */
public final class Referee {
    private Referee() {
    }

    /**
     * Plays the instance to the end.
     *
     * @throws IllegalStateException when the strategy names a cell that is not hidden (a bug in
     *                               the strategy: it would never end otherwise)
     */
    public static GameRecord play(Instance instance, Strategy strategy) {
        Game game = Game.started(instance);
        int moves = 0;
        double[] risks = new double[8];
        int guesses = 0;
        while (game.status() == GameStatus.PLAYING) {
            Move move = strategy.next(game.view());
            if (game.view().state(move.cell()) != Position.HIDDEN) {
                throw new IllegalStateException("the player chose " + game.geometry().cell(move.cell()).label()
                        + ", which is not a hidden cell");
            }
            if (move.guess()) {
                if (guesses == risks.length) {
                    risks = Arrays.copyOf(risks, 2 * guesses);
                }
                risks[guesses++] = move.risk();
            }
            game.open(move.cell());
            moves++;
        }
        return new GameRecord(game.status() == GameStatus.WON, moves, Arrays.copyOf(risks, guesses));
    }
}
