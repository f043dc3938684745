package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.LayoutSampler;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Scores close guess candidates by playing on (the strong-max player's roll-outs). Layouts are
 * drawn from the exact posterior of the position ({@link LayoutSampler}); on each, every
 * candidate is opened and the certain moves that follow are played, round by round, up to the
 * next real guess, whose safety (as the look-ahead weighs a next move,
 * {@link LivingSafety#of}) is the roll-out's score; a won game, or a stop with certain
 * moves left, scores 1. The one-move look-ahead credits a number that settles one old cell as
 * much as one that opens a region; a roll-out sees what the certain moves after it uncover.
 *
 * <p>Every candidate plays on the same layouts (a paired comparison), and a candidate's score is
 * its exact safety times the mean score over the layouts where it is safe, so the noise of which
 * candidates happen to be mines in the draw does not enter. A few dozen layouts still leave the
 * score far noisier than the gaps between close candidates, so each roll-out also gives the
 * score the one-move look-ahead would give its first position ({@link Scores#firstMove}); the
 * look-ahead adds only the difference to its exact score (a control variate: the two move
 * together from layout to layout, their difference much less).
 *
 * <p>A roll-out may also play through later guesses ({@code guesses} of them, each on the safest
 * living cell): a guess that hits the layout's mine scores 0, and a game won scores 1, so with
 * enough guesses and rounds the score is the chance of winning the game with that simple policy
 * after the candidate (the {@code strong-max} player's opening roll-outs).
 */
final class Rollouts {
    private final ProbabilityEngine engine;
    private final double secondBest;
    private final int depth;
    private final int guesses;

    /** Roll-outs that stop at the next guess, after at most {@code depth} rounds of certain moves. */
    Rollouts(ProbabilityEngine engine, double secondBest, int depth) {
        this(engine, secondBest, depth, 0);
    }

    /** Roll-outs that play through up to {@code guesses} later guesses (each on the safest living cell). */
    Rollouts(ProbabilityEngine engine, double secondBest, int depth, int guesses) {
        this.engine = engine;
        this.secondBest = secondBest;
        this.depth = depth;
        this.guesses = guesses;
    }

    /**
     * Per cell: the roll-out score, and on the same layouts the one-move look-ahead's score of
     * the position right after the cell is opened (both its exact safety times a mean over the
     * layouts where it is safe).
     */
    record Scores(double[] rolledOut, double[] firstMove) {
    }

    /**
     * The scores of each cell, or {@code null} when the layouts cannot be drawn (a component too
     * large to enumerate within {@code nodeBudget}).
     */
    Scores scores(Position position, MineProbabilities p, int[] cells, int samples, long nodeBudget,
                    SplittableRandom random) {
        LayoutSampler sampler = LayoutSampler.of(position, nodeBudget);
        if (sampler == null) {
            return null;
        }
        byte[] start = position.states();
        p.certainMines().stream().forEach(m -> start[m] = Position.FLAG);
        double[] sum = new double[cells.length];
        double[] firstSum = new double[cells.length];
        double[] outcome = new double[2];
        int[] safe = new int[cells.length];
        for (int s = 0; s < samples; s++) {
            BitSet mines = sampler.draw(position, random);
            for (int i = 0; i < cells.length; i++) {
                if (!mines.get(cells[i])) {
                    safe[i]++;
                    playOn(position.geometry(), position.totalMines(), start.clone(), mines, cells[i], outcome);
                    sum[i] += outcome[0];
                    firstSum[i] += outcome[1];
                }
            }
        }
        double[] rolled = new double[cells.length];
        double[] first = new double[cells.length];
        for (int i = 0; i < cells.length; i++) {
            // No draw where it is safe (rare: a risky cell and few draws): it keeps its safety alone.
            double safety = 1 - p.probability(cells[i]);
            rolled[i] = safety * (safe[i] == 0 ? 1 : sum[i] / safe[i]);
            first[i] = safety * (safe[i] == 0 ? 1 : firstSum[i] / safe[i]);
        }
        return new Scores(rolled, first);
    }

    /**
     * Opens the cell on this layout, then plays the certain moves. {@code outcome[0]}: the safety
     * of the guess it stops at; {@code outcome[1]}: the living safety right after the cell opened.
     */
    private void playOn(Geometry g, int totalMines, byte[] states, BitSet mines, int cell, double[] outcome) {
        int hiddenSafe = 0;
        for (int c = 0; c < states.length; c++) {
            hiddenSafe += states[c] == Position.HIDDEN && !mines.get(c) ? 1 : 0;
        }
        hiddenSafe -= reveal(g, states, mines, cell);
        outcome[1] = -1;
        outcome[0] = 1; // won, or the horizon reached with certain moves left: the next move is safe
        int guessesLeft = guesses;
        for (int round = 0; round <= depth && hiddenSafe > 0; round++) {
            MineProbabilities q = engine.analyse(Position.of(g, totalMines, states));
            if (!q.consistent()) {
                outcome[0] = 0; // cannot happen on a layout that fits; counted as a loss, to be safe
                break;
            }
            if (round == 0) {
                outcome[1] = LivingSafety.of(q, g, secondBest);
            }
            BitSet safe = q.certainSafe();
            if (safe.isEmpty() && guessesLeft > 0) {
                guessesLeft--;
                int guess = safestLiving(q, g);
                if (mines.get(guess)) {
                    outcome[0] = 0;
                    break;
                }
                safe.set(guess); // opened this round with nothing certain: the game goes on from its number
            } else if (safe.isEmpty()) {
                outcome[0] = LivingSafety.of(q, g, secondBest);
                break;
            }
            q.certainMines().stream().forEach(m -> states[m] = Position.FLAG);
            for (int c = safe.nextSetBit(0); c >= 0 && round < depth; c = safe.nextSetBit(c + 1)) {
                hiddenSafe -= reveal(g, states, mines, c);
            }
        }
        if (outcome[1] < 0) {
            outcome[1] = 1; // won at once
        }
    }

    /**
     * The guess of a roll-out that plays on: the safest cell with an undecided neighbour (its
     * number can tell something), the lowest index among equals; the safest undecided cell when
     * none is living.
     */
    static int safestLiving(MineProbabilities q, Geometry g) {
        int best = -1;
        int bestAny = -1;
        for (int c = 0; c < g.size(); c++) {
            if (!q.isUndecided(c)) {
                continue;
            }
            if (bestAny < 0 || q.probability(c) < q.probability(bestAny)) {
                bestAny = c;
            }
            boolean living = false;
            for (int k = 0; k < g.degree(c) && !living; k++) {
                living = q.isUndecided(g.neighbour(c, k));
            }
            if (living && (best < 0 || q.probability(c) < q.probability(best))) {
                best = c;
            }
        }
        return best >= 0 ? best : bestAny;
    }

    /** Opens a safe cell as the game does (a zero opens its whole region); how many cells it opened. */
    private static int reveal(Geometry g, byte[] states, BitSet mines, int cell) {
        if (states[cell] != Position.HIDDEN) {
            return 0;
        }
        int opened = 0;
        int[] stack = new int[g.size()];
        int top = 0;
        stack[top++] = cell;
        states[cell] = 0; // marked open; its number is set when it is taken off the stack
        while (top > 0) {
            int c = stack[--top];
            int n = 0;
            for (int k = 0; k < g.degree(c); k++) {
                n += mines.get(g.neighbour(c, k)) ? 1 : 0;
            }
            states[c] = (byte) n;
            opened++;
            for (int k = 0; n == 0 && k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                if (states[nb] == Position.HIDDEN) {
                    states[nb] = 0;
                    stack[top++] = nb;
                }
            }
        }
        return opened;
    }
}
