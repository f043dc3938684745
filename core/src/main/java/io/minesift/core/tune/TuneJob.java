package io.minesift.core.tune;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.classify.Validation;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Wilson;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * A tuning run on any game's boards: candidates play the training boards with common random
 * numbers, the {@link Tuner} searches, and the best candidate and the file's own parameters are
 * then compared on held-out boards (other boards, other streams) with 95 % intervals. The game
 * brings the player file to fill in ({@link PlayerTemplate}), its default player of the other role
 * and its labels by construction (both only for the {@code separation} goal).
 *
 * @param <B> the game's board type
 */
public final class TuneJob<B> {
    /** Held-out figures of one player: plays, wins, win rate with its Wilson interval, goal score. */
    public record HeldOut(int plays, int solved, double rate, double low95, double high95, double score) {
    }

    /** The run: the trace, the best values, and both players on held-out boards. */
    public record Outcome(List<Tuner.Step> trace, Tuner.Step best, HeldOut before, HeldOut after, byte[] tunedFile) {
    }

    private final PlayerTemplate<B> template;
    private final Contestant<B> partner;
    private final Function<B, Optional<Category>> label;
    private final Goal goal;
    private final int repeats;
    private final long seed;
    private final int threads;

    /**
     * @param partner the game's default player of the role the tuned one does not take
     * @param label   a board's label by construction, empty when it is no clear example
     */
    public TuneJob(PlayerTemplate<B> template, Contestant<B> partner, Function<B, Optional<Category>> label, Goal goal,
                   int repeats, long seed, int threads) {
        this.template = template;
        this.partner = partner;
        this.label = label;
        this.goal = goal;
        this.repeats = repeats;
        this.seed = seed;
        this.threads = threads;
    }

    /** Fails on a parameter name or value the player file may not hold, before any game. */
    public void check(List<Dimension> dims) {
        for (Dimension d : dims) {
            template.player(Map.of(d.name(), d.discrete() ? d.choices().get(0) : d.valueAt(0.5)));
        }
    }

    /**
     * Searches with about {@code budget} games on {@code train}, then measures on {@code heldOut}.
     *
     * @param progress told of each evaluation done
     */
    public Outcome run(List<Dimension> dims, int budget, List<B> train, List<B> heldOut,
                       IntConsumer progress) {
        check(dims);
        Scorer onTrain = new Scorer(train, seed);
        int evaluations = Math.max(1, budget / (train.size() * repeats));
        List<Tuner.Step> trace = new Tuner(dims, values -> {
            Tuner.Score s = onTrain.score(template.player(values));
            progress.accept(1);
            return s;
        }, seed).run(evaluations);
        Tuner.Step best = Tuner.best(trace);
        Scorer onHeldOut = new Scorer(heldOut, seed + 1);
        String note = "Tuned by minesift tune for " + goal + " (" + best.values() + ").";
        return new Outcome(trace, best, onHeldOut.heldOut(template.player(Map.of())),
                onHeldOut.heldOut(template.player(best.values())), template.with(best.values(), note));
    }

    /** The goal's score of a player on one list of boards, with fixed streams. */
    private final class Scorer {
        private final List<B> boards;
        private final long streams;
        private int[] partnerSolved;
        private Category[] labels;

        Scorer(List<B> boards, long streams) {
            this.boards = boards;
            this.streams = streams;
        }

        Tuner.Score score(Contestant<B> player) {
            return score(Trials.solved(player, boards, repeats, streams, threads));
        }

        private Tuner.Score score(int[] solved) {
            double rate = Trials.rate(solved, repeats);
            double score = goal instanceof Goal.TargetRate t ? -Math.abs(rate - t.target())
                    : goal instanceof Goal.Separation ? separation(solved) : rate;
            return new Tuner.Score(score, rate);
        }

        HeldOut heldOut(Contestant<B> player) {
            int[] solved = Trials.solved(player, boards, repeats, streams, threads);
            int plays = boards.size() * repeats;
            int wins = 0;
            for (int s : solved) {
                wins += s;
            }
            double[] ci = Wilson.interval95(plays, wins);
            return new HeldOut(plays, wins, (double) wins / plays, ci[0], ci[1],
                    score(solved).score());
        }

        /** Leave-one-out k-NN accuracy on the labelled boards, times the balance of its predictions. */
        private double separation(int[] solved) {
            prepareSeparation();
            boolean tunedIsWeak = template.weakRole();
            List<double[]> points = new ArrayList<>();
            List<Category> y = new ArrayList<>();
            for (int i = 0; i < boards.size(); i++) {
                if (labels[i] != null) {
                    double mine = (double) solved[i] / repeats;
                    double other = (double) partnerSolved[i] / repeats;
                    points.add(tunedIsWeak ? new double[]{mine, other} : new double[]{other, mine});
                    y.add(labels[i]);
                }
            }
            double[][] x = points.toArray(double[][]::new);
            Category[] labelled = y.toArray(Category[]::new);
            double accuracy = Validation.leaveOneOut(new KnnClassifier(7), x, labelled);
            return Double.isNaN(accuracy) ? 0 : accuracy * Validation.balance(new KnnClassifier(7), x, labelled);
        }

        /** The partner's plays and the boards' labels by construction, once. */
        private void prepareSeparation() {
            if (labels != null) {
                return;
            }
            partnerSolved = Trials.solved(partner, boards, repeats, streams + 7, threads);
            labels = new Category[boards.size()];
            for (int i = 0; i < boards.size(); i++) {
                labels[i] = label.apply(boards.get(i)).orElse(null);
            }
        }
    }
}
