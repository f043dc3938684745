package io.minesift.core.curate;

import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputFiles;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A {@link Puzzle} whose one file format is its JSON board set ({@code coins}, Shanghai): a user
 * gives a set or a folder of {@code .json} sets, and a report's board folder and a pack hold each
 * board as a one-board set ({@code ID.json}, {@code NAME.json}). Such a game writes only
 * {@link #readBoardSet} and {@link #writeBoardSet}.
 *
 * @param <B> the game's board type
 */
public interface JsonSetPuzzle<B> extends Puzzle<B> {
    /** A board set, or every {@code .json} set in a folder, in the order of the files' names. */
    @Override
    default List<B> readBoards(Path path) {
        return InputFiles.jsonSets(path, this::readBoardSet);
    }

    /** Each board as a one-board set named by its id. */
    @Override
    default void writeBoardFiles(Path folder, List<B> boards) {
        for (B b : boards) {
            AtomicFiles.write(folder.resolve(boardId(b) + ".json"), writeBoardSet(List.of(b)));
        }
    }

    /** The board as a one-board set {@code NAME.json}. */
    @Override
    default Map<String, byte[]> packContents(String name, B board) {
        return Map.of(name + ".json", writeBoardSet(List.of(board)));
    }
}
