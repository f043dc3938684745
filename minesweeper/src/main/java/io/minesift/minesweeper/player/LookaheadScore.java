package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.BitSet;

/**
 * The look-ahead's score of a guess ({@link Lookahead}): for every number {@code v} the cell
 * could show, the exact chance {@code P(safe, shows v)} (the ratio of layout counts with and
 * without that number) times the safety of the next move in the position it would leave
 * ({@link LivingSafety}: a certain safe cell counts 1); negative for a dead cell, whose number can
 * only be one value and so leaves the next move no better off. Also the same two moves deep.
 */
final class LookaheadScore {
    private final ProbabilityEngine engine;
    private final StrongPlayer.Parameters parameters;
    /** The candidates of the positions two moves deep. */
    private final Candidates candidates;
    /** How many of those candidates are scored ({@code deepCandidates}). */
    private final int deepCandidates;

    LookaheadScore(ProbabilityEngine engine, StrongPlayer.Parameters parameters, Candidates candidates,
                   int deepCandidates) {
        this.engine = engine;
        this.parameters = parameters;
        this.candidates = candidates;
        this.deepCandidates = deepCandidates;
    }

    /**
     * The secondary safety (the chance of surviving this cell and the best next move), plus the
     * progress weight times the chance that the cell's number makes a next move certain; both
     * exact, by the numbers the cell can show. Negative (the same magnitude) for a dead cell,
     * whose number can only be one value.
     */
    double score(Position position, MineProbabilities p, int cell) {
        return evaluate(position, p, cell, -1, null).score();
    }

    /**
     * The same; once even a perfect next move for every number still to come could not lift the
     * score to {@code floor}, it stops and returns that bound (below the floor, never chosen).
     * With {@code outcomes}, it also records what each number leaves ({@link Outcomes}).
     */
    double score(Position position, MineProbabilities p, int cell, double floor, Outcomes outcomes) {
        return evaluate(position, p, cell, floor, outcomes).score();
    }

    /**
     * A candidate's look-ahead score ({@link #score}) and its chance of being safe and showing 0
     * ({@code zeroChance}: the cell opens a region), both from the same layout counts.
     */
    record Scored(double score, double zeroChance) {
    }

    /** The score of {@link #score} and, from the same layout counts, the chance that the cell shows 0. */
    Scored evaluate(Position position, MineProbabilities p, int cell) {
        return evaluate(position, p, cell, -1, null);
    }

    /** The same, with the part-way bound and the record of {@link #score(Position, MineProbabilities, int, double, Outcomes)}. */
    Scored evaluate(Position position, MineProbabilities p, int cell, double floor, Outcomes outcomes) {
        Geometry g = position.geometry();
        int[] range = valueRange(position, p, cell);
        byte[] cells = position.states();
        p.certainMines().stream().forEach(m -> cells[m] = Position.FLAG); // settled mines: fewer clues to redo
        double safety = 0;
        double progress = 0;
        double unseen = 1 - p.probability(cell); // the chance of the numbers not yet looked at
        double zero = 0;
        int values = 0;
        for (int v = range[0]; v <= range[1]; v++) {
            double bound = safety + unseen + parameters.progressWeight() * (progress + unseen);
            if (bound + 1e-9 < floor) {
                return new Scored(bound, zero);
            }
            cells[cell] = (byte) v;
            MineProbabilities next = engine.analyse(Position.of(g, position.totalMines(), cells));
            if (!next.consistent()) {
                continue;
            }
            values++;
            double chance = Math.pow(10, next.log10Layouts() - p.log10Layouts());
            unseen -= chance;
            zero += v == 0 ? chance : 0;
            double s = LivingSafety.of(next, g, parameters.secondBest());
            safety += chance * s;
            if (parameters.progressWeight() > 0 && (s == 1 || LivingSafety.of(next, g, 0) == 1)) {
                progress += chance; // the best living next move is certain
            }
            if (outcomes != null) {
                outcomes.add(cell, next, g);
            }
        }
        double score = safety + parameters.progressWeight() * progress;
        // Negative (never -0.0) marks a dead cell.
        return new Scored(values <= 1 ? -score - Double.MIN_VALUE : score, zero);
    }

    /** The lowest and highest number the cell can show: its known mines, plus at most every hidden neighbour. */
    private static int[] valueRange(Position position, MineProbabilities p, int cell) {
        Geometry g = position.geometry();
        BitSet mines = p.certainMines();
        int known = 0;
        int open = 0;
        for (int k = 0; k < g.degree(cell); k++) {
            int nb = g.neighbour(cell, k);
            byte s = position.state(nb);
            if (s == Position.FLAG || s == Position.MINE || mines.get(nb)) {
                known++;
            } else if (s == Position.HIDDEN) {
                open++;
            }
        }
        return new int[] {known, known + open};
    }

    /**
     * The chance of surviving this cell and the next two moves: for every number it can show,
     * its exact chance times the best one-move score ({@link #score}) among the safest
     * {@code deepCandidates} candidates of the position it leaves (a live candidate before a dead one).
     */
    double deepScore(Position position, MineProbabilities p, int cell) {
        Geometry g = position.geometry();
        byte[] cells = position.states();
        p.certainMines().stream().forEach(m -> cells[m] = Position.FLAG);
        int[] range = valueRange(position, p, cell);
        double total = 0;
        for (int v = range[0]; v <= range[1]; v++) {
            cells[cell] = (byte) v;
            Position after = Position.of(g, position.totalMines(), cells.clone());
            MineProbabilities next = engine.analyse(after);
            if (!next.consistent()) {
                continue;
            }
            double chance = Math.pow(10, next.log10Layouts() - p.log10Layouts());
            total += chance * bestScore(after, next);
        }
        return total;
    }

    /** The best one-move score in a position (1 when nothing is left to guess). */
    private double bestScore(Position position, MineProbabilities p) {
        double lowest = p.lowestProbability();
        if (Double.isNaN(lowest) || lowest >= 1) {
            return 1;
        }
        double alive = -1;
        double dead = -1;
        int[] next = candidates.of(position, p);
        // The safest deepCandidates only: the second level costs a full one-move look-ahead each.
        for (int c : java.util.Arrays.copyOf(next, Math.min(next.length, deepCandidates))) {
            double s = score(position, p, c);
            if (s >= 0) {
                alive = Math.max(alive, s);
            } else {
                dead = Math.max(dead, -s);
            }
        }
        return alive >= 0 ? alive : dead;
    }
}
