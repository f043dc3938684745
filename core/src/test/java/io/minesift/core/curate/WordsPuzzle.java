package io.minesift.core.curate;

import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.BoardArt;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A game of strings for the curate tests: it implements only what the pipeline must have, and
 * every part a test does not reach refuses; its boards' luck is measured when it is made so.
 */
final class WordsPuzzle implements Puzzle<String> {
    private final boolean luck;

    WordsPuzzle() {
        this(false);
    }

    WordsPuzzle(boolean luck) {
        this.luck = luck;
    }

    @Override
    public boolean measuresLuck() {
        return luck;
    }

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
    public Map<String, byte[]> packContents(String name, String board) {
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
