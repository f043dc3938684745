package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.PlayerView;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * The strong player's game: after each move it computes exact probabilities; it opens the
 * certain safe cells one by one, and when none is left it guesses: an unavoidable 50/50
 * ({@link UnavoidableGuess}) at once; with few layouts left, the move of the exact endgame search
 * ({@link Endgame}); else the candidate with the best look-ahead score ({@link Lookahead}).
 */
final class StrongStrategy implements Strategy {
    private final StrongPlayer.Parameters parameters;
    private final StrongPlayer.Search search;
    /** The opening book, or {@code null}. */
    private final OpeningBook book;
    private final ProbabilityEngine engine;
    private final SplittableRandom random;
    private final Lookahead lookahead;
    private final EndgameMemo endgames;
    private int[] safeQueue = new int[0];
    private final BitSet knownMines = new BitSet();
    private int safeHead;
    /** The guesses of the game so far: the opening book holds the first few only. */
    private int guesses;
    /**
     * When {@link #certainMove} found no certain move: the position as shown (the book's keys have
     * no flags), the same with the player's flags, and its analysis.
     */
    private Position seen;
    private Position pending;
    private MineProbabilities pendingProbabilities;

    StrongStrategy(StrongPlayer.Parameters parameters, StrongPlayer.Search search, OpeningBook book,
                   ProbabilityEngine engine, EndgameMemo endgames, SplittableRandom random) {
        this.parameters = parameters;
        this.book = book;
        this.endgames = endgames;
        this.search = search;
        this.engine = engine;
        this.random = random;
        this.lookahead = new Lookahead(engine, parameters, search, random);
    }

    @Override
    public Move next(PlayerView view) {
        Move certain = certainMove(view);
        return certain != null ? certain : guess();
    }

    /**
     * The next certain move; or {@code null} when none is left and the player must guess: then
     * {@link #guess()} chooses the guess, or {@link #guessElsewhere()} counts the one a caller
     * chooses instead.
     */
    Move certainMove(PlayerView view) {
        while (safeHead < safeQueue.length) {
            int cell = safeQueue[safeHead++];
            if (view.state(cell) == Position.HIDDEN) {
                return Move.safe(cell);
            }
        }
        // Mines found earlier stay mines: flag them in the player's own copy of the position, so
        // that the engine (and every look-ahead question) skips the clues they settle.
        Position position = withFlags(view.position());
        MineProbabilities p = engine.analyse(position);
        knownMines.or(p.certainMines());
        BitSet safe = p.certainSafe();
        if (p.consistent() && !safe.isEmpty()) {
            safeQueue = safe.stream().toArray();
            safeHead = 1;
            return Move.safe(safeQueue[0]);
        }
        seen = view.position();
        pending = position;
        pendingProbabilities = p;
        return null;
    }

    /** The caller makes this guess itself (the opening book's builder tries its candidates): it is counted, not searched. */
    void guessElsewhere() {
        guesses++;
    }

    /** The guess, after {@link #certainMove} found no certain move. */
    Move guess() {
        guesses++;
        Position position = pending;
        MineProbabilities p = pendingProbabilities;
        if (!p.consistent()) {
            return blindGuess(position); // only when Monte Carlo sampling found no layout
        }
        boolean firstGuess = guesses == 1;
        Endgame.Choice exact = smallBoardEndgame(position, p);
        if (exact != null) {
            return Move.guess(exact.cell(), p.probability(exact.cell()));
        }
        if (book != null && guesses <= book.depth()) {
            int cell = book.move(seen);
            if (cell >= 0) {
                return Move.guess(cell, p.probability(cell));
            }
        }
        if (parameters.earlyFiftyFifty()) {
            int[] pair = UnavoidableGuess.find(position, p, engine);
            if (pair != null) {
                int cell = pair[random.nextInt(2)];
                return Move.guess(cell, p.probability(cell));
            }
        }
        if (p.exact() && p.log10Layouts() <= Math.log10(parameters.endgameLayouts()) + 1e-9) {
            Endgame.Choice best = Endgame.solve(position, p.certainMines(), parameters.endgameLayouts(),
                    parameters.endgameNodes(), random);
            if (best != null) {
                return Move.guess(best.cell(), p.probability(best.cell()));
            }
        }
        if (search.isolatedLayouts() > 0) {
            Endgame.Choice region = IsolatedRegion.best(position, p, engine, search.isolatedLayouts(),
                    parameters.endgameNodes(), random);
            if (region != null) {
                return Move.guess(region.cell(), p.probability(region.cell()));
            }
        }
        int cell = lookahead.choose(position, p, firstGuess);
        return Move.guess(cell, p.probability(cell));
    }

    /**
     * {@code strong-max} on a board of at most 64 cells with few layouts left: the optimal move,
     * from a search that always runs to the end ({@link Endgame#solveExactly}); else {@code null}.
     * Whether it searches depends on the position alone, never on what the shared memo holds.
     */
    private Endgame.Choice smallBoardEndgame(Position position, MineProbabilities p) {
        int limit = search.smallBoardLayouts();
        if (endgames == null || position.geometry().size() > 64 || !p.exact()
                || p.log10Layouts() > Math.log10(limit) + 1e-9) {
            return null;
        }
        return Endgame.solveExactly(position, p.certainMines(), limit, endgames, random);
    }

    /** A uniform guess among the hidden cells not known to be mines, at the density of the rest. */
    private Move blindGuess(Position position) {
        int[] open = java.util.stream.IntStream.range(0, position.geometry().size())
                .filter(c -> position.state(c) == Position.HIDDEN).toArray();
        int left = position.totalMines() - position.count(Position.FLAG) - position.count(Position.MINE);
        return Move.guess(open[random.nextInt(open.length)], (double) left / open.length);
    }

    private Position withFlags(Position seen) {
        if (knownMines.isEmpty()) {
            return seen;
        }
        byte[] states = seen.states();
        knownMines.stream().forEach(c -> states[c] = Position.FLAG);
        return Position.of(seen.geometry(), seen.totalMines(), states);
    }
}
