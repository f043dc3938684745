package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Position;
import io.minesift.game.PlayerView;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * The strong player's game: after each move it computes exact probabilities; it opens the
 * certain safe cells one by one, and when none is left it guesses: a forced 50/50 at once; with
 * few layouts left, the move of the exact endgame search ({@link Endgame}); else the candidate
 * with the best look-ahead score ({@link Lookahead}).
 */
final class StrongStrategy implements Strategy {
    private final StrongPlayer.Parameters parameters;
    private final ProbabilityEngine engine;
    private final SplittableRandom random;
    private final Lookahead lookahead;
    private int[] safeQueue = new int[0];
    private final BitSet knownMines = new BitSet();
    private int safeHead;

    StrongStrategy(StrongPlayer.Parameters parameters, ProbabilityEngine engine, SplittableRandom random) {
        this.parameters = parameters;
        this.engine = engine;
        this.random = random;
        this.lookahead = new Lookahead(engine, parameters, random);
    }

    @Override
    public Move next(PlayerView view) {
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
        if (!p.consistent()) {
            return blindGuess(position); // only when Monte Carlo sampling found no layout
        }
        BitSet safe = p.certainSafe();
        if (!safe.isEmpty()) {
            safeQueue = safe.stream().toArray();
            safeHead = 1;
            return Move.safe(safeQueue[0]);
        }
        if (parameters.earlyFiftyFifty()) {
            int cell = forcedFiftyFifty(position, p);
            if (cell >= 0) {
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
        int cell = lookahead.choose(position, p);
        return Move.guess(cell, p.probability(cell));
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

    /**
     * A cell of a forced 50/50: two cells that a clue says hold exactly one mine, whose other
     * hidden neighbours are all certain mines, and whose revealed neighbours see no other
     * undecided cell. Nothing but opening one can ever tell them apart, so guessing now loses
     * nothing and saves playing on. Returns -1 when there is none.
     */
    private int forcedFiftyFifty(Position position, MineProbabilities p) {
        Geometry g = position.geometry();
        BitSet mines = p.certainMines();
        int[] around = new int[8];
        for (int a = 0; a < g.size(); a++) {
            if (!p.isUnknown(a) || Math.abs(p.probability(a) - 0.5) > 1e-9) {
                continue;
            }
            for (int k = 0; k < g.degree(a); k++) {
                int clue = g.neighbour(a, k);
                if (position.state(clue) < 0 || undecided(position, p, mines, clue, around) != 2) {
                    continue;
                }
                int partner = around[0] == a ? around[1] : around[0];
                if (position.state(clue) - minesAround(position, mines, clue) == 1
                        && sealed(position, p, mines, a, partner) && sealed(position, p, mines, partner, a)) {
                    return random.nextBoolean() ? a : partner;
                }
            }
        }
        return -1;
    }

    /**
     * Whether no undecided cell but {@code cell} and {@code partner} lies next to {@code cell}
     * or next to any clue beside it: then no future clue can say anything about the pair.
     */
    private static boolean sealed(Position position, MineProbabilities p, BitSet mines, int cell, int partner) {
        Geometry g = position.geometry();
        int[] around = new int[8];
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            int n = position.state(nb) >= 0 ? undecided(position, p, mines, nb, around) : 0;
            if (p.isUnknown(nb) && !mines.get(nb) && nb != partner) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (around[i] != cell && around[i] != partner) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The hidden neighbours of {@code cell} that are not certain mines, into {@code out}; returns how many. */
    private static int undecided(Position position, MineProbabilities p, BitSet mines, int cell, int[] out) {
        Geometry g = position.geometry();
        int n = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            if (p.isUnknown(nb) && !mines.get(nb)) {
                out[n++] = nb;
            }
        }
        return n;
    }

    private static int minesAround(Position position, BitSet mines, int cell) {
        Geometry g = position.geometry();
        int n = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            n += position.state(nb) == Position.FLAG || position.state(nb) == Position.MINE || mines.get(nb) ? 1 : 0;
        }
        return n;
    }
}
