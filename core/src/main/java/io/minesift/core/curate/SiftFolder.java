package io.minesift.core.curate;

import io.minesift.core.report.SummaryJson;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
}
