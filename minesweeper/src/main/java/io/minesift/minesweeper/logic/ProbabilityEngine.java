package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.util.Seeds;
import io.minesift.core.util.SplitMix;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Exact mine probabilities for a position: the strong player's engine.
 *
 * <p>Constraints come from the clues (flags count as mines); cells touching the same clues are
 * grouped into boxes; linked boxes form components, each enumerated on its own and counted by
 * its number of mines; the components and the cells off the frontier are then joined through
 * binomial weights (see {@link Combination}). A component whose search would take more than
 * {@link Settings#nodeBudget()} steps is estimated by Monte Carlo instead, and the answer says
 * so. Memory stays bounded: nothing grows with the number of layouts.
 */
public final class ProbabilityEngine {
    /**
     * @param nodeBudget largest number of search steps spent enumerating one component
     * @param samples    random probes for a component over budget, split into {@code batches}
     * @param batches    batches for the standard error (batch means)
     * @param exactCount whether to count the layouts exactly (a big integer; slower)
     * @param seed       seed of the Monte Carlo fallback, mixed with the position
     */
    public record Settings(long nodeBudget, int samples, int batches, boolean exactCount, long seed) {
        public Settings {
            if (nodeBudget < 1 || samples < 1 || batches < 2 || batches > samples) {
                throw new IllegalArgumentException("need nodeBudget >= 1 and 2 <= batches <= samples");
            }
        }

        /** Fast settings for players: a budget of 200,000 steps, 20,000 probes, no exact count. */
        public static Settings defaults() {
            return new Settings(200_000, 20_000, 20, false, 1);
        }

        public Settings withExactCount(boolean on) {
            return new Settings(nodeBudget, samples, batches, on, seed);
        }

        public Settings withNodeBudget(long budget) {
            return new Settings(budget, samples, batches, exactCount, seed);
        }
    }

    private final Settings settings;

    public ProbabilityEngine(Settings settings) {
        this.settings = settings;
    }

    public ProbabilityEngine() {
        this(Settings.defaults());
    }

    /** The mine probabilities of every cell of the position. */
    public MineProbabilities analyse(Position position) {
        ConstraintSystem full = ConstraintSystem.of(position);
        if (full.contradiction() != null) {
            return inconsistent(position, full.contradiction());
        }
        Propagation settled = Propagation.of(full);
        if (settled.contradiction != null) {
            return inconsistent(position, settled.contradiction);
        }
        ConstraintSystem system = settled.reduced;
        if (system.minesLeft() < 0 || system.minesLeft() > system.unknownCount()) {
            return inconsistent(position, "the clues need more mines than the total allows, or fewer than it has");
        }
        Frontier frontier = Frontier.of(system);
        List<ComponentTally> tallies = new ArrayList<>();
        List<ComponentSearch> overBudget = new ArrayList<>();
        List<Integer> overBudgetIndex = new ArrayList<>();
        for (Frontier.Component component : frontier.components) {
            ComponentSearch search = new ComponentSearch(frontier, component, system.minesLeft());
            ComponentTally tally = search.enumerate(settings.nodeBudget(), settings.exactCount());
            if (tally == null) {
                overBudget.add(new ComponentSearch(frontier, component, system.minesLeft())); // a clean state
                overBudgetIndex.add(tallies.size());
            }
            tallies.add(tally);
        }
        if (overBudget.isEmpty()) {
            Combination joined = Combination.of(tallies, frontier.interior.length, system.minesLeft());
            return result(position, frontier, settled, joined, MineProbabilities.Method.EXACT, 0, 0);
        }
        return sampled(position, system, settled, frontier, tallies, overBudget, overBudgetIndex);
    }

    private MineProbabilities sampled(Position position, ConstraintSystem system, Propagation settled, Frontier frontier,
                                      List<ComponentTally> tallies, List<ComponentSearch> overBudget,
                                      List<Integer> slots) {
        SplitMix random = new SplitMix(Seeds.derive(settings.seed(), position.hashCode()));
        int batches = settings.batches();
        int perBatch = settings.samples() / batches;
        List<List<ComponentTally>> batchTallies = new ArrayList<>();
        double[][] estimates = new double[batches][];
        for (int b = 0; b < batches; b++) {
            List<ComponentTally> mine = new ArrayList<>(overBudget.size());
            for (ComponentSearch search : overBudget) {
                mine.add(search.sample(perBatch, random));
            }
            batchTallies.add(mine);
            estimates[b] = probabilitiesOf(position, frontier, join(tallies, slots, mine), system.minesLeft());
        }
        List<ComponentTally> pooled = new ArrayList<>();
        for (int i = 0; i < overBudget.size(); i++) {
            int index = i;
            pooled.add(ComponentTally.merge(batchTallies.stream().map(l -> l.get(index)).toList()));
        }
        Combination joined = Combination.of(join(tallies, slots, pooled), frontier.interior.length, system.minesLeft());
        if (!joined.consistent) {
            return noProbabilities(position, MineProbabilities.Method.UNDETERMINED, "too large to enumerate within "
                    + settings.nodeBudget() + " steps, and " + settings.samples() + " random probes found no layout that "
                    + "fits (which does not make it inconsistent): raise --budget or --samples");
        }
        return result(position, frontier, settled, joined, MineProbabilities.Method.SAMPLED,
                (long) perBatch * batches * overBudget.size(), largestStandardError(estimates));
    }

    private static List<ComponentTally> join(List<ComponentTally> exact, List<Integer> slots, List<ComponentTally> sampled) {
        List<ComponentTally> all = new ArrayList<>(exact);
        for (int i = 0; i < slots.size(); i++) {
            all.set(slots.get(i), sampled.get(i));
        }
        return all;
    }

    private double[] probabilitiesOf(Position position, Frontier frontier, List<ComponentTally> tallies, int minesLeft) {
        Combination joined = Combination.of(tallies, frontier.interior.length, minesLeft);
        double[] p = new double[position.geometry().size()];
        if (joined.consistent) {
            fill(p, frontier, joined);
        }
        return p;
    }

    /** Batch means: the spread of the per-batch estimates over the square root of their number. */
    private static double largestStandardError(double[][] estimates) {
        int k = estimates.length;
        double worst = 0;
        for (int c = 0; c < estimates[0].length; c++) {
            double mean = 0;
            for (double[] e : estimates) {
                mean += e[c];
            }
            mean /= k;
            double var = 0;
            for (double[] e : estimates) {
                var += (e[c] - mean) * (e[c] - mean);
            }
            worst = Math.max(worst, Math.sqrt(var / (k - 1) / k));
        }
        return worst;
    }

    private static void fill(double[] p, Frontier frontier, Combination joined) {
        for (int c = 0; c < frontier.components.size(); c++) {
            int[] boxes = frontier.components.get(c).boxes();
            for (int b = 0; b < boxes.length; b++) {
                for (int cell : frontier.boxes.get(boxes[b]).cells()) {
                    p[cell] = joined.boxProbability[c][b];
                }
            }
        }
        for (int cell : frontier.interior) {
            p[cell] = joined.interiorProbability;
        }
    }

    private static MineProbabilities result(Position position, Frontier frontier, Propagation settled, Combination joined,
                                            MineProbabilities.Method method, long samples, double standardError) {
        if (!joined.consistent) {
            return inconsistent(position, "no layout of the mines fits every clue and the mine total");
        }
        Geometry g = position.geometry();
        double[] p = new double[g.size()];
        BitSet unknown = new BitSet(g.size());
        for (int i = 0; i < g.size(); i++) {
            byte s = position.state(i);
            p[i] = s == Position.HIDDEN ? 0 : s == Position.FLAG || s == Position.MINE ? 1.0 : Double.NaN;
            unknown.set(i, s == Position.HIDDEN);
        }
        fill(p, frontier, joined);
        BitSet safe = (BitSet) settled.safe.clone();
        BitSet mines = (BitSet) settled.mines.clone();
        mines.stream().forEach(c -> p[c] = 1.0);
        for (int c = 0; c < frontier.components.size(); c++) {
            int[] boxes = frontier.components.get(c).boxes();
            for (int b = 0; b < boxes.length; b++) {
                int certainty = joined.boxCertainty[c][b];
                for (int cell : frontier.boxes.get(boxes[b]).cells()) {
                    (certainty < 0 ? safe : mines).set(cell, certainty != 0);
                }
            }
        }
        for (int cell : frontier.interior) {
            (joined.interiorCertainty < 0 ? safe : mines).set(cell, joined.interiorCertainty != 0);
            if (joined.interiorCertainty != 0) {
                p[cell] = joined.interiorCertainty > 0 ? 1.0 : 0.0;
            }
        }
        return new MineProbabilities(g, method, p, unknown, safe, mines, joined.logLayouts / Math.log(10),
                method == MineProbabilities.Method.EXACT ? joined.layouts : null, samples, standardError, null);
    }

    private static MineProbabilities inconsistent(Position position, String why) {
        return noProbabilities(position, MineProbabilities.Method.INCONSISTENT, why);
    }

    private static MineProbabilities noProbabilities(Position position, MineProbabilities.Method method, String why) {
        Geometry g = position.geometry();
        double[] p = new double[g.size()];
        java.util.Arrays.fill(p, Double.NaN);
        BitSet unknown = new BitSet(g.size());
        for (int i = 0; i < g.size(); i++) {
            unknown.set(i, position.state(i) == Position.HIDDEN);
        }
        return new MineProbabilities(g, method, p, unknown, new BitSet(), new BitSet(),
                Double.NEGATIVE_INFINITY, method == MineProbabilities.Method.INCONSISTENT ? java.math.BigInteger.ZERO : null,
                0, 0, why);
    }
}
