package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;

/**
 * The strong player's game as the opening-book builder ({@link OpeningBookBuilder}) plays it:
 * up to a given guess, and on from there with a chosen cell opened at that guess.
 */
final class BookPlayOut {
    private BookPlayOut() {
    }

    /**
     * Plays the game on until the strong player must make its {@code guess}-th guess (opening the
     * earlier ones); the position then, or null once the game is over. That guess is left to the
     * caller.
     */
    static Position atGuess(Game game, Strategy strategy, int guess) {
        StrongStrategy player = (StrongStrategy) strategy;
        int guesses = 0;
        while (game.status() == GameStatus.PLAYING) {
            Move move = player.certainMove(game.view());
            if (move == null) {
                if (++guesses == guess) {
                    player.guessElsewhere(); // its own choice is not needed here: skip the search
                    return game.view().position();
                }
                move = player.guess();
            }
            game.open(move.cell());
        }
        return null;
    }

    /**
     * Whether the strong player's game on the board is won when the {@code guess}-th guess opens
     * {@code cell} (in the board's own frame) and the player plays every other move: the game
     * the player plays when its book has that move there.
     */
    static boolean playOut(Instance board, Strategy strategy, int guess, int cell) {
        Game game = Game.started(board);
        atGuess(game, strategy, guess);
        game.open(cell);
        while (game.status() == GameStatus.PLAYING) {
            game.open(strategy.next(game.view()).cell());
        }
        return game.status() == GameStatus.WON;
    }
}
