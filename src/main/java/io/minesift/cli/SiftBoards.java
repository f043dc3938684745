package io.minesift.cli;

import io.minesift.board.Instance;
import io.minesift.io.BoardFiles;
import io.minesift.util.InputException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The boards of a sift, checked where they are read: a board whose start cell holds a mine (sift
 * plays every board from a safe start) or a board that stands twice in one file is refused, naming
 * the file and the board. In a folder the same board often stands twice on purpose (its .mine
 * and its MBF file): it is sifted once, and the caller is told.
 */
final class SiftBoards {
    private SiftBoards() {
    }

    static List<Instance> read(BoardFiles files, Path path, Consumer<String> note) {
        List<Instance> boards = files.read(path);
        boolean folder = Files.isDirectory(path);
        Map<String, Integer> seen = new HashMap<>();
        List<Instance> unique = new ArrayList<>(boards.size());
        int repeated = 0;
        for (int i = 0; i < boards.size(); i++) {
            Instance b = boards.get(i);
            Integer first = seen.putIfAbsent(b.id(), i);
            if (first != null) {
                if (!folder) {
                    throw new InputException(path.toString(), "board " + (i + 1) + " (id " + b.id()
                            + ") is the same board as board " + (first + 1) + ": a board set holds each board once");
                }
                repeated++;
                continue;
            }
            requireSafeStart(b, path.toString(), i + 1);
            unique.add(b);
        }
        if (repeated > 0) {
            note.accept(path + ": " + repeated + (repeated == 1 ? " board stands" : " boards stand")
                    + " in more than one file (e.g. as .mine and as MBF): each is sifted once");
        }
        return unique;
    }

    /** Refuses a board whose start cell is a mine: a sift plays from a safe start. */
    static void requireSafeStart(Instance b, String source, int number) {
        if (b.layout().isMine(b.startIndex())) {
            throw new InputException(source, "board " + number + " (id " + b.id() + "): its start cell "
                    + b.start().label() + " holds a mine, and a sift plays every board from a safe start cell"
                    + " (for .mine and MBF files use --import-start auto, which starts in an opening)");
        }
    }
}
