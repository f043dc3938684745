package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;

import java.util.Locale;

/**
 * Sizes work before it starts: a run whose boards cannot fit in this JVM's memory is refused with
 * the limit in the message, instead of failing later with an out-of-memory error.
 */
final class Sizing {
    /** Bytes a board takes while a command holds it (its layout, its file text, its results), generously. */
    private static final long BYTES_PER_BOARD = 2_500;

    private Sizing() {
    }

    /** The most boards of this size that fit in a quarter of the JVM's heap. */
    static long maxBoards(BoardSpec board, long heapBytes) {
        long perBoard = BYTES_PER_BOARD + 3L * board.width() * board.height();
        return Math.max(1, heapBytes / 4 / perBoard);
    }

    /**
     * Refuses to write {@code count} boards of this size into {@code file} when the disk lacks the
     * room (a board set's JSON takes about a byte per cell and a line per row, plus its fields).
     */
    static void checkDisk(java.nio.file.Path file, long count, BoardSpec board) {
        long perBoard = 300L + (long) (board.width() + 10) * board.height();
        java.nio.file.Path dir = file.toAbsolutePath().getParent();
        while (dir != null && !java.nio.file.Files.isDirectory(dir)) {
            dir = dir.getParent();
        }
        if (dir == null) {
            return;
        }
        try {
            long free = java.nio.file.Files.getFileStore(dir).getUsableSpace();
            if (count > free / perBoard) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--count %d boards of %s need about %d MB, "
                        + "and %s has %d MB free: at most %d boards fit", count, board, count * perBoard >> 20, dir,
                        free >> 20, free / perBoard));
            }
        } catch (java.io.IOException e) {
            // the free room is unknown: a failure to write will be reported then
        }
    }

    /**
     * A note when a whole-file set of {@code count} boards will be larger than the commands that
     * read a file whole (show, convert, sift) take in this heap (a fifth of it: InputFiles): they
     * will refuse it in one line, so the writer is told now. Not a refusal: generate writes board
     * by board and a larger heap reads the set back.
     */
    static java.util.Optional<String> readBackNote(long count, BoardSpec board, long heapBytes) {
        long bytes = count * (300L + (long) (board.width() + 10) * board.height());
        if (bytes <= heapBytes / 5) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(String.format(Locale.ROOT, "this set will take about %d MB: show, convert and sift "
                + "read a file whole, up to %d MB in this Java's %d MB of memory, and will need more (java -Xmx4g -jar ...) "
                + "or a smaller set", bytes >> 20, heapBytes / 5 >> 20, heapBytes >> 20));
    }

    /**
     * Refuses {@code count} boards of this size when they cannot fit.
     *
     * @throws IllegalArgumentException with the limit and what to do
     */
    static void check(String option, long count, BoardSpec board) {
        long heap = Runtime.getRuntime().maxMemory();
        check(option, count, maxBoards(board, heap), "boards of " + board, heap);
    }

    /** Refuses {@code count} boards of another game, each taking about as much as a Minesweeper board of 16x16 cells. */
    static void check(String option, long count, String boards) {
        long heap = Runtime.getRuntime().maxMemory();
        check(option, count, maxBoards(BoardSpec.parse("16x16x1"), heap), boards, heap);
    }

    private static void check(String option, long count, long max, String boards, long heap) {
        if (count > max) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%s %d is more than the %d %s that fit in this Java's memory (%d MB): split the run, "
                            + "or give Java more memory (java -Xmx16g -jar ...)", option, count, max, boards, heap >> 20));
        }
    }
}
