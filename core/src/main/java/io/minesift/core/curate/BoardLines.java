package io.minesift.core.curate;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonProblems;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Boards as JSON lines ({@code .jsonl}), one board a line: each line is the game's board set of that
 * one board, on one line. The form for board sets larger than memory (a reader streams it, Spark
 * splits it across machines) and the form a Spark sift ships its boards to executors in.
 */
public final class BoardLines {
    /** The file name ending of a JSON-lines board set. */
    public static final String EXTENSION = ".jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private BoardLines() {
    }

    /** Whether the file's name says it holds boards as JSON lines. */
    public static boolean isBoardLines(Path file) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(EXTENSION);
    }

    /** One board as one line (no line break). */
    public static <B> String line(Puzzle<B> puzzle, B board) {
        try {
            return JSON.readTree(puzzle.writeBoardSet(List.of(board))).toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode board " + puzzle.boardId(board), e);
        }
    }

    /** The board of one line ({@code source} and {@code number} name it in errors). */
    public static <B> B board(Puzzle<B> puzzle, String line, String source, int number) {
        List<B> boards;
        try {
            boards = puzzle.readBoardSet(line.getBytes(StandardCharsets.UTF_8), source + " line " + number);
        } catch (InputException e) {
            throw new InputException(source, number, e.getMessage());
        }
        if (boards.size() != 1) {
            throw new InputException(source, number, "holds " + boards.size() + " boards: a board line holds one");
        }
        return boards.get(0);
    }

    /** Every board of a JSON-lines file, in order (blank lines are skipped). */
    public static <B> List<B> read(Puzzle<B> puzzle, Path file) {
        List<B> boards = new ArrayList<>();
        io.minesift.core.util.InputFiles.checkRegular(file);
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (!line.isBlank()) {
                    boards.add(board(puzzle, line, file.toString(), number));
                }
            }
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot read: " + JsonProblems.describe(e));
        }
        return boards;
    }

    /** Writes the boards as JSON lines, atomically, one board at a time (the boards need not fit in memory). */
    public static <B> void write(Path file, Puzzle<B> puzzle, Iterable<B> boards) {
        AtomicFiles.write(file, out -> {
            Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            for (B board : boards) {
                writer.write(line(puzzle, board));
                writer.write('\n');
            }
            writer.flush();
        });
    }
}
