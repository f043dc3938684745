package io.minesift.sift;

import io.minesift.board.Instance;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardSetJson;
import io.minesift.io.InputException;
import io.minesift.report.SummaryJson;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A finished sift's output folder read back for curating: its boards ({@code boards.json}) with
 * each board's category and rates ({@code summary.json}).
 */
public record SiftFolder(Path folder, List<Board> boards) {
    /** A sifted board with what the sift found. */
    public record Board(Instance instance, SummaryJson.Entry entry) {
    }

    public SiftFolder {
        boards = List.copyOf(boards);
    }

    public static SiftFolder read(Path folder) {
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
        for (SummaryJson.Entry e : SummaryJson.read(BoardFiles.readBytes(summaryFile), summaryFile.toString())) {
            entries.put(e.id(), e);
        }
        List<Board> boards = new ArrayList<>();
        for (Instance b : BoardSetJson.read(BoardFiles.readBytes(setFile), setFile.toString())) {
            SummaryJson.Entry e = entries.get(b.id());
            if (e == null) {
                throw new InputException(summaryFile.toString(), "has no entry for board " + b.id() + " of " + setFile);
            }
            boards.add(new Board(b, e));
        }
        return new SiftFolder(folder, boards);
    }

    /** The boards that pass the test, in the sift's order. */
    public List<Instance> filter(Predicate<SummaryJson.Entry> keep) {
        return boards.stream().filter(b -> keep.test(b.entry())).map(Board::instance).toList();
    }

    /**
     * A puzzle pack: up to {@code count} boards of the category, easiest first, ordered by the
     * strong-minus-weak gap (the more the weak player fails where the strong one succeeds, the
     * more reasoning the board asks), ties by the strong rate (higher first) and then by id.
     */
    public List<Instance> pack(io.minesift.classify.Category category, int count) {
        return boards.stream().filter(b -> b.entry().category() == category)
                .sorted(Comparator.comparingDouble((Board b) -> b.entry().gap())
                        .thenComparing(b -> -b.entry().strong())
                        .thenComparing(b -> b.instance().id()))
                .limit(count).map(Board::instance).toList();
    }
}
