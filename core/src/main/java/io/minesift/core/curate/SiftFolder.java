package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.report.SummaryJson;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A finished sift's output folder read back for curating: its boards ({@code boards.json}, in the
 * game's format) with each board's category and rates ({@code summary.json}).
 *
 * @param <B> the game's board type
 */
public record SiftFolder<B>(Path folder, List<Board<B>> boards) {
    /** A sifted board with what the sift found. */
    public record Board<B>(B board, SummaryJson.Entry entry) {
        public String id() {
            return entry.id();
        }
    }

    /** How {@link #pack} chooses, in words, for help, README and {@code pack-info.json}. */
    public static final String CHOICE_RULE = "the boards of the category by confidence descending, then by how "
            + "plainly they show it (skill-rewarding: gap descending; too-easy: weak rate descending; luck-bound: "
            + "strong rate ascending), then id";

    public SiftFolder {
        boards = List.copyOf(boards);
    }

    public static <B> SiftFolder<B> read(Path folder, Puzzle<B> puzzle) {
        if (!Files.isDirectory(folder)) {
            throw new InputException(folder.toString(), "not a folder: give the --out folder of a finished sift");
        }
        Path summaryFile = folder.resolve(Reports.SUMMARY);
        Path setFile = folder.resolve(Reports.BOARD_SET);
        for (Path p : List.of(summaryFile, setFile)) {
            if (!Files.isRegularFile(p)) {
                throw new InputException(p.toString(), "missing: is " + folder + " the folder of a finished sift?");
            }
        }
        Map<String, SummaryJson.Entry> entries = new LinkedHashMap<>();
        for (SummaryJson.Entry e : SummaryJson.read(InputFiles.bytes(summaryFile), summaryFile.toString())) {
            entries.put(e.id(), e);
        }
        List<Board<B>> boards = new ArrayList<>();
        for (B b : puzzle.readBoardSet(InputFiles.bytes(setFile), setFile.toString())) {
            SummaryJson.Entry e = entries.get(puzzle.boardId(b));
            if (e == null) {
                throw new InputException(summaryFile.toString(), "has no entry for board " + puzzle.boardId(b) + " of "
                        + setFile);
            }
            boards.add(new Board<>(b, e));
        }
        return new SiftFolder<>(folder, boards);
    }

    /** The boards that pass the test, in the sift's order. */
    public List<B> filter(Predicate<SummaryJson.Entry> keep) {
        return boards.stream().filter(b -> keep.test(b.entry())).map(Board::board).toList();
    }

    /**
     * A puzzle pack: the {@code count} members of the category the sift is surest of (see
     * {@link #CHOICE_RULE}), then put in {@code order}: a pack hands out the best examples of its
     * category. A curator-labelled board has confidence 1, so it is among the first chosen.
     */
    public List<Board<B>> pack(Category category, int count, PackOrder order) {
        Map<String, Board<B>> members = new LinkedHashMap<>(); // a board listed twice in the sift goes in once
        boards.stream().filter(b -> b.entry().category() == category)
                .forEach(b -> members.putIfAbsent(b.id(), b));
        List<Board<B>> chosen = members.values().stream()
                .sorted(Comparator.comparing(Board<B>::entry, byConfidence().thenComparing(plainest(category))
                        .thenComparing(SummaryJson.Entry::id)))
                .limit(count).toList();
        return order.arrange(chosen, boards);
    }

    private static Comparator<SummaryJson.Entry> byConfidence() {
        return Comparator.comparingDouble(SummaryJson.Entry::confidence).reversed();
    }

    /** Among equally confident members, the one that shows its category most plainly first. */
    private static Comparator<SummaryJson.Entry> plainest(Category category) {
        return switch (category) {
            // the most reward for reasoning: the strong player wins where the weak one loses most
            case SKILL_REWARDING -> Comparator.comparingDouble(SummaryJson.Entry::gap).reversed();
            // no skill needed: even the weak player wins most
            case TOO_EASY -> Comparator.comparingDouble(SummaryJson.Entry::weak).reversed();
            // luck decides: even the strong player loses most
            case LUCK_BOUND -> Comparator.comparingDouble(SummaryJson.Entry::strong);
        };
    }
}
