package io.minesift.cli;

import io.minesift.classify.KnnClassifier;
import io.minesift.experiment.Estimate;
import io.minesift.sift.ReferenceSet;
import io.minesift.sift.SiftJob;
import picocli.CommandLine.Option;

/** How a sift plays and classifies boards: shared by {@code sift} and {@code score}. */
final class SiftRunOptions {
    @Option(names = {"-r", "--repeats"}, paramLabel = "R", defaultValue = "" + SiftCommand.DEFAULT_REPEATS,
            description = "Plays per board and player. Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = "--k", paramLabel = "K", defaultValue = "7", description = "Neighbours of the k-NN vote. Default: ${DEFAULT-VALUE}.")
    int k;

    @Option(names = "--estimate", paramLabel = "E", defaultValue = "chance",
            description = {"Which luck-fair estimate places a board on the map: chance (the mean over plays of the chance "
                    + "of winning given the player's choices; less spread) or drawn (the share of plays that won their "
                    + "draws). Default: ${DEFAULT-VALUE}."})
    Estimate estimate;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    /** The job these options describe, after checking them. */
    SiftJob job() {
        if (repeats < 1) {
            throw new IllegalArgumentException("--repeats must be at least 1, got " + repeats);
        }
        return new SiftJob(new KnnClassifier(k), ReferenceSet.embedded(), Threads.resolve(threads), estimate);
    }
}
