package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.LabelFiles;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Journal;
import io.minesift.core.experiment.RunKey;
import io.minesift.core.experiment.Sift;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.OutputFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes a reference set of any {@link Puzzle} from the boards its {@link Puzzle#referenceBoards}
 * chose and labelled: the weak and the strong player play them (the labels never look at these
 * rates; the rates only place the boards on the map), and the two files go into a folder; or,
 * unplayed, a held-out set of boards and labels.
 */
public final class ReferenceBuilder {
    /** The plays while a reference set is made: resumable while it runs, removed when done. */
    public static final String JOURNAL = ".reference.jsonl";
    /** The held-out set's board set. */
    public static final String HELD_OUT_BOARDS = "boards.json";
    /** The held-out set's labels, in the format of {@code sift --labels}. */
    public static final String HELD_OUT_LABELS = "labels.json";

    /** The command's name in the folder's manifest. */
    static final String COMMAND = "reference";
    /** Every name reference writes in its folder, played or held out. */
    static final List<String> NAMES = List.of(ReferenceSet.BOARDS_FILE, ReferenceSet.LABELS_FILE, JOURNAL, HELD_OUT_BOARDS,
            HELD_OUT_LABELS);

    private ReferenceBuilder() {
    }

    /**
     * Locks and claims {@code out} for a reference run ({@link OutputFolder}): a new or empty
     * folder, or an earlier reference run's, whose files {@code force} removes first.
     */
    public static OutputFolder claim(Path out, boolean force) {
        return OutputFolder.claim(out, COMMAND, NAMES, force, OutputFolder.olderOutput(NAMES,
                java.util.Map.of(ReferenceSet.LABELS_FILE, "{\n  \"format\" : \"minesift-reference\"")));
    }

    /**
     * Plays {@code chosen} with both players ({@code seed}, {@code repeats} plays each) through a
     * journal in {@code out}, writes {@code reference-boards.json} and {@code reference.json}
     * there, and returns the set.
     *
     * @param madeBy the command that made the set, recorded in {@code reference.json}
     */
    public static <B> ReferenceSet<B> write(Puzzle<B> puzzle, Map<B, Category> chosen, Contestant<B> weak,
                                            Contestant<B> strong, long seed, int repeats, int threads, OutputFolder folder,
                                            SiftJob.Listener listener, String madeBy) {
        Path out = folder.path();
        List<B> boards = new ArrayList<>(chosen.keySet());
        Sift<B> sift = sift(puzzle, weak, strong);
        RunKey key = sift.key(seed, repeats, boards);
        Path journal = out.resolve(JOURNAL);
        List<BoardResult> played;
        listener.start("reference", boards.size());
        try (Journal j = Journal.open(journal, key)) {
            played = sift.run(boards, j, threads, listener::step);
        } finally {
            listener.end();
        }
        ReferenceSet<B> set = new ReferenceSet<>(boards, labels(puzzle, chosen), key, byId(played), madeBy);
        AtomicFiles.write(out.resolve(ReferenceSet.BOARDS_FILE), puzzle.writeBoardSet(boards));
        AtomicFiles.write(out.resolve(ReferenceSet.LABELS_FILE), set.labelsJson(puzzle.referenceRule(), puzzle::boardId));
        try {
            Files.deleteIfExists(journal);
        } catch (IOException e) {
            listener.note("could not remove " + journal + ": " + AtomicFiles.describe(e));
        }
        return set;
    }

    /**
     * The same set as {@link #write} makes, in memory and on this thread: for a game whose reference
     * boards are quick to play when first asked for, rather than shipped as files.
     */
    public static <B> ReferenceSet<B> play(Puzzle<B> puzzle, Map<B, Category> chosen, Contestant<B> weak,
                                           Contestant<B> strong, long seed, int repeats, String madeBy) {
        List<B> boards = new ArrayList<>(chosen.keySet());
        Sift<B> sift = sift(puzzle, weak, strong);
        RunKey key = sift.key(seed, repeats, boards);
        List<BoardResult> played = boards.stream().map(b -> sift.play(b, key)).toList();
        return new ReferenceSet<>(boards, labels(puzzle, chosen), key, byId(played), madeBy);
    }

    /** The chosen boards and their labels, unplayed: a held-out set that {@code minesift score} checks a sift against. */
    public static <B> void writeHeldOut(Puzzle<B> puzzle, Map<B, Category> chosen, OutputFolder folder) {
        Path out = folder.path();
        AtomicFiles.write(out.resolve(HELD_OUT_BOARDS), puzzle.writeBoardSet(new ArrayList<>(chosen.keySet())));
        AtomicFiles.write(out.resolve(HELD_OUT_LABELS), LabelFiles.encode(labels(puzzle, chosen)));
    }

    /** The reference's plays measure nothing of the board: its measures belong to the sifted boards. */
    private static <B> Sift<B> sift(Puzzle<B> puzzle, Contestant<B> weak, Contestant<B> strong) {
        return new Sift<>(weak, strong, puzzle::boardId, board -> Map.of());
    }

    private static <B> Map<String, Category> labels(Puzzle<B> puzzle, Map<B, Category> chosen) {
        Map<String, Category> labels = new LinkedHashMap<>();
        chosen.forEach((board, label) -> labels.put(puzzle.boardId(board), label));
        return labels;
    }

    private static Map<String, BoardResult> byId(List<BoardResult> results) {
        Map<String, BoardResult> byId = new LinkedHashMap<>();
        results.forEach(r -> byId.put(r.id(), r));
        return byId;
    }
}
