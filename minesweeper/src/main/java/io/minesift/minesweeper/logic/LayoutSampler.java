package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import org.apache.commons.math3.util.CombinatoricsUtils;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Draws whole mine layouts that fit a position, each with its exact chance: every layout that
 * fits the clues and the mine total is equally likely. The components of the frontier are
 * enumerated once, box by box ({@link ComponentSearch#solutions}); a draw then picks each
 * component's number of mines in turn, weighing what the later components and the cells off the
 * frontier can hold with it (a suffix convolution), one of the component's solutions with that
 * number by its count of placements, the cells of each box, and the rest of the mines among the
 * cells off the frontier. Used by the strong-max player's roll-outs.
 */
public final class LayoutSampler {
    private final Frontier frontier;
    private final BitSet settledMines;
    private final int minesLeft;
    /** Per component: its solutions, and their placement counts (the product of the box binomials). */
    private final List<List<int[]>> solutions = new ArrayList<>();
    private final List<double[]> placements = new ArrayList<>();
    /** Per component: the placements summed by its number of mines. */
    private final List<double[]> byMines = new ArrayList<>();
    /** suffix[c][t]: placements of components c and later holding t mines together. */
    private final double[][] suffix;
    /** The chance weight of the cells off the frontier holding r mines, C(interior, r), scaled. */
    private final double[] interiorWeight;

    private LayoutSampler(Frontier frontier, BitSet settledMines, int minesLeft) {
        this.frontier = frontier;
        this.settledMines = settledMines;
        this.minesLeft = minesLeft;
        this.suffix = new double[frontier.components.size() + 1][];
        int interior = frontier.interior.length;
        this.interiorWeight = new double[minesLeft + 1];
        double top = Double.NEGATIVE_INFINITY;
        for (int r = 0; r <= Math.min(minesLeft, interior); r++) {
            top = Math.max(top, CombinatoricsUtils.binomialCoefficientLog(interior, r));
        }
        for (int r = 0; r <= Math.min(minesLeft, interior); r++) {
            interiorWeight[r] = Math.exp(CombinatoricsUtils.binomialCoefficientLog(interior, r) - top);
        }
    }

    /**
     * A sampler for the position (flags count as mines), or {@code null} when the position has no
     * layout or a component needs more than {@code nodeBudget} search steps.
     */
    public static LayoutSampler of(Position position, long nodeBudget) {
        ConstraintSystem full = ConstraintSystem.of(position);
        if (full.contradiction() != null) {
            return null;
        }
        Propagation settled = Propagation.of(full);
        if (settled.contradiction != null) {
            return null;
        }
        ConstraintSystem system = settled.reduced;
        if (system.minesLeft() < 0 || system.minesLeft() > system.unknownCount()) {
            return null;
        }
        Frontier frontier = Frontier.of(system);
        LayoutSampler sampler = new LayoutSampler(frontier, settled.mines, system.minesLeft());
        for (Frontier.Component component : frontier.components) {
            List<int[]> found = new ComponentSearch(frontier, component, system.minesLeft()).solutions(nodeBudget);
            if (found == null) {
                return null;
            }
            sampler.add(component, found);
        }
        return sampler.finish() ? sampler : null;
    }

    private void add(Frontier.Component component, List<int[]> found) {
        int[] boxes = component.boxes();
        double[] weights = new double[found.size()];
        int most = found.stream().mapToInt(k -> k[boxes.length]).max().orElse(0);
        double[] total = new double[most + 1];
        for (int s = 0; s < found.size(); s++) {
            int[] k = found.get(s);
            double w = 1;
            for (int b = 0; b < boxes.length; b++) {
                w *= ComponentSearch.binomial(frontier.boxes.get(boxes[b]).size(), k[b]);
            }
            weights[s] = w;
            total[k[boxes.length]] += w;
        }
        solutions.add(found);
        placements.add(weights);
        byMines.add(total);
    }

    /** The suffix convolutions; false when no layout fits. */
    private boolean finish() {
        int n = byMines.size();
        suffix[n] = new double[] {1};
        for (int c = n - 1; c >= 0; c--) {
            suffix[c] = Combination.convolve(byMines.get(c), suffix[c + 1]);
        }
        return rest(0, 0) > 0;
    }

    /** The weight of all layouts of components {@code c} and later once earlier ones hold {@code used} mines. */
    private double rest(int c, int used) {
        double w = 0;
        for (int t = 0; t < suffix[c].length && used + t <= minesLeft; t++) {
            w += suffix[c][t] * interiorWeight[minesLeft - used - t];
        }
        return w;
    }

    /** One layout, drawn uniformly among those that fit: every mine of it, flags and settled mines included. */
    public BitSet draw(Position position, SplittableRandom random) {
        BitSet mines = (BitSet) settledMines.clone();
        for (int i = 0; i < position.geometry().size(); i++) {
            if (position.state(i) == Position.FLAG || position.state(i) == Position.MINE) {
                mines.set(i);
            }
        }
        int used = 0;
        for (int c = 0; c < byMines.size(); c++) {
            int m = drawMines(c, used, random);
            placeComponent(c, m, mines, random);
            used += m;
        }
        placeAmong(frontier.interior, minesLeft - used, mines, random);
        return mines;
    }

    /** Component {@code c}'s number of mines, by its placements times what the rest can hold with it. */
    private int drawMines(int c, int used, SplittableRandom random) {
        double[] own = byMines.get(c);
        double[] w = new double[own.length];
        double total = 0;
        for (int m = 0; m < own.length && used + m <= minesLeft; m++) {
            w[m] = own[m] == 0 ? 0 : own[m] * rest(c + 1, used + m);
            total += w[m];
        }
        return pick(w, total, random);
    }

    private void placeComponent(int c, int m, BitSet mines, SplittableRandom random) {
        List<int[]> found = solutions.get(c);
        int[] boxes = frontier.components.get(c).boxes();
        double[] w = placements.get(c).clone();
        double total = 0;
        for (int s = 0; s < w.length; s++) {
            w[s] = found.get(s)[boxes.length] == m ? w[s] : 0;
            total += w[s];
        }
        int[] k = found.get(pick(w, total, random));
        for (int b = 0; b < boxes.length; b++) {
            placeAmong(frontier.boxes.get(boxes[b]).cells(), k[b], mines, random);
        }
    }

    /** {@code count} of {@code cells}, uniformly (a partial Fisher-Yates shuffle of a copy). */
    private static void placeAmong(int[] cells, int count, BitSet mines, SplittableRandom random) {
        int[] order = cells.clone();
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(order.length - i);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
            mines.set(order[i]);
        }
    }

    private static int pick(double[] w, double total, SplittableRandom random) {
        double r = random.nextDouble() * total;
        int last = -1;
        for (int i = 0; i < w.length; i++) {
            if (w[i] > 0) {
                last = i;
                if ((r -= w[i]) < 0) {
                    return i;
                }
            }
        }
        return last; // rounding at the very end
    }
}
