package io.minesift.core.curate;

import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.BoardArt;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * What a game that brings nothing for tuning gets from {@link Puzzle}'s defaults: {@code tune}
 * refuses its player files in one line naming the file and the game, and no board has a label by
 * construction.
 */
class PuzzleTuningDefaultsTest {
    /** A game of strings that implements only what the pipeline must have (none of it is called here). */
    private static final class Words implements Puzzle<String> {
        @Override
        public String id() {
            return "words";
        }

        @Override
        public String boardId(String board) {
            return board;
        }

        @Override
        public List<String> readBoards(Path path) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> readBoardSet(byte[] bytes, String source) {
            throw new UnsupportedOperationException();
        }

        @Override
        public byte[] writeBoardSet(List<String> boards) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void writeBoardFiles(Path folder, List<String> boards) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void writePackFiles(Path pack, String name, String board) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String packFiles() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Map<String, io.minesift.core.classify.Category> referenceBoards(long seed, int perCategory) {
            throw new UnsupportedOperationException();
        }

        @Override
        public BoardArt art(Map<String, String> boards) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Sift.Measurer<String> measurer() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Contestant<String> weak() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Contestant<String> strong() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Contestant<String> player(byte[] file, String source) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ReferenceSet<String> reference() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void aGameWithoutPlayerFilesRefusesTuningInOneLine() {
        InputException e = assertThrows(InputException.class,
                () -> new Words().template("{}".getBytes(), "p.json"));
        assertEquals("p.json: the words game has no player files to tune", e.getMessage());
        assertEquals(Optional.empty(), new Words().labelByConstruction("any"));
    }
}
