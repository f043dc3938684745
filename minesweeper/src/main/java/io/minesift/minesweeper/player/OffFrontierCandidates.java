package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;

import java.util.BitSet;

/**
 * The wider choice of off-frontier candidates ({@code strong-max}, {@code wideOffFrontier}): all
 * off-frontier cells are equally likely to be mines, but not equally useful to open. Worth
 * scoring are the cells just behind the frontier, two steps straight out from a clue that still
 * has an undecided neighbour (their number can tie into that clue's cells), and the cells with
 * only two or three hidden neighbours (the likeliest to show a 0 and open a region); when fewer
 * than {@value #ALL_BELOW} off-frontier cells are left, every one of them (then they may be all
 * there is to open, and the look-ahead can afford them all). This is the set the best open solver
 * (David Hill's) scores; the default player keeps only the cell with the fewest hidden neighbours
 * and the {@code interiorCandidates} cells touching the frontier most.
 */
final class OffFrontierCandidates {
    /** Below this many off-frontier cells, every one is a candidate. */
    static final int ALL_BELOW = 30;
    private static final int[][] STRAIGHT_TWO = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};

    private OffFrontierCandidates() {
    }

    /**
     * The candidates among the unknown cells that no open cell touches ({@code frontier} marks
     * those an open cell does), in board order.
     */
    static int[] of(Position position, MineProbabilities p, boolean[] frontier) {
        Geometry g = position.geometry();
        BitSet off = new BitSet();
        for (int c = 0; c < g.size(); c++) {
            if (offFrontier(p, frontier, c)) {
                off.set(c);
            }
        }
        if (off.cardinality() < ALL_BELOW) {
            return off.stream().toArray();
        }
        BitSet chosen = new BitSet();
        for (int c = 0; c < g.size(); c++) {
            if (isLivingClue(position, p, c)) {
                for (int[] d : STRAIGHT_TWO) {
                    int x = g.x(c) + d[0];
                    int y = g.y(c) + d[1];
                    if (g.contains(x, y) && off.get(g.index(x, y))) {
                        chosen.set(g.index(x, y));
                    }
                }
            }
        }
        off.stream().filter(c -> {
            int hidden = hiddenNeighbours(position, p, c);
            return hidden == 2 || hidden == 3;
        }).forEach(chosen::set);
        return chosen.stream().toArray();
    }

    private static boolean offFrontier(MineProbabilities p, boolean[] frontier, int c) {
        return p.isUnknown(c) && !frontier[c] && p.probability(c) > 0 && p.probability(c) < 1;
    }

    /** An open number with an undecided neighbour. */
    private static boolean isLivingClue(Position position, MineProbabilities p, int c) {
        if (position.state(c) < 0) {
            return false;
        }
        Geometry g = position.geometry();
        for (int k = 0; k < g.degree(c); k++) {
            if (p.isUndecided(g.neighbour(c, k))) {
                return true;
            }
        }
        return false;
    }

    /** Hidden neighbours that are not known mines. */
    static int hiddenNeighbours(Position position, MineProbabilities p, int c) {
        Geometry g = position.geometry();
        int hidden = 0;
        for (int k = 0; k < g.degree(c); k++) {
            int nb = g.neighbour(c, k);
            if (position.state(nb) == Position.HIDDEN && !(p.probability(nb) >= 1)) {
                hidden++;
            }
        }
        return hidden;
    }
}
