package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.player.LuckFairReferee;
import io.minesift.minesweeper.player.LuckTally;
import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.certainty.SampledOdds;

import java.util.SplittableRandom;

/**
 * {@link LuckFairReferee} for variant boards: a guess survives with the cell's posterior
 * safety under the board's rules (every shown clue, the global rule, the mine total; the exact
 * {@link VariantEngine} on what the player sees, or beyond 64 cells the sampled odds of
 * {@link SampledOdds}, the strong player's own), drawn from the play's own luck stream; the game
 * goes on on the same board, through the same stand-in rule when the guessed cell is a mine there
 * ({@link LuckFairReferee#standIn}). A move the player calls proven that hits a mine loses with
 * chance 0. The attempt's fields mean what they mean for vanilla boards.
 */
public final class VariantLuckFairReferee {
    private VariantLuckFairReferee() {
    }

    /**
     * Plays the variant board to the end.
     *
     * @throws IllegalStateException when the strategy names a cell that is not hidden, or the
     *                               engine's state budget is exceeded
     */
    public static Attempt play(Instance board, VariantStrategy strategy, SplittableRandom luck, VariantEngine engine) {
        VariantGame game = VariantGame.started(board);
        LuckTally tally = new LuckTally();
        while (game.status() == VariantGame.Status.PLAYING) {
            VariantPosition view = game.view();
            Move move = strategy.next(view);
            int cell = move.cell();
            if (!view.isHidden(cell)) {
                throw new IllegalStateException("the player chose " + game.geometry().cell(cell).label()
                        + ", which is not a hidden cell");
            }
            if (move.guess() && !view.small()) {
                SampledOdds odds = Posteriors.sampled(view);
                if (tally.guess(move.risk(), odds.consistent() ? Math.max(0, Math.min(1, 1 - odds.probability(cell))) : 0,
                        luck)) {
                    break;
                }
                if (game.isMine(cell)) {
                    cell = LuckFairReferee.standIn(game.geometry(), c -> view.isHidden(c) && !game.isMine(c),
                            odds.consistent() ? odds::probability : null, cell);
                    tally.substituted();
                }
            } else if (move.guess()) {
                VariantProbabilities p = Posteriors.of(engine, view);
                if (tally.guess(move.risk(), safety(p, cell), luck)) {
                    break;
                }
                if (game.isMine(cell)) {
                    cell = LuckFairReferee.standIn(game.geometry(), c -> view.isHidden(c) && !game.isMine(c),
                            p.consistent() ? p::probability : null, cell);
                    tally.substituted();
                }
            } else if (game.isMine(cell)) {
                tally.provenMine();
                break;
            }
            game.open(cell);
        }
        return tally.attempt();
    }

    /** The exact chance that the cell is safe; 0 when no layout fits (which the true layout rules out). */
    static double safety(VariantProbabilities p, int cell) {
        return p.consistent() ? Math.max(0, Math.min(1, 1 - p.probability(cell))) : 0;
    }

    /**
     * A second route to "this board needs no guess": the strong variant player plays it on the
     * referee's game, and the board passes when it is won without a single guess. The generator's
     * own route is its play-out on the witness it grew; this one starts from the board's layout
     * and goes through the player's certainty (the exact engine up to 64 cells, Sat4j beyond).
     */
    public static boolean winsWithoutGuess(Instance board) {
        VariantGame game = VariantGame.started(board);
        VariantStrategy strategy = new VariantStrongPlayer(io.minesift.minesweeper.player.StrongPlayer.Parameters.defaults())
                .newGame(new SplittableRandom(0));
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
