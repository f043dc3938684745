package io.minesift.core.tune;

import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The search: a grid over the choice parameters and, for each grid point, CMA-ES (commons-math3)
 * over the ranges, scaled to [0, 1], sharing the evaluation budget. Every evaluation is kept in
 * the trace; the best score wins (the first on ties).
 */
public final class Tuner {
    /** One evaluated candidate: its values (JSON literals by name), score and win rate. */
    public record Step(int index, Map<String, String> values, double score, double rate) {
    }

    /** What an evaluation gives: the goal's score (higher is better) and the player's win rate. */
    public record Score(double score, double rate) {
    }

    private final List<Dimension> dims;
    private final Function<Map<String, String>, Score> evaluate;
    private final long seed;
    private final List<Step> trace = new ArrayList<>();

    public Tuner(List<Dimension> dims, Function<Map<String, String>, Score> evaluate, long seed) {
        this.dims = List.copyOf(dims);
        this.evaluate = evaluate;
        this.seed = seed;
    }

    /** Runs about {@code evaluations} evaluations and returns the trace, in order. */
    public List<Step> run(int evaluations) {
        List<Dimension> ranges = dims.stream().filter(d -> !d.discrete()).toList();
        List<Map<String, String>> grid = grid(dims.stream().filter(Dimension::discrete).toList());
        int share = Math.max(1, evaluations / grid.size());
        for (Map<String, String> point : grid) {
            if (ranges.isEmpty()) {
                step(point);
            } else {
                search(point, ranges, share);
            }
        }
        return List.copyOf(trace);
    }

    /** The best step of the trace. */
    public static Step best(List<Step> trace) {
        Step best = trace.get(0);
        for (Step s : trace) {
            if (s.score() > best.score()) {
                best = s;
            }
        }
        return best;
    }

    private void search(Map<String, String> fixed, List<Dimension> ranges, int budget) {
        int n = ranges.size();
        double[] start = new double[n];
        double[] sigma = new double[n];
        Arrays.fill(start, 0.5);
        Arrays.fill(sigma, 0.3);
        int population = 4 + (int) (3 * Math.log(n));
        CMAESOptimizer cmaes = new CMAESOptimizer(budget, 0, true, 0, 0, // stop fitness 0: none
                new MersenneTwister(seed + trace.size()), false, null);
        try {
            cmaes.optimize(new MaxEval(budget), GoalType.MAXIMIZE, new InitialGuess(start),
                    new SimpleBounds(new double[n], filled(n, 1)), new CMAESOptimizer.Sigma(sigma),
                    new CMAESOptimizer.PopulationSize(population),
                    new ObjectiveFunction(u -> step(values(fixed, ranges, u)).score()));
        } catch (TooManyEvaluationsException spent) {
            // the budget is used up: the trace holds every candidate tried
        }
    }

    private Step step(Map<String, String> values) {
        Score s = evaluate.apply(values);
        Step step = new Step(trace.size() + 1, values, s.score(), s.rate());
        trace.add(step);
        return step;
    }

    private static Map<String, String> values(Map<String, String> fixed, List<Dimension> ranges, double[] u) {
        Map<String, String> values = new LinkedHashMap<>(fixed);
        for (int i = 0; i < ranges.size(); i++) {
            values.put(ranges.get(i).name(), ranges.get(i).valueAt(u[i]));
        }
        return values;
    }

    /** Every combination of the choices (one empty map when there are none). */
    private static List<Map<String, String>> grid(List<Dimension> choices) {
        List<Map<String, String>> grid = new ArrayList<>();
        grid.add(new LinkedHashMap<>());
        for (Dimension d : choices) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> g : grid) {
                for (String c : d.choices()) {
                    Map<String, String> m = new LinkedHashMap<>(g);
                    m.put(d.name(), c);
                    next.add(m);
                }
            }
            grid = next;
        }
        return grid;
    }

    private static double[] filled(int n, double v) {
        double[] a = new double[n];
        Arrays.fill(a, v);
        return a;
    }
}
