package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.PlayRule;
import io.minesift.core.experiment.Rate;
import io.minesift.core.util.Digests;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sequential rule of a sift ({@link Sequential}): a board stops when the sift's own classifier,
 * trained on the same points as the sift's, proves one category over the whole box of its rates'
 * intervals; a player stops when its interval is narrow enough or its plays are all alike. Boards
 * the curator labelled play the most: they are training points, and their rates train the very
 * classifier this rule asks.
 */
final class SettledCategory implements PlayRule {
    private static final long serialVersionUID = 1L;

    private final Sequential settings;
    /** Whether plays all alike stop a player: only when the game's chances are exact ({@link Puzzle#exactChances}). */
    private final boolean alikeStops;
    private final Estimate estimate;
    private final Classifier classifier;
    private final double[][] reference;
    private final Category[] referenceLabels;
    private final Map<String, Category> labelled;
    /** The labelled boards' points, in {@code labelled}'s order; null until they are played. */
    private final double[][] labelledPoints;
    private transient volatile Classifier.Model model;

    /**
     * The rule before the labelled boards are played: it plays them (to the most) and no other board.
     *
     * @param alikeStops      whether plays all alike stop a player (the game's chances are exact)
     * @param reference       the reference boards' points, the classifier's first training points
     * @param referenceLabels their categories
     * @param labelled        the curator's labels, board id to category
     */
    SettledCategory(Sequential settings, boolean alikeStops, Estimate estimate, Classifier classifier,
                    double[][] reference, Category[] referenceLabels, Map<String, Category> labelled) {
        this(settings, alikeStops, estimate, classifier, reference, referenceLabels, labelled, null);
    }

    private SettledCategory(Sequential settings, boolean alikeStops, Estimate estimate, Classifier classifier,
                            double[][] reference, Category[] referenceLabels, Map<String, Category> labelled,
                            double[][] labelledPoints) {
        this.settings = settings;
        this.alikeStops = alikeStops;
        this.estimate = estimate;
        this.classifier = classifier;
        this.reference = reference.clone();
        this.referenceLabels = referenceLabels.clone();
        this.labelled = Collections.unmodifiableMap(new TreeMap<>(labelled)); // by id: the same order on every machine
        this.labelledPoints = labelledPoints;
    }

    /** The labelled boards' ids, in the order {@link #withLabelled} takes their points. */
    List<String> labelledIds() {
        return List.copyOf(labelled.keySet());
    }

    /** The rule for the other boards, once the labelled ones are played: their points join the training. */
    SettledCategory withLabelled(double[][] points) {
        if (points.length != labelled.size()) {
            throw new IllegalArgumentException("need one point per labelled board, " + labelled.size() + ", got " + points.length);
        }
        return new SettledCategory(settings, alikeStops, estimate, classifier, reference, referenceLabels, labelled,
                points.clone());
    }

    @Override
    public int firstRound() {
        return settings.firstRound();
    }

    @Override
    public int round() {
        return settings.round();
    }

    @Override
    public boolean[] goOn(String board, List<Rate> soFar, boolean[] playing) {
        if (labelled.containsKey(board)) {
            return playing.clone();
        }
        double[] low = new double[soFar.size()];
        double[] high = new double[soFar.size()];
        for (int p = 0; p < soFar.size(); p++) {
            double[] interval = interval(soFar.get(p));
            low[p] = interval[0];
            high[p] = interval[1];
        }
        boolean[] goOn = new boolean[soFar.size()];
        if (model().sameOver(low, high).isPresent()) {
            return goOn;
        }
        for (int p = 0; p < soFar.size(); p++) {
            Rate r = soFar.get(p);
            boolean narrow = high[p] - low[p] <= settings.targetWidth();
            boolean alike = alikeStops && r.allAlike(estimate) && r.repeats() >= settings.alikeAfter();
            goOn[p] = playing[p] && !narrow && !alike;
        }
        return goOn;
    }

    /**
     * The rate's interval at the rule's confidence. Plays that were all alike have no spread, so
     * Student's interval would have no width, as if the next play could not differ; here a play
     * that differs may come with the chance u = 1 − (1 − confidence)^(1/n) (the exact one-sided
     * bound when none of n plays did), and may take any chance from 0 to 1, so the mean lies
     * within [v − u·v, v + u·(1 − v)]. (The drawn share's Wilson interval has a width already.)
     */
    double[] interval(Rate rate) {
        if (estimate == Estimate.CHANCE && rate.allAlike(estimate)) {
            double v = rate.meanChance();
            double u = 1 - Math.pow(1 - settings.confidence(), 1.0 / rate.repeats());
            return new double[]{v - u * v, v + u * (1 - v)};
        }
        return rate.interval(estimate, settings.confidence());
    }

    /** The classifier, trained once per process (a rule shipped to another machine trains it there, alike). */
    private Classifier.Model model() {
        Classifier.Model m = model;
        if (m == null) {
            synchronized (this) {
                if (model == null) {
                    if (labelledPoints == null) {
                        throw new IllegalStateException("the labelled boards must be played before the others");
                    }
                    double[][] points = new double[reference.length + labelledPoints.length][];
                    Category[] labels = new Category[points.length];
                    System.arraycopy(reference, 0, points, 0, reference.length);
                    System.arraycopy(labelledPoints, 0, points, reference.length, labelledPoints.length);
                    System.arraycopy(referenceLabels, 0, labels, 0, reference.length);
                    int i = reference.length;
                    for (Category c : labelled.values()) {
                        labels[i++] = c;
                    }
                    model = classifier.fit(points, labels);
                }
                m = model;
            }
        }
        return m;
    }

    /**
     * The settings, the estimate, the classifier and a digest of what trains it: the reference
     * points with their labels, and the curator's labels (the labelled boards' points follow from
     * the rest of the run key: they are played to the most).
     */
    @Override
    public String fingerprint() {
        StringBuilder training = new StringBuilder();
        for (int i = 0; i < reference.length; i++) {
            training.append(Arrays.toString(reference[i])).append(' ').append(referenceLabels[i].id()).append('\n');
        }
        labelled.forEach((id, c) -> training.append(id).append(' ').append(c.id()).append('\n'));
        return "sequential (" + settings.describe(alikeStops) + "; " + estimate.id() + "; " + classifier.describe() + " on "
                + reference.length + " reference and " + labelled.size() + " labelled boards, sha256 "
                + Digests.hex12(training.toString()) + ")";
    }
}
