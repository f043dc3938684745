package io.minesift.cli;

import io.minesift.curate.ReferenceSet;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardFormat;
import io.minesift.sift.ReferenceLabel;
import io.minesift.sift.ReferenceMaker;
import io.minesift.util.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift reference}: remakes the labelled reference boards the classifier trains on. */
@Command(name = "reference", mixinStandardHelpOptions = true,
        description = {"Make the labelled reference boards that sift's classifier trains on.",
                "Seeded boards of several sizes are labelled by how exact logic plays them (too-easy: single clues and "
                        + "pairs of clues finish them with no guess; skill-rewarding: exact logic needs more but no guess; "
                        + "luck-bound: exact logic must guess with a survival chance of at most "
                        + ReferenceLabel.LUCK_SURVIVAL + "), then both players play them."},
        footer = {"", "The shipped files were made with:",
                "  minesift reference --per-category 40 --without-ties 20 --seed 2026 --repeats 100 --out src/main/resources/io/minesift/sift",
                "The held-out set in instances/heldout/ with:",
                "  minesift reference --per-category 40 --without-ties 40 --seed 31 --labels-only --out instances/heldout"})
final class ReferenceCommand implements Callable<Integer> {
    static final String RULE = "too-easy: single clues and pairs of clues finish the board with no guess; skill-rewarding: "
            + "exact logic (enumeration, the mine total) finishes it with no guess but two-body search cannot; luck-bound: "
            + "exact logic must guess and survives all its guesses with a chance of at most " + ReferenceLabel.LUCK_SURVIVAL
            + " (safest guesses along a path where each succeeds)";

    @Spec
    CommandSpec spec;

    @Mixin
    Feedback feedback;

    @Option(names = "--per-category", paramLabel = "N", defaultValue = "40", description = "Boards per category. Default: ${DEFAULT-VALUE}.")
    int perCategory;

    @Option(names = "--without-ties", paramLabel = "N",
            description = "Luck-bound boards, of the N per category, whose forced guesses include no 50/50. Default: half.")
    Integer withoutTies;

    @Option(names = "--labels-only", description = {"Choose and label the boards but do not play them: write boards.json "
            + "(a board set) and labels.json (board id to category, the format of sift --labels). This makes a held-out "
            + "set that the score command checks sift's categories against."})
    boolean labelsOnly;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "2026", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--repeats", paramLabel = "R", defaultValue = "100", description = "Plays per board and player. Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Mixin
    PlayerOptions players;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", required = true,
            description = "Folder for reference-boards.json and reference.json.")
    Path out;

    @Override
    public Integer call() {
        if (perCategory < 1 || repeats < 1) {
            throw new IllegalArgumentException("--per-category and --repeats must be at least 1");
        }
        int ties = withoutTies == null ? perCategory / 2 : withoutTies;
        if (labelsOnly) {
            return labelsOnly(ties);
        }
        int t = Threads.resolve(threads);
        String madeBy = "minesift reference --per-category " + perCategory + " --without-ties " + ties + " --seed " + seed
                + " --repeats " + repeats;
        ProgressListener listener = feedback.listener(spec.commandLine().getErr());
        listener.note("choosing " + perCategory + " boards per category");
        listener.start("reference", 3 * perCategory);
        Path journal = out.resolve(".reference.jsonl"); // resumable while it runs, removed when done
        ReferenceSet<io.minesift.board.Instance> set;
        try {
            set = ReferenceMaker.make(seed, perCategory, ties, players.weak(), players.strong(), repeats, t,
                    journal, listener::step, madeBy);
        } finally {
            listener.end();
        }
        AtomicFiles.write(out.resolve(ReferenceSet.BOARDS_FILE), BoardFiles.encode(BoardFormat.JSON, set.boards()));
        AtomicFiles.write(out.resolve(ReferenceSet.LABELS_FILE), set.labelsJson(RULE, io.minesift.board.Instance::id));
        try {
            java.nio.file.Files.deleteIfExists(journal);
        } catch (java.io.IOException e) {
            listener.note("could not remove " + journal + ": " + e.getMessage());
        }
        spec.commandLine().getErr().println("wrote " + set.boards().size() + " reference boards to " + out);
        return 0;
    }

    /** The chosen boards and their labels by construction, unplayed: a held-out set. */
    private int labelsOnly(int ties) {
        java.util.Map<io.minesift.board.Instance, io.minesift.classify.Category> chosen =
                ReferenceMaker.choose(seed, perCategory, ties);
        java.util.List<io.minesift.board.Instance> boards = java.util.List.copyOf(chosen.keySet());
        java.util.Map<String, io.minesift.classify.Category> labels = new java.util.LinkedHashMap<>();
        chosen.forEach((board, label) -> labels.put(board.id(), label));
        AtomicFiles.write(out.resolve("boards.json"), BoardFiles.encode(BoardFormat.JSON, boards));
        AtomicFiles.write(out.resolve("labels.json"), io.minesift.classify.LabelFiles.encode(labels));
        spec.commandLine().getErr().println("wrote " + boards.size() + " labelled boards to " + out);
        return 0;
    }
}
