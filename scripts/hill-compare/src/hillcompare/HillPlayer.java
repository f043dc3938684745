package hillcompare;

import minesweeper.gamestate.GameStateModel;
import minesweeper.solver.Solver;
import minesweeper.solver.settings.PlayStyle;
import minesweeper.solver.settings.SolverSettings;
import minesweeper.solver.utility.BinomialCache;
import minesweeper.structure.Action;

/**
 * Plays one game with Hill's solver the way his bulk worker does: ask the solver for its moves,
 * play them in order until the game ends, count a guess for each move it does not call certain.
 * One instance per thread (the binomial cache is not shared).
 */
final class HillPlayer {
    /** His bulk worker gives up on a game after this many rounds of moves (a solver loop). */
    private static final int MAX_ROUNDS = 1000;

    private final SolverSettings settings;
    private final BinomialCache cache = new BinomialCache(5000, Solver.BINOMIAL_CACHE_LIMIT, Solver.binomialEngine);

    HillPlayer(SolverSettings settings) {
        this.settings = settings;
    }

    /** What became of one game; {@code failure} says why the solver stopped short, null if it did not. */
    record Outcome(boolean won, int guesses, String failure) {
    }

    /** Told of each move just before it is played (for tracing a game). */
    interface MoveListener {
        void before(Action move, GameStateModel game);
    }

    Outcome play(GameStateModel game) {
        return play(game, (move, g) -> { });
    }

    Outcome play(GameStateModel game, MoveListener listener) {
        Solver solver = new Solver(game, settings, false);
        solver.setPlayStyle(PlayStyle.NO_FLAG);
        solver.setBinomialCache(cache);
        int guesses = 0;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Action[] moves;
            try {
                solver.start();
                moves = solver.getResult();
            } catch (RuntimeException e) {
                return new Outcome(false, guesses, "solver threw " + e);
            }
            if (moves == null || moves.length == 0) {
                return new Outcome(false, guesses, "solver returned no move");
            }
            for (Action move : moves) {
                listener.before(move, game);
                game.doAction(move);
                if (!move.isCertainty()) {
                    guesses++;
                }
                int state = game.getGameState();
                if (state == GameStateModel.WON || state == GameStateModel.LOST) {
                    return new Outcome(state == GameStateModel.WON, guesses, null);
                }
            }
        }
        return new Outcome(false, guesses, "no end after " + MAX_ROUNDS + " rounds");
    }
}
