package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.classify.Validation;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.BoardRunner;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.SiftReport;
import io.minesift.core.util.OutputFolder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The sift as a library call, for any {@link Puzzle}: plays the boards with every player (resuming
 * the journal in the output folder), places the game's reference boards on the map, trains the
 * classifier on them and on the curator's labels, sorts every board into a category, and writes
 * the reports.
 *
 * @param <B> the game's board type
 */
public final class SiftJob<B> {
    /** The journal of the boards' plays in the output folder. */
    public static final String RESULTS = "results.jsonl";
    /** The journal of the reference boards' plays, when the players differ from the reference's. */
    public static final String REFERENCE_RESULTS = "reference.jsonl";

    /** Told of the job's progress: phases of work with a number of boards each, and notes for the log. */
    public interface Listener {
        void start(String task, int total);

        void step(int boards);

        void end();

        void note(String line);

        /**
         * Told when a task's boards are all done: how many of its {@code total} boards this run
         * played; the others were in the journal already (a resumed or finished run).
         */
        default void played(String task, int played, int total) {
        }
    }

    /**
     * @param boardSet a name for the board set (e.g. its file name)
     * @param players  two or more players in order: the weak one first (the map's x axis), the strong one last (y)
     * @param labels   the curator's labels: board id → category (ids must be in {@code boards})
     */
    public record Inputs<B>(String boardSet, List<B> boards, List<Contestant<B>> players,
                            Map<String, Category> labels) {
        public Inputs {
            boards = List.copyOf(boards);
            players = List.copyOf(players);
            labels = Map.copyOf(labels);
            Objects.requireNonNull(boardSet, "boardSet");
            if (players.size() < 2) {
                throw new IllegalArgumentException("a sift needs at least two players, got " + players.size());
            }
        }

        /** The weak and the strong player. */
        public Inputs(String boardSet, List<B> boards, Contestant<B> weak, Contestant<B> strong, Map<String, Category> labels) {
            this(boardSet, boards, List.of(weak, strong), labels);
        }

        public Contestant<B> weak() {
            return players.get(0);
        }

        public Contestant<B> strong() {
            return players.get(players.size() - 1);
        }
    }

    private final Puzzle<B> puzzle;
    private final Classifier classifier;
    private final ReferenceSet<B> reference;
    private final int threads;
    private final Estimate estimate;
    private final BoardRunner<B> runner;
    /** How many plays each board gets: sequential with these settings, or every board the most when null. */
    private final Sequential sequential;

    /**
     * A job that decides early ({@link Sequential#DEFAULT}); {@link #fixedPlays} plays every board the most.
     *
     * @param estimate which luck-fair estimate places the boards (and the reference boards) on the map
     */
    public SiftJob(Puzzle<B> puzzle, Classifier classifier, ReferenceSet<B> reference, int threads, Estimate estimate) {
        this(puzzle, classifier, reference, threads, estimate, BoardRunner.inProcess(threads), Sequential.DEFAULT);
    }

    private SiftJob(Puzzle<B> puzzle, Classifier classifier, ReferenceSet<B> reference, int threads, Estimate estimate,
                    BoardRunner<B> runner, Sequential sequential) {
        this.puzzle = puzzle;
        this.classifier = classifier;
        this.reference = reference;
        this.threads = threads;
        this.estimate = estimate;
        this.runner = runner;
        this.sequential = sequential;
    }

    /**
     * The same job with the sift's boards played by {@code runner} (e.g. on Spark); the reference
     * boards, when they must be played again, stay in this process.
     */
    public SiftJob<B> on(BoardRunner<B> runner) {
        return new SiftJob<>(puzzle, classifier, reference, threads, estimate, runner, sequential);
    }

    /** The same job deciding early with these settings. */
    public SiftJob<B> sequential(Sequential settings) {
        return new SiftJob<>(puzzle, classifier, reference, threads, estimate, runner, Objects.requireNonNull(settings));
    }

    /** The same job playing every board the most ({@code repeats}) times, as the research did. */
    public SiftJob<B> fixedPlays() {
        return new SiftJob<>(puzzle, classifier, reference, threads, estimate, runner, null);
    }

    /** With the game's own reference set and the mean-chance estimate. */
    public SiftJob(Puzzle<B> puzzle, Classifier classifier, int threads) {
        this(puzzle, classifier, puzzle.reference(), threads, Estimate.CHANCE);
    }

    /** Runs the sift into {@code out} and returns what the reports show. */
    public SiftReport run(Inputs<B> in, long seed, int repeats, Path out, Listener listener) {
        return run(in, seed, repeats, out, listener, false);
    }

    /**
     * Runs the sift into {@code out}, which it locks and claims for the run ({@link SiftOutputs}: a
     * new or empty folder, or an earlier sift's); with {@code startOver} the files the earlier sift
     * listed are removed first (otherwise a journal of another run is refused, naming what differs).
     */
    public SiftReport run(Inputs<B> in, long seed, int repeats, Path out, Listener listener, boolean startOver) {
        int training = reference.boards().size() + in.labels().size();
        if (training < classifier.minimumTrainingSize()) {
            throw new IllegalArgumentException(classifier.describe() + " needs at least " + classifier.minimumTrainingSize()
                    + " training boards, and there are " + training + " (" + reference.boards().size()
                    + " reference, " + in.labels().size() + " labelled): choose a smaller --k");
        }
        try (OutputFolder folder = SiftOutputs.claim(out, startOver)) {
            if (folder.tookOverStale()) {
                listener.note(out + ": took over the lock of a run that no longer exists");
            }
            return sift(in, seed, repeats, folder, listener);
        }
    }

    private SiftReport sift(Inputs<B> in, long seed, int repeats, OutputFolder folder, Listener listener) {
        Path out = folder.path();
        // A point is every player's rate: the classifier works in as many dimensions as there are players.
        List<double[]> points = new ArrayList<>();
        List<Category> labels = new ArrayList<>();
        for (BoardResult r : referenceResults(in, repeats, out, listener)) {
            points.add(r.point(estimate));
            labels.add(reference.labels().get(r.id()));
        }
        Played played = sequential == null ? playFixed(in, seed, repeats, out, listener)
                : playSequentially(in, seed, repeats, points, labels, out, listener);
        RunKey key = played.key();
        List<BoardResult> results = played.results();
        Map<String, BoardResult> byId = new LinkedHashMap<>();
        results.forEach(r -> byId.put(r.id(), r));
        // by id, as the sequential rule trains on them: Map.copyOf's order changes from one JVM to the
        // next, and a k-NN's ties follow its training order; so the same run, the same classifier
        new TreeMap<>(in.labels()).forEach((id, label) -> {
            points.add(byId.get(id).point(estimate));
            labels.add(label);
        });
        double[][] x = points.toArray(double[][]::new);
        Category[] y = labels.toArray(Category[]::new);
        Classifier.Model model = classifier.fit(x, y);
        List<SiftReport.Row> rows = new ArrayList<>();
        for (BoardResult r : results) {
            // The curator's label wins over the classifier (the curator has played the board); every report, filter and pack use it.
            Category label = in.labels().get(r.id());
            rows.add(label != null ? SiftReport.Row.curated(r, label)
                    : SiftReport.Row.classified(r, model.predict(r.point(estimate))));
        }
        double loo = Validation.leaveOneOut(classifier, x, y);
        Map<String, Map<String, String>> notes = new LinkedHashMap<>();
        for (B b : in.boards()) {
            Map<String, String> n = puzzle.notes(b, reference);
            if (!n.isEmpty()) {
                notes.putIfAbsent(puzzle.boardId(b), n);
            }
        }
        SiftReport report = new SiftReport(in.boardSet(), key, estimate, in.players().stream().map(Contestant::name).toList(),
                classifier.describe(), reference.boards().size(), in.labels().size(), loo, rows, notes, puzzle.measuresLuck());
        Reports.write(out, report, in.boards(), puzzle);
        folder.listTree(Reports.BOARD_FOLDER);
        return report;
    }

    /**
     * The reference boards' results: as shipped when the players are the reference's own,
     * otherwise (other players, or more of them) played again with these players (the reference's
     * seed, the sift's repeats), so that every training point has a rate for each player.
     */
    private List<BoardResult> referenceResults(Inputs<B> in, int repeats, Path out, Listener listener) {
        Sift<B> sift = new Sift<>(in.players(), puzzle::boardId, board -> Map.of());
        RunKey shipped = reference.key();
        if (sift.key(shipped.seed(), shipped.repeats(), reference.boards()).equals(shipped)) {
            return reference.boards().stream().map(b -> reference.results().get(puzzle.boardId(b))).toList();
        }
        listener.note("the players differ from the ones the reference boards were measured with: playing the "
                + reference.boards().size() + " reference boards with these players");
        return play(sift, reference.boards(), sift.key(shipped.seed(), repeats, reference.boards()),
                out.resolve(REFERENCE_RESULTS), "reference", BoardRunner.inProcess(threads), listener);
    }

    /** The sift's boards played, and the key of their journal. */
    private record Played(RunKey key, List<BoardResult> results) {
    }

    /** Every board played the most times. */
    private Played playFixed(Inputs<B> in, long seed, int repeats, Path out, Listener listener) {
        Sift<B> sift = new Sift<>(in.players(), puzzle::boardId, puzzle.measurer());
        RunKey key = sift.key(seed, repeats, in.boards());
        return new Played(key, play(sift, in.boards(), key, out.resolve(RESULTS), "sift", runner, listener));
    }

    /**
     * Each board played until its category is settled ({@link SettledCategory}). The labelled boards
     * go first, to the most: their points train the classifier that settles the others.
     */
    private Played playSequentially(Inputs<B> in, long seed, int repeats, List<double[]> referencePoints,
                                    List<Category> referenceLabels, Path out, Listener listener) {
        SettledCategory rule = new SettledCategory(sequential, puzzle.exactChances(), estimate, classifier,
                referencePoints.toArray(double[][]::new), referenceLabels.toArray(Category[]::new), in.labels());
        Sift<B> labelledFirst = new Sift<>(in.players(), puzzle::boardId, puzzle.measurer(), rule);
        RunKey key = labelledFirst.key(seed, repeats, in.boards());
        List<B> labelled = in.boards().stream().filter(b -> in.labels().containsKey(puzzle.boardId(b))).toList();
        Path journal = out.resolve(RESULTS);
        try (Journal j = Journal.open(journal, key)) {
            int done = noteResuming(j, journal, in.boards().size(), listener);
            listener.start("sift", in.boards().size());
            List<BoardResult> results;
            try {
                labelledFirst.playMissing(labelled, j, runner, boards -> { });
                double[][] labelledPoints = rule.labelledIds().stream().map(id -> j.result(id).point(estimate))
                        .toArray(double[][]::new);
                Sift<B> sift = new Sift<>(in.players(), puzzle::boardId, puzzle.measurer(), rule.withLabelled(labelledPoints));
                results = sift.run(in.boards(), j, runner, listener::step);
            } finally {
                listener.end();
            }
            listener.played("sift", j.size() - done, in.boards().size());
            return new Played(key, results);
        }
    }

    /** Notes a journal resumed part way, and returns how many boards it already holds. */
    private static int noteResuming(Journal j, Path journal, int total, Listener listener) {
        int done = j.size();
        if (done > 0 && done < total) {
            listener.note(journal + ": resuming, " + done + " boards already done");
        }
        return done;
    }

    private List<BoardResult> play(Sift<B> sift, List<B> boards, RunKey key, Path journal, String task,
                                   BoardRunner<B> engine, Listener listener) {
        try (Journal j = Journal.open(journal, key)) {
            int done = noteResuming(j, journal, boards.size(), listener);
            listener.start(task, boards.size());
            List<BoardResult> results;
            try {
                results = sift.run(boards, j, engine, listener::step);
            } finally {
                listener.end();
            }
            listener.played(task, j.size() - done, boards.size());
            return results;
        }
    }
}
