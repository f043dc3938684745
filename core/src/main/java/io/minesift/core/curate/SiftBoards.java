package io.minesift.core.curate;

import io.minesift.core.util.InputException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The boards of a sift, checked where they are read: a board its game cannot sift (for Minesweeper,
 * a start cell on a mine) or a board that stands twice in one file is refused, naming the file and
 * the board. A {@code .jsonl} file holds boards as {@link BoardLines}. In a folder the same board often stands twice on purpose (its .mine
 * and its MBF file): it is sifted once, and the caller is told.
 */
public final class SiftBoards {
    private SiftBoards() {
    }

    public static <B> List<B> read(Puzzle<B> puzzle, Path path, Consumer<String> note) {
        List<B> boards = BoardLines.isBoardLines(path) ? BoardLines.read(puzzle, path) : puzzle.readBoards(path);
        return checked(puzzle, boards, path.toString(), Files.isDirectory(path), note);
    }

    /**
     * The boards of {@code source} once each, checked playable; in a file (not a {@code folder}) a
     * board that stands twice is refused.
     */
    public static <B> List<B> checked(Puzzle<B> puzzle, List<B> boards, String source, boolean folder,
                                      Consumer<String> note) {
        Map<String, Integer> seen = new HashMap<>();
        List<B> unique = new ArrayList<>(boards.size());
        int repeated = 0;
        for (int i = 0; i < boards.size(); i++) {
            B b = boards.get(i);
            String id = puzzle.boardId(b);
            Integer first = seen.putIfAbsent(id, i);
            if (first != null) {
                if (!folder) {
                    throw new InputException(source, "board " + (i + 1) + " (id " + id
                            + ") is the same board as board " + (first + 1) + ": a board set holds each board once");
                }
                repeated++;
                continue;
            }
            puzzle.checkPlayable(b, source, i + 1);
            unique.add(b);
        }
        if (repeated > 0) {
            note.accept(source + ": " + repeated + (repeated == 1 ? " board stands" : " boards stand")
                    + " in more than one file (e.g. as .mine and as MBF): each is sifted once");
        }
        return unique;
    }

}
