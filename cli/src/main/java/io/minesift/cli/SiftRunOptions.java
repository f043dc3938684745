package io.minesift.cli;

import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.curate.Sequential;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.experiment.Estimate;
import picocli.CommandLine.Option;

import java.util.List;

/** How a sift plays and classifies boards: shared by {@code sift} and {@code score}. */
final class SiftRunOptions {
    @Option(names = {"-r", "--repeats"}, paramLabel = "R",
            description = "Most plays per board and player (60; Shanghai 100).")
    Integer repeats;

    @Option(names = "--plays", paramLabel = "MODE", defaultValue = "sequential",
            description = "sequential (stop once settled; default) or fixed.")
    String plays;

    @Option(names = "--k", paramLabel = "K", defaultValue = "7", description = "Neighbours of the k-NN vote. Default: ${DEFAULT-VALUE}.")
    int k;

    @Option(names = "--estimate", paramLabel = "E", defaultValue = "chance",
            description = "The map's estimate: chance (default) or drawn.")
    Estimate estimate;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = "--reference", paramLabel = "DIR",
            description = "Train on this 'minesift reference' set.")
    java.nio.file.Path reference;

    /** The most plays per board and player: {@code --repeats}, or the game's own default ({@link Puzzle#defaultPlays}). */
    int repeats(Puzzle<?> puzzle) {
        return repeats != null ? repeats : puzzle.defaultPlays();
    }

    /** Plays per board below which the categories blur: a rate's 95 % interval is then over ±0.18 wide. */
    static final int FEW_REPEATS = 30;

    /**
     * Tells when {@code --repeats} is too low to separate the categories, with the interval width
     * (Wilson's, at a rate of one half, where it is widest).
     */
    void warnIfTooFewRepeats(Puzzle<?> puzzle, java.util.function.Consumer<String> note) {
        int repeats = repeats(puzzle);
        if (repeats < FEW_REPEATS) {
            note.accept(String.format(java.util.Locale.ROOT, "with --repeats %d a rate's 95 %% interval is up to ±%.2f "
                    + "wide, too wide to tell the categories apart reliably; %d or more plays give ±%.2f",
                    repeats, halfWidth(repeats), FEW_REPEATS, halfWidth(FEW_REPEATS)));
        }
    }

    private static double halfWidth(int n) {
        double[] ci = io.minesift.core.experiment.Wilson.interval95(n, n / 2);
        return (ci[1] - ci[0]) / 2;
    }

    /**
     * Refuses bad options in one line before any board is read or generated ({@link #job} checks
     * them again, with the boards).
     */
    void check() {
        if (repeats != null) {
            Limits.check("--repeats", repeats, 1, Limits.REPEATS);
        }
        new KnnClassifier(k); // made only to refuse a bad --k, as the thread count refuses a bad --threads
        Threads.resolve(threads);
        if (!plays.equals("fixed") && !plays.equals("sequential")) {
            playsRule();
        }
    }

    /**
     * The job these options describe for the game and its {@code boards}, after checking them: the
     * classifier trains on {@code --reference}, or on the shipped reference the game picks for
     * these boards ({@link Puzzle#reference(List)}).
     */
    <B> SiftJob<B> job(Puzzle<B> puzzle, List<B> boards) {
        Limits.check("--repeats", repeats(puzzle), 1, Limits.REPEATS);
        KnnClassifier classifier = new KnnClassifier(k);
        int cores = Threads.resolve(threads);
        ReferenceSet<B> training = reference == null ? puzzle.reference(boards) : puzzle.reference(reference);
        SiftJob<B> job = new SiftJob<>(puzzle, classifier, training, cores, estimate);
        if (plays.equals("fixed")) {
            return job.fixedPlays();
        }
        if (plays.equals("sequential")) {
            return job.sequential(Sequential.DEFAULT);
        }
        return job.sequential(playsRule());
    }

    /** The rule of {@code --plays sequential:SETTINGS} (research: e.g. sequential:confidence=0.95,alike=10). */
    private Sequential playsRule() {
        if (plays.startsWith("sequential:")) {
            return Sequential.parse(plays.substring("sequential:".length()));
        }
        throw new IllegalArgumentException("--plays takes sequential, fixed or sequential:SETTINGS, not '" + plays + "'");
    }
}
